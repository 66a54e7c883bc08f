/**
 * An article's publication moment (its day and time fields, the news type's own widget), and next
 * to "Opslaan" what will happen: "Verschijnt direct", "Verschijnt op zondag 29 november 2026 om
 * 08.15", or that it stays off the site while "Publiceren op de website" is off.
 */
import { css } from '@emotion/react';
import { newsType } from '@kerk/kit/content-types';
import { formatDate } from '@kerk/kit/dates';
import { zonedToUtc } from '@kerk/kit/dates/calendar';

import { FieldControl } from '../../../lib/content/field-control';
import type { FormValues } from '../../../lib/content/form-values';
import { newsTexts } from '../../../texts';

const t = newsTexts.form;

/** What saving will do with the article, from the form's values and the clock (`now`, ms). */
export function publishMomentText(values: FormValues, now: number): string {
  if (values.published === false) return t.staysHidden;
  const date = String(values.date ?? '');
  const time = String(values.time ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{1,2}[:.]\d{2}$/.test(time)) return '';
  const at = zonedToUtc(date, time.replace('.', ':').padStart(5, '0'));
  if (Number.isNaN(at.getTime()) || at.getTime() <= now) return t.appearsNow;
  return t.appearsAt(formatDate(at, 'dddd D MMMM YYYY'), formatDate(at, 'HH.mm'));
}

export function PublishMoment() {
  return (
    <div css={(th) => css`display: flex; flex-wrap: wrap; gap: 0 ${th.space(4)}; > * { flex: 1 1 12rem; }`}>
      <FieldControl form="nieuws" name="date" field={newsType.fields.date} />
      <FieldControl form="nieuws" name="time" field={newsType.fields.time} />
    </div>
  );
}

export function PublishMomentNote({ values }: { values: FormValues }) {
  const text = publishMomentText(values, Date.now());
  return text ? <strong data-publish-moment>{text}</strong> : null;
}
