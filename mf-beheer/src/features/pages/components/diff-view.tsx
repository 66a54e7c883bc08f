/** The difference of two texts in words: removed words struck through (`<del>`), new ones underlined (`<ins>`). */
import { css } from '@emotion/react';
import { useMemo } from 'react';

import { hasChanges, wordDiff } from '../utils/diff-words';

export function DiffView({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  if (!hasChanges(parts)) return null;
  return (
    <div data-diff={label}>
      <h5 css={css`margin-bottom: 0.25rem;`}>{label}</h5>
      <p
        css={(t) => css`
          white-space: pre-wrap; margin-top: 0;
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
      </p>
    </div>
  );
}
