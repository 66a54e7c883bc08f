/**
 * Pasted HTML shaped for one preset before the editor's schema reads it (ProseMirror's
 * `transformPastedHTML`, also used for a drop), the way the server shapes posted HTML
 * (api/src/lib/rich-text-shape.ts), from the same rules in `@kerk/kit/editing`:
 *
 * - Word's list paragraphs become real lists (word-lists.ts);
 * - a heading keeps its place in the order within the preset's levels (h1 → h2, h5 → the lowest);
 *   without headings (`minimal`) it becomes a paragraph in bold;
 * - an image the preset may not show, from another website or the writer's own disk, becomes the
 *   editor's placeholder (`<img data-foreign-image>` without its address: foreign-image-node.ts),
 *   never silently gone, never fetched by the site. A photo of this site copied from one of its
 *   pages (an absolute address on this origin) is kept.
 */
import { FOREIGN_IMAGE_ATTRIBUTE, headingLevelFor, IMAGE_SRC, PRESET_HTML, type RichPreset } from '@kerk/kit/editing';

import { wordListsToLists } from './word-lists';

/** Elements a block may not stand in: the placeholder goes right after them. */
const TEXT_BLOCKS = 'p, h1, h2, h3, h4, h5, h6, pre, caption, figcaption';

/** The site's own address of an image (`/api/media/…`), also when copied as an absolute URL of this site; null otherwise. */
function ownAddress(src: string, origin: string): string | null {
  if (IMAGE_SRC.test(src)) return src;
  try {
    const url = new URL(src);
    return url.origin === origin && !url.search && IMAGE_SRC.test(url.pathname) ? url.pathname : null;
  } catch {
    return null;
  }
}

function placeholderFor(image: HTMLImageElement) {
  const placeholder = image.ownerDocument.createElement('img');
  placeholder.setAttribute(FOREIGN_IMAGE_ATTRIBUTE, '');
  if (image.alt) placeholder.alt = image.alt;
  // The outermost paragraph or heading around it, else the image's own place.
  let block: Element | null = image;
  for (let up = image.parentElement?.closest(TEXT_BLOCKS); up; up = up.parentElement?.closest(TEXT_BLOCKS)) block = up;
  block.after(placeholder);
  image.remove();
}

function shapeImages(root: Element, preset: RichPreset, origin: string) {
  const keeps = PRESET_HTML[preset].tags.includes('img');
  for (const image of root.querySelectorAll('img')) {
    const src = keeps ? ownAddress(image.getAttribute('src') ?? '', origin) : null;
    if (src === null) {
      placeholderFor(image);
      continue;
    }
    image.setAttribute('src', src);
    const srcset = (image.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/))
      .flatMap(([url = '', width = '']) => (ownAddress(url, origin) ? [`${ownAddress(url, origin)} ${width}`.trim()] : []));
    if (srcset.length > 0) image.setAttribute('srcset', srcset.join(', '));
    else image.removeAttribute('srcset');
  }
}

function shapeHeadings(root: Element, preset: RichPreset) {
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = headingLevelFor(preset, Number(heading.localName[1]));
    const replacement = heading.ownerDocument.createElement(level === null ? 'p' : `h${level}`);
    if (level === null) {
      const strong = heading.ownerDocument.createElement('strong');
      strong.append(...heading.childNodes);
      replacement.append(strong);
    } else {
      replacement.append(...heading.childNodes);
    }
    heading.replaceWith(replacement);
  }
}

/** `html` from the clipboard, shaped for `preset` (see above). */
export function shapePastedHtml(html: string, preset: RichPreset, origin = window.location.origin): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  wordListsToLists(body);
  shapeImages(body, preset, origin);
  shapeHeadings(body, preset);
  return body.innerHTML;
}
