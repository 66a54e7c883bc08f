/**
 * An article's publication moment (its day and time fields, the news type's own widget), and next
 * to "Opslaan" what will happen: "Verschijnt direct", "Verschijnt op zondag 29 november 2026 om
 * 08.15", or that it stays off the site while "Publiceren op de website" is off.
 */
import { css } from '@emotion/react';
import { newsType } from '@kerk/kit/content-types';

import { FieldControl } from '../../../lib/content/field-control';
import type { FormValues } from '../../../lib/content/form-values';
import { publishMomentText } from '../utils/publish-moment';

export function PublishMoment() {
  return (
    <div css={(th) => css`display: flex; flex-wrap: wrap; gap: 0 ${th.space(4)}; > * { flex: 1 1 12rem; }`}>
      <FieldControl form="nieuws" name="date" field={newsType.fields.date} />
      <FieldControl form="nieuws" name="time" field={newsType.fields.time} />
    </div>
  );
}

/** Next to "Opslaan"; `now` is the app's clock as the form started (ms), what "direct" is compared with. */
export function PublishMomentNote({ values, now }: { values: FormValues; now: number }) {
  const text = publishMomentText(values, now);
  return text ? <strong data-publish-moment>{text}</strong> : null;
}
