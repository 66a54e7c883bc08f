import { keepValuesTogether } from './keep-values';

describe('keepValuesTogether', () => {
  it('wraps the dates, times and amounts of the text in unbreakable spans, never inside a tag', () => {
    expect(keepValuesTogether('<p>Open van 13.00 tot 16.00 uur, op <a href="/agenda?datum=29-11-2026">29-11-2026</a>: €\u00a017.700.</p>')).toBe(
      '<p>Open van <span data-nowrap="">13.00</span> tot <span data-nowrap="">16.00 uur</span>, op <a href="/agenda?datum=29-11-2026"><span data-nowrap="">29-11-2026</span></a>: <span data-nowrap="">€\u00a017.700.</span></p>',
    );
    expect(keepValuesTogether('<p>Geen getallen hier.</p>')).toBe('<p>Geen getallen hier.</p>');
  });
});
