/**
 * Word's lists as real lists. Word puts a list on the clipboard as paragraphs that only look like
 * one: `<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1">` with the bullet or
 * number as text, in `<span style="mso-list:Ignore">`, or (inside `<![if !supportLists]>` only, or
 * bare) as text with non-breaking spaces after it. Consecutive such paragraphs become
 * `<ul>`/`<ol>` with `<li>`, a deeper `levelN` a list inside the item before it; the marker tells
 * bullets from numbers ("1.", "a)", "iv." are numbers; "·", "o", "§", "-" bullets) and is removed,
 * with the spaces after it: the list shows its own (issue 41: the bullets came twice). A real list
 * whose items still start with such a marker (Word's HTML mail) loses it too (`stripListMarkers`).
 */

const LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const MARKER_STYLE = /mso-list:\s*ignore/i;
const NUMBERED = /^\(?(?:\d+|[a-z]|[ivxlcdm]+)[.)]$/i;
/** A marker written out as text: a bullet (Word's symbol fonts use the private-use area) or a number, then a non-breaking space, a tab or two spaces. */
const LEADING_MARKER = /^[\s\u00a0]*([·•▪◦§o\-–\uf000-\uf0ff]|\(?(?:\d+|[a-z]|[ivxlcdm]+)[.)])(?:\u00a0|\t| {2})[\s\u00a0]*/i;

/** Cuts the first `length` characters of `element`'s text, across its text nodes. */
function cutText(element: Element, length: number) {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(), left = length; node && left > 0; node = walker.nextNode()) {
    const cut = Math.min(left, node.textContent!.length);
    node.textContent = node.textContent!.slice(cut);
    left -= cut;
  }
}

/** Removes a marker at the start of `element`'s text with the spaces after it; the marker, or ''. */
function stripLeadingMarker(element: Element): string {
  const match = LEADING_MARKER.exec(element.textContent ?? '');
  if (match) cutText(element, match[0].length);
  return match?.[1] ?? '';
}

interface WordItem {
  paragraph: HTMLElement;
  list: string;
  level: number;
  ordered: boolean;
}

/** The item a Word list paragraph stands for, its marker removed; null for any other element. */
function itemOf(element: Element): WordItem | null {
  const match = element.localName === 'p' ? LIST_STYLE.exec(element.getAttribute('style') ?? '') : null;
  if (!match) return null;
  let marker = '';
  for (const span of element.querySelectorAll('span')) {
    if (!MARKER_STYLE.test(span.getAttribute('style') ?? '')) continue;
    marker ||= (span.firstChild?.textContent ?? span.textContent ?? '').replace(/\s+/g, '');
    span.remove();
  }
  marker ||= stripLeadingMarker(element);
  return { paragraph: element as HTMLElement, list: match[1]!.toLowerCase(), level: Number(match[2]), ordered: NUMBERED.test(marker) };
}

/** The next element sibling, skipping only white space and comments (Word's `<![if …]>`). */
function nextElement(node: Node): Element | null {
  for (let next = node.nextSibling; next; next = next.nextSibling) {
    if (next.nodeType === Node.ELEMENT_NODE) return next as Element;
    if (next.nodeType === Node.TEXT_NODE && next.textContent!.trim() !== '') return null;
  }
  return null;
}

interface Open {
  level: number;
  list: HTMLElement;
  item: HTMLElement | null;
}

/** Builds the lists of one run of consecutive list paragraphs in place of the first one. */
function buildLists(doc: Document, run: WordItem[]) {
  const stack: Open[] = [];
  let lastTop: HTMLElement | null = null;
  for (const { paragraph, list, level, ordered } of run) {
    while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
    const top = stack.at(-1);
    const tag = ordered ? 'ol' : 'ul';
    if (!top || top.level < level || top.list.localName !== tag || (stack.length === 1 && top.list.dataset.wordList !== list)) {
      const fresh = doc.createElement(tag);
      fresh.dataset.wordList = list;
      if (top && top.level === level) stack.pop();
      const parent = stack.at(-1)?.item;
      if (parent) parent.append(fresh);
      else {
        (lastTop ?? run[0]!.paragraph).after(fresh);
        lastTop = fresh;
      }
      stack.push({ level, list: fresh, item: null });
    }
    const open = stack.at(-1)!;
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    open.list.append(item);
    open.item = item;
    paragraph.remove();
  }
}

/** Turns every run of Word list paragraphs in `root` into nested `<ul>`/`<ol>` lists. */
export function wordListsToLists(root: Element) {
  const seen = new Set<Element>();
  for (const first of root.querySelectorAll('p')) {
    const item = seen.has(first) ? null : itemOf(first);
    if (!item) continue;
    const run = [item];
    for (let element = nextElement(first); element; element = nextElement(element)) {
      const next = itemOf(element);
      if (!next) break;
      run.push(next);
      seen.add(element);
    }
    buildLists(root.ownerDocument, run);
  }
  for (const list of root.querySelectorAll('[data-word-list]')) list.removeAttribute('data-word-list');
  stripListMarkers(root);
}

/** A real list's items that start with the marker the list shows already: the marker goes. */
function stripListMarkers(root: Element) {
  for (const item of root.querySelectorAll('li')) {
    const match = LEADING_MARKER.exec(item.textContent ?? '');
    // Only a marker of the list's own kind: "1." before the text of a bulleted item is the writer's.
    if (match && NUMBERED.test(match[1]!) === (item.parentElement?.localName === 'ol')) cutText(item, match[0].length);
  }
}
