/**
 * The frame of a field that is a list of rows (the days a series skips, its moved occurrences): the
 * legend, the hint, a remove button per row, "… toevoegen", and the field's message (the declared
 * rules', or the API's per-field one) under the group, tied to it while it shows.
 */
import { css } from '@emotion/react';
import type { FieldDef } from '@kerk/kit/content-types';
import { Button } from '@kerk/kit/design-system';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

/** The field's input, its id (`<form>-<name>`) and the message to show now. */
export function useRowsField<T>(form: string, name: string) {
  const { input, meta } = useField<T>(name);
  const error: string | undefined = (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  return { input, id: `${form}-${name}`, error };
}

export interface RowsFieldsetProps<Row> {
  id: string;
  field: FieldDef;
  error: string | undefined;
  rows: Row[];
  /** A row's own controls; the remove button follows them. */
  renderRow: (row: Row, index: number) => ReactNode;
  set: (rows: Row[]) => void;
  empty: Row;
  labels: { add: string; remove: (n: number) => string };
  /** Space above the group (it may follow another field of its own kind). */
  spaced?: boolean;
}

export function RowsFieldset<Row>({ id, field, error, rows, renderRow, set, empty, labels, spaced }: RowsFieldsetProps<Row>) {
  const describedBy = [field.help ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy} css={(th) => css`border: 0; padding: 0; margin: ${spaced ? `${th.space(4)} 0 0` : `0 0 ${th.space(5)}`};`}>
      <legend css={css`font-weight: 600; padding: 0;`}>{field.label}</legend>
      {field.help ? (
        <p id={`${id}-hint`} css={css`margin: 0 0 0.25rem;`}>
          {field.help}
        </p>
      ) : null}
      {rows.map((row, i) => (
        <div key={i} css={css`display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-bottom: 0.5rem;`}>
          {renderRow(row, i)}
          <Button variant="ghost" onClick={() => set(rows.filter((_, j) => j !== i))}>
            {labels.remove(i + 1)}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => set([...rows, empty])}>
        {labels.add}
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" css={(th) => css`margin: ${th.space(1)} 0 0; color: ${th.colors.danger}; font-weight: 600;`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
