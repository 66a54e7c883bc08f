/**
 * A list of days (kind `dates`): one date box per day, the way the form enters any date, with
 * "Datum toevoegen" and a remove button per day, in the frame of rows-fieldset.tsx.
 */
import { css } from '@emotion/react';
import type { FieldDef } from '@kerk/kit/content-types';
import { controlStyles } from '@kerk/kit/form-field';

import { contentTexts } from '../../texts';
import { RowsFieldset, useRowsField } from './rows-fieldset';

const t = contentTexts.dates;

export function DatesControl({ form, name, field }: { form: string; name: string; field: FieldDef }) {
  const { input, id, error } = useRowsField<string[]>(form, name);
  const days = Array.isArray(input.value) ? input.value : [];
  const set = (next: string[]) => (input.onChange(next), input.onBlur());
  return (
    <RowsFieldset
      id={id}
      field={field}
      error={error}
      rows={days}
      set={set}
      empty=""
      labels={t}
      renderRow={(day, i) => (
        <input
          type="date"
          aria-label={t.day(field.label, i + 1)}
          aria-invalid={error ? true : undefined}
          value={day}
          onChange={(e) => set(days.map((d, j) => (j === i ? e.target.value : d)))}
          css={[controlStyles, css`max-width: 14rem;`]}
        />
      )}
    />
  );
}
