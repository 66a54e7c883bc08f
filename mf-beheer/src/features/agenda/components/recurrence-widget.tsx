/**
 * An event's recurrence in its form: "Herhaling" (none, weekly …), and once it repeats, until when:
 * up to and including a date, or a number of times. Which of the two is the form's own choice
 * (`repeatEnd`); the API gets the one chosen (see `recurrenceBody`). Then the exceptions (issue 41):
 * the days it is skipped, and the occurrences moved to another day or time.
 */
import { css } from '@emotion/react';
import { eventType } from '@kerk/kit/content-types';
import { Field } from 'react-final-form';

import { FieldControl } from '../../../lib/content/field-control';
import type { FormValues } from '../../../lib/content/form-values';
import { agendaTexts } from '../../../texts';
import { MovesControl } from './moves-control';

const t = agendaTexts.form;
const fields = eventType.fields;

/** Until a date, or a number of times (a stored count says which). */
export const repeatEndOf = (values: FormValues): 'until' | 'count' => (values.repeatEnd === 'count' || (values.repeatEnd === undefined && values.repeatCount) ? 'count' : 'until');

/** The recurrence as the API takes it: only the end that was chosen. */
export const recurrenceBody = (values: FormValues) =>
  values.repeat === 'none' ? { repeatUntil: '', repeatCount: null } : repeatEndOf(values) === 'count' ? { repeatUntil: '' } : { repeatCount: null };

export function RecurrenceWidget({ values }: { values: FormValues }) {
  const end = repeatEndOf(values);
  return (
    <>
      <FieldControl form="evenement" name="repeat" field={fields.repeat} options={fields.repeat.options.values} />
      {values.repeat && values.repeat !== 'none' ? (
        <fieldset css={(th) => css`border: 1px solid ${th.colors.border}; border-radius: ${th.radius}; padding: ${th.space(3)}; margin: 0 0 ${th.space(5)};`}>
          <legend css={css`font-weight: 600;`}>{t.repeatEnd}</legend>
          {(['until', 'count'] as const).map((choice) => (
            <label key={choice} css={css`display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; margin-right: 1.25rem;`}>
              <Field name="repeatEnd" type="radio" value={choice} initialValue={end} component="input" css={css`width: 1.25rem; height: 1.25rem;`} />
              {choice === 'until' ? t.repeatUntilChoice : t.repeatCountChoice}
            </label>
          ))}
          {end === 'until' ? (
            <FieldControl form="evenement" name="repeatUntil" field={fields.repeatUntil} />
          ) : (
            <FieldControl form="evenement" name="repeatCount" field={fields.repeatCount} />
          )}
        </fieldset>
      ) : null}
      {values.repeat && values.repeat !== 'none' ? (
        <>
          <FieldControl form="evenement" name="skipDates" field={fields.skipDates} />
          <MovesControl form="evenement" name="moves" field={fields.moves} allDay={values.allDay === true} />
        </>
      ) : null}
    </>
  );
}
