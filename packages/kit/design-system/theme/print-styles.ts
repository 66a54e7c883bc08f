/**
 * Print stylesheet (services, agenda, events, articles): the page's own content in black on white,
 * without the chrome a printout cannot use — menus, breadcrumbs, drawer, search, footer, buttons,
 * form controls, the theme switch. Links in article text get their address printed after them, so
 * a reader of the paper copy can still find the page (the origin comes from `--print-origin`, which
 * KitThemeProvider sets on `<html>` once mounted: the sheet itself is the same on a server). List
 * items and table rows are kept whole.
 */
import { css } from '@emotion/react';

/**
 * The site's origin as a CSS string, so a relative link prints as a full address. Only plain URL
 * characters are let through, because the value is written into a stylesheet.
 */
export function printOrigin(origin: string | undefined): string {
  return origin && /^https?:\/\/[\w.:-]+$/.test(origin) ? `"${origin}"` : '""';
}

export const printStyles = css`
  :root { --print-origin: ""; }
  @media print {
    @page { margin: 15mm; }
    nav, footer, dialog, [role='tablist'], [data-no-print], button, select, input, textarea, fieldset, form {
      display: none !important;
    }
    *, *::before, *::after {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
      filter: none !important;
    }
    html, body { background: #fff !important; }
    body { font-size: 11pt; line-height: 1.45; }
    header { min-height: 0 !important; padding: 0 !important; }
    a { text-decoration: underline; }
    [data-rich-text] a[href^='http']::after { content: ' (' attr(href) ')'; }
    [data-rich-text] a[href^='/']::after { content: ' (' var(--print-origin) attr(href) ')'; }
    [data-rich-text] a[href]::after { font-size: 0.9em; overflow-wrap: anywhere; }
    li, tr, img, figure, blockquote, pre, dl > div { break-inside: avoid; page-break-inside: avoid; }
    h1, h2, h3, h4 { break-after: avoid; page-break-after: avoid; }
    p { orphans: 3; widows: 3; }
    img { max-width: 100% !important; }
    [data-table-scroll] { overflow: visible !important; }
  }
`;
