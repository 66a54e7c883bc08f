/**
 * What a table of page text needs beyond its stored HTML, added as it is rendered (on the server and
 * in the browser alike, so the served HTML has it and hydration matches):
 * - `scope` on every header cell: `col` in the head, `row` in the body (WCAG 1.3.1, html-validate);
 * - `data-label` on every body cell after the first: its column's header text, which a phone shows
 *   before the value when the rows are stacked (RichText's styles), so '216.400' still says
 *   'Rekening 2024'.
 * The HTML was sanitized as it entered the database (sanitize-html writes tags in lower case and
 * attributes quoted), so the cells can be found without a parser; a table without a head gets the
 * scopes only.
 */
const TABLE = /<table\b[^>]*>[\s\S]*?<\/table>/gi;
const HEAD = /<thead\b[^>]*>[\s\S]*?<\/thead>/i;
const ROW = /<tr\b[^>]*>[\s\S]*?<\/tr>/gi;
const CELL = /<(td|th)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

/** The text of a cell's HTML, for an attribute: tags left out, quotes escaped (entities stay as they are). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().replace(/"/g, '&quot;');

const withScope = (attributes: string, scope: 'col' | 'row') => (/\bscope=/.test(attributes) ? attributes : ` scope="${scope}"${attributes}`);

function labelRow(row: string, labels: string[]): string {
  let index = 0;
  return row.replace(CELL, (cell, tag: string, attributes: string, content: string) => {
    const column = index;
    index += 1;
    let attrs = tag === 'th' ? withScope(attributes, 'row') : attributes;
    const label = labels[column];
    if (column > 0 && label && !/\bdata-label=/.test(attrs)) attrs = ` data-label="${label}"${attrs}`;
    return `<${tag}${attrs}>${content}</${tag}>`;
  });
}

function labelTable(table: string): string {
  const head = HEAD.exec(table)?.[0] ?? '';
  const labels = [...head.matchAll(CELL)].map((cell) => textOf(cell[3]!));
  const [before, after] = head ? [table.slice(0, table.indexOf(head)), table.slice(table.indexOf(head) + head.length)] : ['', table];
  const labelledHead = head.replace(CELL, (_cell, tag: string, attributes: string, content: string) => `<${tag}${tag === 'th' ? withScope(attributes, 'col') : attributes}>${content}</${tag}>`);
  return `${before.replace(ROW, (row) => labelRow(row, []))}${labelledHead}${after.replace(ROW, (row) => labelRow(row, labels))}`;
}

/** `html` with every table's header cells scoped and its body cells labelled by their column. */
export const labelTables = (html: string): string => (html.includes('<table') ? html.replace(TABLE, labelTable) : html);
