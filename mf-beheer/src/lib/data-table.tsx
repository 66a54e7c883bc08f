/**
 * The editing app's tables (pages, users, the logboek), styled once. On a phone the rows become
 * stacked cards: each cell on its own line, named by its column (`data-label`), so a volunteer
 * never scrolls sideways to find the button at the end of a row.
 */
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Below this width a table row is shown as a card. */
const STACK_BELOW = '40em';

const dataTable = (t: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; font-weight: 600; padding-bottom: ${t.space(2)}; }
  th, td { text-align: left; vertical-align: top; padding: ${t.space(2)} ${t.space(3)} ${t.space(2)} 0; border-bottom: 1px solid ${t.colors.border}; }
  @media (max-width: ${STACK_BELOW}) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tr { display: block; padding: ${t.space(2)} 0; border-bottom: 1px solid ${t.colors.border}; }
    th, td { display: block; padding: ${t.space(1)} 0; border: 0; }
    [data-label]::before { content: attr(data-label) ': '; font-weight: 600; }
  }
`;

export interface DataTableProps {
  /** The table's name (a visible caption), if the section's heading does not already say it. */
  caption?: string;
  /** The column headings, in order; each cell repeats its heading as `data-label` for the phone layout. */
  columns: readonly string[];
  /** The rows (`<tr>`). */
  children: ReactNode;
}

export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <table css={dataTable}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
