/**
 * A list of days (kind `dates`): one date box per day, the way the form enters any date, with
 * "Datum toevoegen" and a remove button per day. The field's message (from the declared rules, or
 * the API's per-field message) sits under the group and is tied to it while it shows.
 */
import { css } from '@emotion/react';
import type { FieldDef } from '@kerk/kit/content-types';
import { Button } from '@kerk/kit/design-system';
import { controlStyles } from '@kerk/kit/form-field';
import { useField } from 'react-final-form';

import { contentTexts } from '../../texts';

const t = contentTexts.dates;

export function DatesControl({ form, name, field }: { form: string; name: string; field: FieldDef }) {
  const { input, meta } = useField<string[]>(name);
  const days = Array.isArray(input.value) ? input.value : [];
  const id = `${form}-${name}`;
  const error: string | undefined = (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  const set = (next: string[]) => (input.onChange(next), input.onBlur());
  const describedBy = [field.help ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy} css={(th) => css`border: 0; padding: 0; margin: 0 0 ${th.space(5)};`}>
      <legend css={css`font-weight: 600; padding: 0;`}>{field.label}</legend>
      {field.help ? (
        <p id={`${id}-hint`} css={css`margin: 0 0 0.25rem;`}>
          {field.help}
        </p>
      ) : null}
      {days.map((day, i) => (
        <div key={i} css={css`display: flex; gap: 0.75rem; align-items: center; margin-bottom: 0.5rem;`}>
          <input
            type="date"
            aria-label={t.day(field.label, i + 1)}
            aria-invalid={error ? true : undefined}
            value={day}
            onChange={(e) => set(days.map((d, j) => (j === i ? e.target.value : d)))}
            css={[controlStyles, css`max-width: 14rem;`]}
          />
          <Button variant="ghost" onClick={() => set(days.filter((_, j) => j !== i))}>
            {t.remove(i + 1)}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => set([...days, ''])}>
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
