/**
 * What the API does to rich text before its preset's allow-list (sanitize.ts), so text posted
 * through the API ends up as the editor's paste leaves it (mf-beheer's rich-text/paste-html.ts): a
 * heading keeps its place in the order within the preset's levels (`headingLevelFor`: h1 → h2, h5 →
 * the lowest level); in a preset without headings it becomes a paragraph in bold. That changes the
 * structure (a `<strong>` around a heading's content), which an allow-list cannot; parse5 parses as
 * browsers do, and the sanitizer runs on its output, so odd input cannot widen what is kept.
 *
 * And it tells whether a text still holds an image the preset may not show (`holdsForeignImage`):
 * a save of such a text is refused (issue 41), so the editor's placeholder is never published.
 */
import { FOREIGN_IMAGE_TEXT, headingLevelFor, keepsImage, type RichPreset } from '@kerk/kit/editing';
import { defaultTreeAdapter as tree, html as html5, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

/** Nothing to do without a heading (or, for the check, an image): most texts skip the parse. */
const NEEDS_SHAPING = /<h[1-6]\b/i;
// parse5 reads `<image>` as `<img>`, as browsers do.
const HAS_IMAGE = /<im(?:g|age)\b/i;
const HEADING = /^h([1-6])$/;

const isElement = (node: ChildNode | ParentNode): node is Element => tree.isElementNode(node);

function elementsOf(parent: ParentNode, found: Element[] = []): Element[] {
  for (const child of tree.getChildNodes(parent)) {
    if (!isElement(child)) continue;
    found.push(child);
    // A <template>'s content is a fragment of its own; the sanitizer drops the element anyway.
    elementsOf(child, found);
  }
  return found;
}

const newElement = (name: string) => tree.createElement(name, html5.NS.HTML, []);

function rename(element: Element, name: string) {
  element.tagName = name;
  element.nodeName = name;
}

function reshapeHeading(heading: Element, level: number, preset: RichPreset) {
  const target = headingLevelFor(preset, level);
  if (target !== null) return rename(heading, `h${target}`);
  // No headings in this preset: a paragraph in bold, its links and words kept.
  const strong = newElement('strong');
  for (const child of [...tree.getChildNodes(heading)]) {
    tree.detachNode(child);
    tree.appendChild(strong, child);
  }
  tree.appendChild(heading, strong);
  rename(heading, 'p');
}

/** `html` with its headings shaped for `preset` (see above); unchanged when it has none. */
export function shapeForPreset(html: string, preset: RichPreset): string {
  if (!NEEDS_SHAPING.test(html)) return html;
  const fragment = parseFragment(html);
  for (const element of elementsOf(fragment)) {
    const level = HEADING.exec(element.tagName)?.[1];
    if (level) reshapeHeading(element, Number(level), preset);
  }
  return serialize(fragment);
}

/**
 * Whether `html` holds an image `preset` may not show (from another website, the writer's disk, the
 * editor's placeholder without an address, or any image outside `full`), or the placeholder's
 * sentence that older code stored in its place.
 */
export function holdsForeignImage(html: string, preset: RichPreset): boolean {
  if (html.includes(FOREIGN_IMAGE_TEXT)) return true;
  if (!HAS_IMAGE.test(html)) return false;
  const src = (image: Element) => tree.getAttrList(image).find((attr) => attr.name === 'src')?.value;
  return elementsOf(parseFragment(html)).some((el) => el.tagName === 'img' && !keepsImage(preset, src(el)));
}
