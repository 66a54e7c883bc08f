import { common, TITLE_MAX_LENGTH } from './common';

const SITE = 'Protestantse Gemeente Maas en Waal';

describe('common.documentTitle', () => {
  it("writes '<title> | <site>' when that fits in 70 characters", () => {
    expect(common.documentTitle('Agenda', SITE)).toBe('Agenda | Protestantse Gemeente Maas en Waal');
  });

  it("shortens the suffix to 'PG Maas en Waal' when the full one would pass 70 characters", () => {
    const title = 'Orgelconcert: Bach in de Dorpskerk van Batenburg';
    expect(`${title} | ${SITE}`.length).toBeGreaterThan(TITLE_MAX_LENGTH);
    expect(common.documentTitle(title, SITE)).toBe(`${title} | PG Maas en Waal`);
  });

  it('leaves the suffix out when even the short one does not fit', () => {
    const title = 'Een heel lange titel van een evenement dat nergens in past, echt nergens';
    expect(common.documentTitle(title, SITE)).toBe(title);
  });

  it('keeps the page title alone for the home page and the site name alone for an empty title', () => {
    expect(common.documentTitle(SITE, SITE)).toBe(SITE);
    expect(common.documentTitle('', SITE)).toBe(SITE);
    expect(common.documentTitle('Agenda', undefined)).toBe('Agenda');
  });

  it('never passes 70 characters while a suffix is added', () => {
    for (let length = 1; length <= 70; length += 1) {
      const result = common.documentTitle('x'.repeat(length), SITE);
      expect(result.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    }
  });
});
