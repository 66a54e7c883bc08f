/** The facts of a service as a description list; rows without a value are left out. */
import { css } from '@emotion/react';

export type Fact = [label: string, value: string];

export function FactList({ facts, compact = false }: { facts: Fact[]; compact?: boolean }) {
  const shown = facts.filter(([, value]) => value.trim() !== '');
  return (
    <dl
      css={(t) => css`
        display: grid;
        grid-template-columns: ${compact ? 'minmax(7rem, max-content)' : 'minmax(9rem, max-content)'} 1fr;
        gap: ${t.space(1)} ${t.space(4)};
        margin: ${t.space(3)} 0;
        dt { font-weight: 600; color: ${t.colors.textMuted}; }
        dd { margin: 0; overflow-wrap: anywhere; }
        ${t.mq.belowMd} { grid-template-columns: 1fr; dd { margin-bottom: ${t.space(2)}; } }
      `}
    >
      {shown.map(([label, value]) => (
        <div key={label} css={css`display: contents;`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
