/**
 * "Verplaatsen naar": occurrences of a series held on another day or at another time. Each row is
 * the day the recurrence gives it, then its new day and start time, entered with the form's date
 * and time boxes. The declared field is a list of lines (`<day> <new day> <new time>`); the API
 * checks each day against the rule and answers its message at this field.
 */
import { css } from '@emotion/react';
import type { FieldDef } from '@kerk/kit/content-types';
import { Button } from '@kerk/kit/design-system';
import { controlStyles } from '@kerk/kit/form-field';
import { useField } from 'react-final-form';

import { agendaTexts } from '../../../texts';

const t = agendaTexts.form.moves;

type Row = [day: string, toDay: string, toTime: string];

/** The form keeps a list field as its lines; a row's empty parts stay in place (single spaces). */
const rowsOf = (text: string): Row[] => (text ? text.split('\n').map((line) => [0, 1, 2].map((i) => line.split(' ')[i] ?? '') as Row) : []);
const textOf = (rows: Row[]) => rows.map((row) => row.join(' ')).join('\n');

export function MovesControl({ form, name, field, allDay }: { form: string; name: string; field: FieldDef; allDay: boolean }) {
  const { input, meta } = useField<string>(name);
  const rows = rowsOf(typeof input.value === 'string' ? input.value : '');
  const id = `${form}-${name}`;
  const error: string | undefined = (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  const set = (next: Row[]) => (input.onChange(textOf(next)), input.onBlur());
  const change = (i: number, part: number, value: string) => set(rows.map((row, j) => (j === i ? (row.map((v, k) => (k === part ? value.trim() : v)) as Row) : row)));
  const describedBy = [field.help ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const box = (i: number, part: number, type: 'date' | 'time', label: string) => (
    <input type={type} aria-label={label} aria-invalid={error ? true : undefined} value={rows[i]![part]} onChange={(e) => change(i, part, e.target.value)} css={[controlStyles, css`max-width: 12rem;`]} />
  );
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy} css={(th) => css`border: 0; padding: 0; margin: ${th.space(4)} 0 0;`}>
      <legend css={css`font-weight: 600; padding: 0;`}>{field.label}</legend>
      {field.help ? (
        <p id={`${id}-hint`} css={css`margin: 0 0 0.25rem;`}>
          {field.help}
        </p>
      ) : null}
      {rows.map((_, i) => (
        <div key={i} css={css`display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-bottom: 0.5rem;`}>
          {box(i, 0, 'date', t.day(i + 1))}
          <span aria-hidden="true">{t.arrow}</span>
          {box(i, 1, 'date', t.toDay(i + 1))}
          {allDay ? null : box(i, 2, 'time', t.toTime(i + 1))}
          <Button variant="ghost" onClick={() => set(rows.filter((__, j) => j !== i))}>
            {t.remove(i + 1)}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => set([...rows, ['', '', '']])}>
        {t.add}
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" css={(th) => css`margin: ${th.space(1)} 0 0; color: ${th.colors.danger}; font-weight: 600;`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
