/**
 * The rich-text presets of the page store's partials (spec: "Editor toolbar presets: essential,
 * minimal, full"; issue 15), in one place: what each preset may STORE (the API's sanitizer builds
 * its allow-list from `PRESET_HTML`), which TOOLS its editor toolbar shows (mf-beheer), and how long
 * a partial may be. Every partial declares its kind: plain `text` (titles, one-line messages) or a
 * rich-text preset. Not shared at runtime: the API and the editing app read it, visitors never do.
 */

export const PARTIAL_KINDS = ['text', 'minimal', 'essential', 'full'] as const;
export type PartialKind = (typeof PARTIAL_KINDS)[number];
export type RichPreset = Exclude<PartialKind, 'text'>;
export const RICH_PRESETS: readonly RichPreset[] = ['minimal', 'essential', 'full'];

export const isRichPreset = (kind: string): kind is RichPreset => (RICH_PRESETS as readonly string[]).includes(kind);

export interface PresetHtml {
  /** Elements that survive; anything else is unwrapped (its text kept) or, for script/style, dropped. */
  tags: readonly string[];
  /** Attributes per element; all others are dropped. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Classes per element (a number cell: `num`, right-aligned and never broken by the kit's RichText). */
  classes: Readonly<Record<string, readonly string[]>>;
  /** Hosts an `<iframe src>` may point to (the privacy-mode video players); none outside `full`. */
  iframeHosts: readonly string[];
}

const MINIMAL: PresetHtml = {
  tags: ['p', 'br', 'strong', 'em', 'a'],
  attributes: { a: ['href', 'title'] },
  classes: {},
  iframeHosts: [],
};

const ESSENTIAL: PresetHtml = {
  ...MINIMAL,
  tags: [...MINIMAL.tags, 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote'],
};

const FULL: PresetHtml = {
  tags: [
    ...ESSENTIAL.tags, 'h4', 'hr',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'img', 'figure', 'figcaption', 'iframe',
  ],
  attributes: {
    ...ESSENTIAL.attributes,
    th: ['colspan', 'rowspan', 'scope', 'class'],
    td: ['colspan', 'rowspan', 'class'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
  },
  classes: { th: ['num'], td: ['num'] },
  // YouTube's privacy-enhanced mode and Vimeo with do-not-track: no cookies before play.
  iframeHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'],
};

/**
 * The only image addresses a page may show (issue 16): a size of a photo in the media library
 * (`/api/media/<hash>/<width>.<avif|webp>`), or the site's own older `/uploads/…` files.
 */
export const IMAGE_SRC = /^(?:\/api\/media\/[0-9a-f]{20}\/\d{1,4}\.(?:avif|webp)|\/uploads\/(?!.*\.\.)[\w./-]+)$/;

export const PRESET_HTML: Readonly<Record<RichPreset, PresetHtml>> = { minimal: MINIMAL, essential: ESSENTIAL, full: FULL };

/** The heading levels a preset keeps (`[2, 3]` for essential), read off its tags; none in `minimal`. */
export const headingLevels = (preset: RichPreset): number[] =>
  PRESET_HTML[preset].tags.flatMap((tag) => (/^h[1-6]$/.test(tag) ? [Number(tag[1])] : [])).sort((a, b) => a - b);

/**
 * Where a pasted or posted heading of `level` (1–6) lands in a preset, keeping the order of the
 * headings: the first allowed level at or below it (h1 → h2), else the lowest allowed one (h5 → h3 in
 * essential, h4 in full). null: the preset has no headings (`minimal`), the heading becomes a
 * paragraph in bold.
 */
export function headingLevelFor(preset: RichPreset, level: number): number | null {
  const levels = headingLevels(preset);
  return levels.find((allowed) => allowed >= level) ?? levels.at(-1) ?? null;
}

/**
 * What the editor shows in place of an image the preset may not show (from another website, or the
 * writer's own disk): the site never fetches it, and a volunteer sees that the photo has to be
 * uploaded. Only the editor shows it (issue 41): it is never stored, and a save still holding such an
 * image (or this sentence, from an older editor) is refused with `editingMessages.foreignImage`.
 */
export const FOREIGN_IMAGE_TEXT = 'Deze afbeelding staat op een andere website. Upload de foto om hem te plaatsen.';

/** The attribute of the editor's placeholder `<img>` (no `src`: nothing to fetch), which a draft keeps. */
export const FOREIGN_IMAGE_ATTRIBUTE = 'data-foreign-image';

/** Whether `src` is one of the site's own image addresses (`IMAGE_SRC`) that `preset` may show. */
export const keepsImage = (preset: RichPreset, src: string | null | undefined): boolean => PRESET_HTML[preset].tags.includes('img') && IMAGE_SRC.test(src ?? '');

/** Toolbar buttons of each preset, in toolbar order (mf-beheer's editor maps each to a Tiptap command). */
export const EDITOR_TOOLS = [
  'bold', 'italic', 'link',
  'heading2', 'heading3', 'bulletList', 'orderedList', 'blockquote', 'undo', 'redo',
  'table', 'image', 'video', 'horizontalRule', 'clearFormatting',
] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

const MINIMAL_TOOLS: readonly EditorTool[] = ['bold', 'italic', 'link'];
const ESSENTIAL_TOOLS: readonly EditorTool[] = [...MINIMAL_TOOLS, 'heading2', 'heading3', 'bulletList', 'orderedList', 'blockquote', 'undo', 'redo'];
const FULL_TOOLS: readonly EditorTool[] = [...ESSENTIAL_TOOLS, 'table', 'image', 'video', 'horizontalRule', 'clearFormatting'];

export const PRESET_TOOLS: Readonly<Record<RichPreset, readonly EditorTool[]>> = {
  minimal: MINIMAL_TOOLS,
  essential: ESSENTIAL_TOOLS,
  full: FULL_TOOLS,
};

/** The longest a partial of each kind may be, in characters of its stored form (HTML for rich text). */
export const MAX_LENGTH: Readonly<Record<PartialKind, number>> = {
  text: 200,
  minimal: 2_000,
  essential: 30_000,
  full: 150_000,
};

/** The longest meta title and description a search engine shows in full (the editor counts them). */
export const META_LENGTH = { title: 60, description: 160 } as const;

/** The photo library (issue 16): the largest photo it takes, the types (checked by content on the server; the file input's `accept`), the longest description. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp';
export const ALT_MAX_LENGTH = 300;
/** A photo's focal point on each axis (whole percentages) when nobody chose one: the middle. */
export const FOCUS_CENTRE = 50;

export const editingMessages = {
  tooLong: (max: number, actual: number) =>
    `Deze tekst is te lang: er passen ${max.toLocaleString('nl-NL')} tekens in, het zijn er nu ${actual.toLocaleString('nl-NL')}. Maak hem korter of verdeel hem over meer pagina's.`,
  foreignImage: 'Er staat nog een afbeelding van een andere website in de tekst: upload de foto of haal hem weg',
} as const;

/** "Ander adres" in an agenda event's place field: not one of the churches (issue 16). */
export const OTHER_VENUE = 'ander';
export { communityMessages } from './community';
