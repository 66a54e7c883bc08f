/**
 * The site's typeface (the kit's fonts.ts): the shell bundles its two files, so they get hashed
 * names under /assets/ (cached for good), and declares them. The server preloads the same files
 * and declares them in the served HTML's head too, so text is drawn in it from the first paint.
 */
import { Global } from '@emotion/react';
import { fontFaceCss } from '@kerk/kit/design-system';
import regular from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2';
import bold from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2';

const FONT_FACES = fontFaceCss({ 400: regular, 700: bold });

export function Fonts() {
  return <Global styles={FONT_FACES} />;
}
