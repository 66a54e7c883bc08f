/**
 * Where text breaks, as the browser laid it out: the words of an element that were split over two
 * lines, and the number of lines an element's text takes. Both read the line boxes of DOM Ranges,
 * so they see soft wraps (including `overflow-wrap: anywhere`) that text content never shows.
 */
import { UNBREAKABLE_VALUE } from '@kerk/kit/tokens';
import type { Locator } from '@playwright/test';

/** The words (runs of non-space) that the browser broke over more than one line, in all matched elements. */
export const brokenWords = (elements: Locator): Promise<string[]> =>
  elements.evaluateAll((els) => {
    const broken: string[] = [];
    for (const el of els) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });

/** For each matched element: its text and the number of lines it takes. */
export const linesOf = (elements: Locator): Promise<Array<{ text: string; lines: number }>> =>
  elements.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
      return { text: el.textContent ?? '', lines: lines.size };
    }),
  );

/** True when the page itself scrolls sideways. */
export const pageOverflows = (locator: Locator): Promise<boolean> =>
  locator.page().evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** For each matched element: its width in `ch` of its own font, and its longest line in characters. */
export const measureOf = (elements: Locator): Promise<Array<{ widthInCh: number; longestLine: number }>> =>
  elements.evaluateAll((els) =>
    els.map((el) => {
      const zero = document.createElement('span');
      zero.textContent = '0';
      el.append(zero);
      const ch = zero.getBoundingClientRect().width;
      zero.remove();
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) perLine.set(Math.round(rect.bottom), (perLine.get(Math.round(rect.bottom)) ?? 0) + 1);
        }
      }
      return { widthInCh: el.getBoundingClientRect().width / ch, longestLine: Math.max(0, ...perLine.values()) };
    }),
  );

/**
 * The dates, times and amounts (the kit's UNBREAKABLE_VALUE) in the matched elements' text that the
 * browser laid out over more than one line.
 */
export const splitValues = (elements: Locator): Promise<string[]> =>
  elements.evaluateAll((els, source) => {
    const pattern = new RegExp(source, 'g');
    const split: string[] = [];
    for (const el of els) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(pattern)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
          if (new Set(rects.map((r) => Math.round(r.top))).size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  }, UNBREAKABLE_VALUE.source);
