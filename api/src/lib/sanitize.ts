/**
 * Cleans partial content on its way INTO the database, so every reader (API, search index, e-mail)
 * can trust what it reads and the browser can render it with dangerouslySetInnerHTML.
 */
import { FOREIGN_IMAGE_ATTRIBUTE, IMAGE_SRC, MAX_LENGTH, PRESET_HTML, editingMessages, isRichPreset, keepsImage, type PartialKind, type PresetHtml, type RichPreset } from '@kerk/kit/editing';
import sanitizeHtml from 'sanitize-html';

import { keepTogether } from './keep-together';
import { holdsForeignImage, shapeForPreset } from './rich-text-shape';

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

/**
 * Text without markup, derived from rich text (the search index's `body_text`, `notes_text`…), with
 * a space where a block element (paragraph, heading, list item, cell, line break) began or ended:
 * `<p>oliebollen.</p><p>De</p>` reads "oliebollen. De", not "oliebollen.De". sanitize-html escapes
 * &, < and >; React escapes again when rendering text, so the entities are decoded back and any
 * stray angle bracket is dropped to stay safe as HTML too. Not for what a volunteer typed into a
 * plain field: that is `typedText`.
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

/**
 * What a volunteer typed into a plain field (a title, a name, an address), stored as typed: "Kerk &
 * Co < 12 jaar" stays exactly that. Only control characters go (a line break or tab becomes a space,
 * runs of spaces one) and the ends are trimmed. Every output escapes it: React, the server's head
 * tags and JSON-LD (head-html.ts, site/head/), the RSS and iCal libraries.
 */
export function typedText(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The seed's entry point for partials without a declared kind: picks the cleaning by the partial naming convention. */
export function sanitizePartial(name: string, content: string): string {
  return isPlainTextPartial(name) ? toPlainText(content) : sanitizeByKind('full', content);
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
    // Headings the preset may not keep were reshaped before (rich-text-shape.ts); a save holding an
    // image it may not keep was refused before (`foreignImageIn`).
    transformTags: { b: 'strong', i: 'em', img: cleanImage },
    textFilter: keepTogether,
  };
}

/**
 * A draft's options (a page's draft, issue 41): an image the preset may not show stays as the
 * editor's placeholder, `<img data-foreign-image alt>` without its address (never fetched), so the
 * volunteer still sees where a photo is missing. Publishing it is refused (`foreignImageIn`).
 */
function draftOptions(preset: RichPreset): sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } {
  const options = presetOptions(PRESET_HTML[preset]);
  const placeholder = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({ tagName: 'img', attribs: { [FOREIGN_IMAGE_ATTRIBUTE]: '', ...(attribs.alt ? { alt: attribs.alt } : {}) } });
  return {
    ...options,
    allowedTags: [...new Set([...(options.allowedTags || []), 'img'])],
    allowedAttributes: { ...options.allowedAttributes, img: [...(PRESET_HTML[preset].attributes.img ?? ['alt']), FOREIGN_IMAGE_ATTRIBUTE] },
    // sanitize-html 2.17's option, not yet in its @types (2.16): the placeholder's attribute has no value.
    allowedEmptyAttributes: ['alt', FOREIGN_IMAGE_ATTRIBUTE],
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    transformTags: { ...options.transformTags, img: (tagName, attribs) => (keepsImage(preset, attribs.src) ? cleanImage(tagName, attribs) : placeholder(attribs)) },
  };
}

const PRESET_OPTIONS: Record<RichPreset, sanitizeHtml.IOptions> = {
  minimal: presetOptions(PRESET_HTML.minimal),
  essential: presetOptions(PRESET_HTML.essential),
  full: presetOptions(PRESET_HTML.full),
};
const DRAFT_OPTIONS: Record<RichPreset, sanitizeHtml.IOptions> = { minimal: draftOptions('minimal'), essential: draftOptions('essential'), full: draftOptions('full') };

/**
 * Cleans a text by its declared kind: plain text as typed (`typedText`), or rich text shaped for its
 * preset (headings into its levels: rich-text-shape.ts) and then its allow-list (a `minimal` text
 * keeps no table, no heading; no preset keeps a script or an event handler). An image the preset
 * may not show is dropped, or in a `draft` kept as the editor's placeholder; a save holding one is
 * refused first (`foreignImageIn`). The one sanitizer of every rich text: page partials, news,
 * events, services, team.
 */
export function sanitizeByKind(kind: PartialKind, content: string, { draft = false } = {}): string {
  if (!isRichPreset(kind)) return typedText(content);
  return sanitizeHtml(shapeForPreset(content, kind), (draft ? DRAFT_OPTIONS : PRESET_OPTIONS)[kind]).trim();
}

/**
 * The Dutch message when a rich text still holds an image from another website (or the editor's
 * placeholder of one): saved, its placeholder would be published (issue 41). null when it has none.
 */
export function foreignImageIn(kind: PartialKind, content: string): string | null {
  return isRichPreset(kind) && holdsForeignImage(content, kind) ? editingMessages.foreignImage : null;
}

/** The Dutch message when a partial's stored (sanitized) text is longer than its kind allows; null when it fits. */
export function tooLongFor(kind: PartialKind, stored: string): string | null {
  const max = MAX_LENGTH[kind];
  return stored.length > max ? editingMessages.tooLong(max, stored.length) : null;
}
