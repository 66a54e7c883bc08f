/**
 * Renders HTML from the page store. The API sanitizes every HTML partial with sanitize-html when it
 * enters the database, so the browser only renders what passed that allow-list.
 *
 * Typography for all page text lives here: paragraphs and lists keep a readable measure (theme
 * `measure`), tables sit in a box that scrolls on its own (scroll-tables.ts), use tabular figures,
 * and cells marked `class="num"` (amounts, counts) are right-aligned and never broken. On a phone a
 * table's rows are stacked: each row's first cell as its title, then every value on a line of its
 * own after its column's header (table-labels.ts), so nothing is cut or scrolls out of sight. Dates,
 * times and amounts in the text never break over two lines (keep-values.ts).
 */
import { css, type Theme } from '@emotion/react';
import { useLayoutEffect, useMemo, useRef, type HTMLAttributes } from 'react';

import { TABLE_SCROLL_ATTRIBUTE, wrapTables } from './scroll-tables';
import { keepValuesTogether } from './keep-values';
import { labelTables } from './table-labels';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

const richTextStyles = (t: Theme) => css`
  overflow-wrap: anywhere;
  & > :first-of-type { margin-top: 0; }
  & > p, & > ul, & > ol, & > blockquote { max-width: ${t.measure}; }
  [${TABLE_SCROLL_ATTRIBUTE}] { overflow-x: auto; margin: ${t.space(4)} 0; }
  table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 600; padding-bottom: ${t.space(2)}; }
  /* Cells wrap between words only: never inside a number or a word ("Rekeni|ng"). */
  th, td { border: 1px solid ${t.colors.border}; padding: ${t.space(2)}; text-align: left; vertical-align: top; overflow-wrap: normal; word-break: normal; hyphens: manual; }
  .num { text-align: right; white-space: nowrap; }
  /* A column header ('Rekening 2024') may wrap between its words; the amounts below it never. */
  thead .num { white-space: normal; }
  blockquote { border-left: 4px solid ${t.colors.action}; margin: 0; padding-left: ${t.space(4)}; }
  @media (max-width: ${t.breakpoints.sm - 0.02}px) {
    table, caption, tbody, tr, th, td { display: block; }
    /* The column headers are on every value (data-label); the head itself is for screen readers. */
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tr { border: 1px solid ${t.colors.border}; border-bottom: 0; padding: ${t.space(2)} ${t.space(3)}; }
    tr:last-child { border-bottom: 1px solid ${t.colors.border}; }
    th, td { border: 0; padding: ${t.space(1)} 0; }
    /* The first cell of a row (no cell before it; emotion warns about :first-child in a server render). */
    tr > :not(* + *) { font-weight: 600; }
    [data-label] { display: flex; justify-content: space-between; gap: ${t.space(4)}; font-weight: normal; }
    [data-label]::before { content: attr(data-label); text-align: left; color: ${t.colors.textMuted}; }
    th[data-label] { font-weight: 600; }
  }
`;

export function RichText({ html, ...rest }: RichTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Before paint: the tables never show unwrapped. React re-sets the HTML (and so this runs) only when it changes.
  useLayoutEffect(() => {
    if (ref.current) wrapTables(ref.current);
  }, [html]);
  const labelled = useMemo(() => keepValuesTogether(labelTables(html)), [html]);
  return (
    <div
      ref={ref}
      // Marks article text for the print stylesheet, which prints link addresses only in here.
      data-rich-text=""
      css={richTextStyles}
      dangerouslySetInnerHTML={{ __html: labelled }}
      {...rest}
    />
  );
}
