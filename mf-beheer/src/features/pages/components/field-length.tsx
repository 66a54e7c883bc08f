/**
 * Fields with a length: a meta field counted against what a search engine shows (`META_LENGTH`,
 * a gentle hint beyond it) and a page text counted against what it may hold (`MAX_LENGTH`, which
 * the server enforces with the kit's Dutch message).
 */
import { css } from '@emotion/react';
import { editingMessages } from '@kerk/kit/editing';

import { pagesTexts } from '../../../texts';

const inputCss = css`display: block; width: 100%; font: inherit; padding: 0.5rem; margin-top: 0.25rem;`;

export interface MetaFieldProps {
  id: string;
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  onChange: (value: string) => void;
}

export function MetaField({ id, label, value, max, multiline, onChange }: MetaFieldProps) {
  const over = value.length > max;
  const Control = multiline ? 'textarea' : 'input';
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <Control id={id} value={value} rows={multiline ? 3 : undefined} aria-describedby={`${id}-count`} onChange={(e) => onChange(e.target.value)} css={inputCss} />
      <small id={`${id}-count`} css={css`display: block;`}>
        {pagesTexts.meta.count(value.length, max)}
        {over ? <span> — {pagesTexts.meta.tooLongHint(max)}</span> : null}
      </small>
    </p>
  );
}

/** "1.234 van 2.000 tekens", or the kit's Dutch error when the text is too long (and the server's own error). */
export function LengthNote({ id, length, max, error }: { id: string; length: number; max: number; error?: string }) {
  const message = error ?? (length > max ? editingMessages.tooLong(max, length) : null);
  return (
    <small id={id} css={(t) => css`display: block; margin-top: ${t.space(1)}; ${message ? `color: ${t.colors.danger}; font-weight: 600;` : ''}`}>
      {message ?? pagesTexts.partialLength(length, max)}
    </small>
  );
}

export { inputCss };
