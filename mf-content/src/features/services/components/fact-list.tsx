/**
 * The facts of a service as a description list; rows without a value are left out.
 * The label column is at most `labelWidth` wide (a longer label wraps between its words, never
 * inside one), so it never squeezes the values; a list too narrow for two columns (the list's own
 * width, not the screen's: a card in a grid) puts each label above its value.
 */
import { css } from '@emotion/react';

export type Fact = [label: string, value: string];

export function FactList({ facts, compact = false }: { facts: Fact[]; compact?: boolean }) {
  const shown = facts.filter(([, value]) => value.trim() !== '');
  const labelWidth = compact ? '7rem' : '9rem';
  return (
    <div css={css`container-type: inline-size;`}>
      <dl
        css={(t) => css`
          display: grid;
          grid-template-columns: minmax(0, 1fr);
          gap: 0 ${t.space(4)};
          margin: ${t.space(3)} 0;
          dt { font-weight: 600; color: ${t.colors.textMuted}; overflow-wrap: normal; hyphens: manual; }
          dd { margin: 0 0 ${t.space(2)}; overflow-wrap: break-word; }
          @container (min-width: ${compact ? '18rem' : '24rem'}) {
            grid-template-columns: minmax(min-content, ${labelWidth}) minmax(0, 1fr);
            row-gap: ${t.space(1)};
            dd { margin-bottom: 0; }
          }
        `}
      >
        {shown.map(([label, value]) => (
          <div key={label} css={css`display: contents;`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
