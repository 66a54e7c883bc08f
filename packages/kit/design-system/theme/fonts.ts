/**
 * The site's one typeface, for body text and headings alike: Atkinson Hyperlegible (made by the
 * Braille Institute for readers with low vision: letters that are hard to mistake, such as I, l and
 * 1), self-hosted from `@fontsource/atkinson-hyperlegible`, its Latin subset only, in the two
 * weights the site uses. `font-display: swap`: the text shows at once in the fallback and changes
 * font when the file is there; the served HTML preloads both files, so that is rarely seen.
 *
 * On a first visit over a slow line the files come after the first paint. The fallback is then a
 * font the device has, scaled to Atkinson's letter widths and line metrics (FALLBACK_FACES: Arial,
 * or Liberation Sans, its metric twin on Linux; Roboto on Android), so the text keeps its lines when
 * the font arrives: with the system's own font (DejaVu Sans on Linux) a phone's home page moved by a
 * layout shift of 0.19. The numbers are Capsize's (its font metrics; fonts.test.ts checks them).
 *
 * The shell bundles the files (its build gives them hashed names under /assets/) and writes
 * fontFaceCss with their URLs; the server finds them in the shell's build (FONT_FILE) for its
 * preload tags and the first view.
 */
export const FONT_FAMILY = 'Atkinson Hyperlegible';

export type FontWeight = 400 | 700;

/** The files' names in the package (`files/<name>.woff2`) per weight. */
export const FONT_FILES: Record<FontWeight, string> = {
  400: 'atkinson-hyperlegible-latin-400-normal',
  700: 'atkinson-hyperlegible-latin-700-normal',
};

/** A built font file (`atkinson-hyperlegible-latin-700-normal.1a2b3c4d5e.woff2`) and its weight. */
export const FONT_FILE = /^atkinson-hyperlegible-latin-(400|700)-normal\.[0-9a-f]+\.woff2$/;

/** What the Latin subset covers (the package's own range): the browser loads it for these characters only. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** `size-adjust`, `ascent-override`, `descent-override` and `line-gap-override`, in per cent (Capsize's createFontStack). */
export interface FaceOverrides {
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

/** A local font standing in for Atkinson until its file is there, with the overrides that give it Atkinson's metrics per weight. */
export interface FallbackFace {
  family: string;
  /** Its `local()` names per weight (full and PostScript names). */
  local: Record<FontWeight, string[]>;
  overrides: Record<FontWeight, FaceOverrides>;
}

/**
 * The average Latin letter widths of the bold faces (units per em: Atkinson 1000, Arial 2048), read
 * from the files with Capsize's unpack: Capsize's own metrics are of the regular faces. Arial Bold's
 * is Liberation Sans Bold's, its metric twin. Roboto's bold is left at its regular's overrides.
 */
export const BOLD_WIDTHS = { atkinson: 481, arial: 983 };

export const FALLBACK_FACES: FallbackFace[] = [
  {
    family: `${FONT_FAMILY} Fallback: Arial`,
    local: { 400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'], 700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'] },
    overrides: {
      400: { sizeAdjust: 99.3717, ascent: 95.6006, descent: 29.1833, lineGap: 0 },
      700: { sizeAdjust: 100.2124, ascent: 94.7986, descent: 28.9385, lineGap: 0 },
    },
  },
  {
    family: `${FONT_FAMILY} Fallback: Roboto`,
    local: { 400: ['Roboto Regular', 'Roboto-Regular', 'Roboto'], 700: ['Roboto Bold', 'Roboto-Bold'] },
    overrides: {
      400: { sizeAdjust: 99.5899, ascent: 95.3912, descent: 29.1194, lineGap: 0 },
      700: { sizeAdjust: 99.5899, ascent: 95.3912, descent: 29.1194, lineGap: 0 },
    },
  },
];

const WEIGHTS = Object.keys(FONT_FILES).map(Number) as FontWeight[];

/** The fallback faces' `@font-face` rules, per weight (so bold text takes the bold face, not a synthesised one). */
const fallbackFaceCss = (): string =>
  FALLBACK_FACES.flatMap((face) =>
    WEIGHTS.map(
      (weight) =>
        `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${weight};src:${face.local[weight].map((name) => `local("${name}")`).join(',')};` +
        `size-adjust:${face.overrides[weight].sizeAdjust}%;ascent-override:${face.overrides[weight].ascent}%;descent-override:${face.overrides[weight].descent}%;line-gap-override:${face.overrides[weight].lineGap}%}`,
    ),
  ).join('');

/** The `@font-face` rules for the files at `urls` (the shell's built assets), and those of the fallbacks. */
export const fontFaceCss = (urls: Record<FontWeight, string>): string =>
  WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"${FONT_FAMILY}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${urls[weight]}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  ).join('') + fallbackFaceCss();

/** The site's font stack: Atkinson, its scaled fallbacks, then the system's sans-serif. */
export const FONT_STACK = [FONT_FAMILY, ...FALLBACK_FACES.map((face) => face.family)].map((family) => `"${family}"`).join(', ') + ', system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
