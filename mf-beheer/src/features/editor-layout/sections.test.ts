import { sectionsFor } from './sections';

const titles = (role: string) => sectionsFor(role).map((section) => section.title);

describe('the sections of the editing app', () => {
  it('gives a beheerder "Plaatsen", right after "Kerken"', () => {
    const beheerder = titles('beheerder');
    expect(beheerder.indexOf('Plaatsen')).toBe(beheerder.indexOf('Kerken') + 1);
  });

  it('gives a redacteur no "Plaatsen" (its editors are the beheerders)', () => {
    expect(titles('redacteur')).toContain('Kerken');
    expect(titles('redacteur')).not.toContain('Plaatsen');
  });
});
