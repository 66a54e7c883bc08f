/** What makes a card clickable as a whole (the kit's `cardWithLink` and `wholeCardLink`), checked in jsdom. */
import { within } from '@testing-library/react';

/** The CSS rules emotion wrote for the classes of `element`, as text. */
const rulesOf = (element: Element): string[] =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .filter((text) => [...element.classList].some((name) => text.startsWith(`.${name}`)));

/**
 * `card`'s one link (and nothing else to press) is `name`, ends in a visible arrow hidden from
 * screen readers, and its `::after` covers the card, which is the box it is placed in.
 */
export function expectWholeCardLink(card: HTMLElement, name: string): HTMLElement {
  const link = within(card).getByRole('link', { name });
  expect(within(card).getAllByRole('link')).toEqual([link]);
  expect(within(card).queryAllByRole('button')).toEqual([]);
  expect(link.lastElementChild).toHaveTextContent('→');
  expect(link.lastElementChild).toHaveAttribute('aria-hidden', 'true');
  expect(getComputedStyle(card).position).toBe('relative');
  expect(rulesOf(link).join('\n')).toMatch(/::after \{content: '';\s*position: absolute;\s*inset: 0;/);
  return link;
}
