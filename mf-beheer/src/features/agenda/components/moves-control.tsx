/**
 * "Verplaatsen naar": occurrences of a series held on another day or at another time. Each row is
 * the day the recurrence gives it, then its new day and start time, entered with the form's date
 * and time boxes. The declared field is a list of lines (`<day> <new day> <new time>`); the API
 * checks each day against the rule and answers its message at this field.
 */
import { css } from '@emotion/react';
import type { FieldDef } from '@kerk/kit/content-types';
import { controlStyles } from '@kerk/kit/form-field';

import { RowsFieldset, useRowsField } from '../../../lib/content/rows-fieldset';
import { agendaTexts } from '../../../texts';

const t = agendaTexts.form.moves;

type Row = [day: string, toDay: string, toTime: string];

/** The form keeps a list field as its lines; a row's empty parts stay in place (single spaces). */
const rowsOf = (text: string): Row[] => (text ? text.split('\n').map((line) => [0, 1, 2].map((i) => line.split(' ')[i] ?? '') as Row) : []);
const textOf = (rows: Row[]) => rows.map((row) => row.join(' ')).join('\n');

export function MovesControl({ form, name, field, allDay }: { form: string; name: string; field: FieldDef; allDay: boolean }) {
  const { input, id, error } = useRowsField<string>(form, name);
  const rows = rowsOf(typeof input.value === 'string' ? input.value : '');
  const set = (next: Row[]) => (input.onChange(textOf(next)), input.onBlur());
  const change = (i: number, part: number, value: string) => set(rows.map((row, j) => (j === i ? (row.map((v, k) => (k === part ? value.trim() : v)) as Row) : row)));
  const box = (i: number, part: number, type: 'date' | 'time', label: string) => (
    <input type={type} aria-label={label} aria-invalid={error ? true : undefined} value={rows[i]![part]} onChange={(e) => change(i, part, e.target.value)} css={[controlStyles, css`max-width: 12rem;`]} />
  );
  return (
    <RowsFieldset
      id={id}
      field={field}
      error={error}
      rows={rows}
      set={set}
      empty={['', '', '']}
      labels={t}
      spaced
      renderRow={(_, i) => (
        <>
          {box(i, 0, 'date', t.day(i + 1))}
          <span aria-hidden="true">{t.arrow}</span>
          {box(i, 1, 'date', t.toDay(i + 1))}
          {allDay ? null : box(i, 2, 'time', t.toTime(i + 1))}
        </>
      )}
    />
  );
}
