/**
 * Cleans partial content on its way INTO the database, so every reader (API, search index, e-mail)
 * can trust what it reads and the browser can render it with dangerouslySetInnerHTML.
 */
import { IMAGE_SRC, MAX_LENGTH, PRESET_HTML, editingMessages, isRichPreset, type PartialKind, type PresetHtml, type RichPreset } from '@kerk/kit/editing';
import sanitizeHtml from 'sanitize-html';

import { keepTogether } from './keep-together';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope', 'class'],
    td: ['colspan', 'rowspan', 'class'],
  },
  // `num` marks a number cell (amounts, counts): the kit's RichText right-aligns it and never breaks it.
  allowedClasses: { th: ['num'], td: ['num'] },
  // Relative URLs stay allowed (no scheme); javascript:, data: and friends are dropped.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Editors paste <b>/<i>; keep their meaning in the tags we allow.
  transformTags: { b: 'strong', i: 'em', h1: 'h2' },
  // Amounts, phone numbers and dates are never split over two lines (non-breaking spaces).
  textFilter: keepTogether,
};

/** Elements that end a line of text: where they open or close, the plain text gets a space. */
const BLOCK_TAGS = [
  'p', 'br', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'hr',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption', 'section', 'article', 'header', 'footer', 'aside',
];

// Block elements are kept (bare, without attributes) only to be replaced by a space afterwards:
// text in the output is escaped, so every '<' left in it starts one of these tags.
const PLAIN_TEXT: sanitizeHtml.IOptions = { allowedTags: BLOCK_TAGS, allowedAttributes: {} };

/** Partials rendered as text (headings, one-line messages); all others are rich-text HTML. */
export function isPlainTextPartial(name: string): boolean {
  return name === 'title' || name.endsWith('-title') || ['empty', 'success', 'failure'].includes(name);
}

/** Allow-listed rich text: see RICH_TEXT for what survives. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/**
 * Text without markup, with a space where a block element (paragraph, heading, list item, cell,
 * line break) began or ended: `<p>oliebollen.</p><p>De</p>` reads "oliebollen. De", not
 * "oliebollen.De". sanitize-html escapes &, < and >; React escapes again when rendering text,
 * so the entities are decoded back and any stray angle bracket is dropped to stay safe as HTML too.
 */
export function toPlainText(text: string): string {
  return sanitizeHtml(text, PLAIN_TEXT)
    .replace(/<[^>]*>/g, ' ')
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

/**
 * Elements dropped with everything inside them: besides sanitize-html's own (script, style,
 * textarea, option), what a pasted Word or web page brings along as text (`<xml>` settings, a
 * `<title>`) that would otherwise land in the page as stray words.
 */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'xml', 'title', 'template', 'head'];

/** An <img>'s srcset keeps only media-library candidates (`<url> <n>w`); sizes only a plain media condition list. */
function cleanImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { srcset, sizes, ...rest } = attribs;
  const candidates = (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => {
      const [url, width, ...more] = candidate.split(/\s+/);
      return more.length === 0 && IMAGE_SRC.test(url ?? '') && /^\d{1,4}w$/.test(width ?? '');
    });
  const cleanSizes = sizes && /^[\w\s(),:.%-]{1,200}$/.test(sizes) ? sizes : undefined;
  return {
    tagName,
    attribs: { ...rest, ...(candidates.length > 0 ? { srcset: candidates.join(', ') } : {}), ...(candidates.length > 0 && cleanSizes ? { sizes: cleanSizes } : {}) },
  };
}

/** The sanitize-html options of a rich-text preset, read off the kit's `PRESET_HTML`. */
export function presetOptions(preset: PresetHtml): sanitizeHtml.IOptions {
  const iframes = preset.iframeHosts.length > 0;
  return {
    allowedTags: [...preset.tags],
    allowedAttributes: Object.fromEntries(Object.entries(preset.attributes).map(([tag, names]) => [tag, [...names]])),
    allowedClasses: Object.fromEntries(Object.entries(preset.classes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // A video player only over https, only from the listed hosts (no relative or protocol-relative src).
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedIframeHostnames: [...preset.iframeHosts],
    allowIframeRelativeUrls: false,
    allowProtocolRelative: false,
    nonTextTags: NON_TEXT_TAGS,
    // An iframe whose src was refused is nothing but an empty box: drop it; so is an image from
    // anywhere but the media library (or the older /uploads/).
    exclusiveFilter: (frame: sanitizeHtml.IFrame) => (iframes && frame.tag === 'iframe' && !frame.attribs.src) || (frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? '')),
    transformTags: { b: 'strong', i: 'em', h1: 'h2', img: cleanImage },
    textFilter: keepTogether,
  };
}

const PRESET_OPTIONS: Record<RichPreset, sanitizeHtml.IOptions> = {
  minimal: presetOptions(PRESET_HTML.minimal),
  essential: presetOptions(PRESET_HTML.essential),
  full: presetOptions(PRESET_HTML.full),
};

/**
 * Cleans a partial by its declared kind: plain text, or the allow-list of its preset (a `minimal`
 * partial keeps no table, no heading; no preset keeps a script or an event handler).
 */
export function sanitizeByKind(kind: PartialKind, content: string): string {
  return isRichPreset(kind) ? sanitizeHtml(content, PRESET_OPTIONS[kind]).trim() : toPlainText(content);
}

/** The Dutch message when a partial's stored (sanitized) text is longer than its kind allows; null when it fits. */
export function tooLongFor(kind: PartialKind, stored: string): string | null {
  const max = MAX_LENGTH[kind];
  return stored.length > max ? editingMessages.tooLong(max, stored.length) : null;
}
