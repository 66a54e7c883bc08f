/**
 * Cleans partial content on its way INTO the database, so every reader (API, search index, e-mail)
 * can trust what it reads and the browser can render it with dangerouslySetInnerHTML.
 */
import { keepPhonesTogether } from '@kerk/kit/texts';
import sanitizeHtml from 'sanitize-html';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Relative URLs stay allowed (no scheme); javascript:, data: and friends are dropped.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Editors paste <b>/<i>; keep their meaning in the tags we allow.
  transformTags: { b: 'strong', i: 'em', h1: 'h2' },
  // Phone numbers in the text stay on one line (non-breaking spaces), as everywhere on the site.
  textFilter: (text) => keepPhonesTogether(text),
};

const PLAIN_TEXT: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Partials rendered as text (headings, one-line messages); all others are rich-text HTML. */
export function isPlainTextPartial(name: string): boolean {
  return name === 'title' || name.endsWith('-title') || ['empty', 'success', 'failure'].includes(name);
}

/** Allow-listed rich text: see RICH_TEXT for what survives. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/**
 * Text without markup. sanitize-html escapes &, < and >; React escapes again when rendering text,
 * so the entities are decoded back and any stray angle bracket is dropped to stay safe as HTML too.
 */
export function toPlainText(text: string): string {
  return sanitizeHtml(text, PLAIN_TEXT)
    .replace(/&lt;|&gt;|[<>]/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The one entry point the repositories use: picks the cleaning by the partial naming convention. */
export function sanitizePartial(name: string, content: string): string {
  return isPlainTextPartial(name) ? toPlainText(content) : sanitizeRichText(content);
}
