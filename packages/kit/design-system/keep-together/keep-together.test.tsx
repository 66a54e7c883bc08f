import { render } from '@testing-library/react';

import { UNBREAKABLE_VALUE } from '../theme/tokens';
import { keepTogether } from './keep-together';

const values = (text: string) => [...text.matchAll(new RegExp(UNBREAKABLE_VALUE.source, 'g'))].map((m) => m[0]);

describe('keepTogether', () => {
  it('finds dates, times and amounts, and nothing inside other numbers', () => {
    expect(values('zondag 29-11-2026 om 10.00 uur')).toEqual(['29-11-2026', '10.00 uur']);
    expect(values('maandag 02-11-2026 20.00 – 22.00')).toEqual(['02-11-2026', '20.00', '22.00']);
    expect(values('komen uit op € 211.000. Dat is € 12,50 of € 25,- of €\u00a0−17.700')).toEqual(['€ 211.000.', '€ 12,50', '€ 25,-', '€\u00a0−17.700']);
    expect(values('RSIN 824.613.909, bel 024 123 12 34, in 2026, 1.500 leden')).toEqual([]);
  });

  it('writes each value as one unbreakable span and leaves the rest of the text as it was', () => {
    const { container } = render(<p>{keepTogether('De volgende dienst is zondag 29-11-2026 om 10.00 uur.')}</p>);
    expect(container.textContent).toBe('De volgende dienst is zondag 29-11-2026 om 10.00 uur.');
    expect([...container.querySelectorAll('[data-nowrap]')].map((el) => el.textContent)).toEqual(['29-11-2026', '10.00 uur']);
  });

  it('answers a text without values as the text itself', () => {
    expect(keepTogether('Kerkbalans 2026')).toBe('Kerkbalans 2026');
  });
});
