/**
 * What the API does to rich text before its preset's allow-list (sanitize.ts), so text posted
 * through the API ends up as the editor's paste leaves it (mf-beheer's rich-text/paste-html.ts):
 *
 * - a heading keeps its place in the order within the preset's levels (`headingLevelFor`: h1 → h2,
 *   h5 → the lowest level); in a preset without headings it becomes a paragraph in bold;
 * - an image the preset may not show (from another website, or any image outside `full`) becomes
 *   a paragraph saying so (`FOREIGN_IMAGE_TEXT`), never fetched and never silently dropped.
 *
 * These change the structure (a new paragraph, a `<strong>` around a heading's content), which an
 * allow-list cannot; parse5 parses as browsers do, so the paragraph lands where a browser would put
 * it. The sanitizer runs on its output, so what parse5 makes of odd input cannot widen what is kept.
 */
import { FOREIGN_IMAGE_TEXT, headingLevelFor, keepsImage, type RichPreset } from '@kerk/kit/editing';
import { defaultTreeAdapter as tree, html as html5, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

/** Nothing to do without a heading or an image: most texts skip the parse. */
const NEEDS_SHAPING = /<(?:h[1-6]|img)\b/i;
const HEADING = /^h([1-6])$/;
/** Elements a paragraph may not stand in: the placeholder goes right after them. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'caption', 'figcaption']);

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

function placeholder(): Element {
  const paragraph = newElement('p');
  tree.insertText(paragraph, FOREIGN_IMAGE_TEXT);
  return paragraph;
}

/** The image's placeholder: in its place, or right after the paragraph or heading around it. */
function replaceImage(image: Element) {
  let block: Element | null = null;
  for (let node = tree.getParentNode(image); node && isElement(node); node = tree.getParentNode(node)) {
    if (TEXT_BLOCKS.has(node.tagName)) block = node;
  }
  const anchor = block ?? image;
  const parent = tree.getParentNode(anchor)!;
  const siblings = tree.getChildNodes(parent);
  const next = siblings[siblings.indexOf(anchor) + 1];
  const paragraph = placeholder();
  if (next) tree.insertBefore(parent, paragraph, next);
  else tree.appendChild(parent, paragraph);
  tree.detachNode(image);
}

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

/** `html` with its headings and images shaped for `preset` (see above); unchanged when it has neither. */
export function shapeForPreset(html: string, preset: RichPreset): string {
  if (!NEEDS_SHAPING.test(html)) return html;
  const fragment = parseFragment(html);
  const elements = elementsOf(fragment);
  for (const image of elements.filter((el) => el.tagName === 'img')) {
    if (!keepsImage(preset, tree.getAttrList(image).find((attr) => attr.name === 'src')?.value)) replaceImage(image);
  }
  for (const element of elements) {
    const level = HEADING.exec(element.tagName)?.[1];
    if (level) reshapeHeading(element, Number(level), preset);
  }
  return serialize(fragment);
}
