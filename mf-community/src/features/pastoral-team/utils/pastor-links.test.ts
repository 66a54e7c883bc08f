import { areaNames, pastorPath, telHref } from './pastor-links';

describe('pastor links', () => {
  it('builds the canonical member path from id and slug', () => {
    expect(pastorPath({ id: 7, slug: 'anne-de-wit' })).toBe('/gemeente/pastoraal-team/7/anne-de-wit');
  });

  it('turns a Dutch phone number into an international tel: link', () => {
    expect(telHref('024 123 12 41')).toBe('tel:+31241231241');
    expect(telHref('06-12345678')).toBe('tel:+31612345678');
    expect(telHref('+31 487 12 55 30')).toBe('tel:+31487125530');
  });

  it('lists village names in Dutch, skipping unknown slugs', () => {
    expect(areaNames(['beuningen', 'wijchen'])).toBe('Beuningen en Wijchen');
    expect(areaNames(['druten', 'nergens', 'horssen', 'leur'])).toBe('Druten, Horssen en Leur');
    expect(areaNames(['batenburg'])).toBe('Batenburg');
    expect(areaNames([])).toBe('');
  });
});
