/**
 * The site's one typeface, for body text and headings alike: Atkinson Hyperlegible (made by the
 * Braille Institute for readers with low vision: letters that are hard to mistake, such as I, l and
 * 1), self-hosted from `@fontsource/atkinson-hyperlegible`, its Latin subset only, in the two
 * weights the site uses. `font-display: swap`: the text shows at once in the fallback and changes
 * font when the file is there; the served HTML preloads both files, so that is rarely seen.
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

/** The `@font-face` rules for the files at `urls` (the shell's built assets). */
export const fontFaceCss = (urls: Record<FontWeight, string>): string =>
  (Object.keys(FONT_FILES) as unknown as FontWeight[])
    .map(
      (weight) =>
        `@font-face{font-family:"${FONT_FAMILY}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${urls[weight]}) format("woff2");unicode-range:${LATIN_RANGE}}`,
    )
    .join('');
