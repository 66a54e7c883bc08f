/**
 * The difference of two texts in words: removed words struck through (`<del>`), new ones
 * underlined and bold (`<ins>`). `DiffText` is the text alone; `DiffView` adds the field's label.
 */
import { css } from '@emotion/react';
import { useMemo } from 'react';

import { hasChanges, wordDiff } from './diff-words';

export function DiffText({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return (
    <span
      css={(t) => css`
        display: block; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.25rem 0 0;
        del { background: ${t.colors.surfaceAlt}; color: ${t.colors.danger}; }
        ins { background: ${t.colors.surfaceAlt}; color: ${t.colors.success}; font-weight: 600; }
      `}
    >
      {parts.map((part, index) =>
        part.kind === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : part.kind === 'inserted' ? (
          <ins key={index}>{part.text}</ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

export function DiffView({ label, before, after }: { label: string; before: string; after: string }) {
  const changed = useMemo(() => hasChanges(wordDiff(before, after)), [before, after]);
  if (!changed) return null;
  return (
    <div data-diff={label}>
      <h5 css={css`margin-bottom: 0.25rem;`}>{label}</h5>
      <DiffText before={before} after={after} />
    </div>
  );
}
