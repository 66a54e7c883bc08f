import { FONT_FAMILY, FONT_FILE, fontFaceCss } from './fonts';
import { BODY_FONT_SIZE, kitTheme } from './tokens';

describe('the site font', () => {
  it('declares both weights of the Latin subset, shown in the fallback until loaded (font-display swap)', () => {
    const css = fontFaceCss({ 400: '/assets/a.woff2', 700: '/assets/b.woff2' });
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-weight:400;font-display:swap;src:url(/assets/a.woff2) format("woff2")');
    expect(css).toContain('font-weight:700;font-display:swap;src:url(/assets/b.woff2) format("woff2")');
    expect(css).toContain('unicode-range:U+0000-00FF');
  });

  it('is the one family of text and headings, with no serif (Times) fallback', () => {
    for (const stack of [kitTheme.font.body, kitTheme.font.heading]) {
      expect(stack.startsWith(`"${FONT_FAMILY}",`)).toBe(true);
      expect(stack).not.toMatch(/(^|[\s,])serif|Times|Georgia/);
      expect(stack.endsWith('sans-serif')).toBe(true);
    }
    expect(BODY_FONT_SIZE).toBe('1.125rem');
  });

  it('recognises the built files by name and weight', () => {
    expect(FONT_FILE.exec('atkinson-hyperlegible-latin-700-normal.0a1b2c3d4e.woff2')?.[1]).toBe('700');
    expect(FONT_FILE.test('atkinson-hyperlegible-latin-ext-400-normal.0a1b2c3d4e.woff2')).toBe(false);
  });
});
