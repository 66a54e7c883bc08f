/**
 * Puts every table of page text in a box of its own that scrolls sideways when the table is wider
 * than the column (a phone), so the page itself never does. The box is a named, focusable region,
 * so keyboard users can scroll it too (WCAG 2.1.1) and screen readers announce what it holds.
 * Done in the browser, so it holds for every rich text, also HTML stored before this existed.
 */
import { common } from '../../texts/nl/common';

export const TABLE_SCROLL_ATTRIBUTE = 'data-table-scroll';

/** The caption, else the nearest heading before the table in the same text, else nothing. */
function nameOf(table: HTMLTableElement): string {
  const caption = table.caption?.textContent?.trim();
  if (caption) return caption;
  for (let el = table.previousElementSibling; el; el = el.previousElementSibling) {
    if (/^H[2-6]$/.test(el.tagName)) return el.textContent?.trim() ?? '';
  }
  return '';
}

export function wrapTables(root: HTMLElement): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (table.parentElement?.hasAttribute(TABLE_SCROLL_ATTRIBUTE)) continue;
    const box = document.createElement('div');
    box.setAttribute(TABLE_SCROLL_ATTRIBUTE, '');
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', common.table(nameOf(table)));
    box.tabIndex = 0;
    table.replaceWith(box);
    box.append(table);
  }
}
