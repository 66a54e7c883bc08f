import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import atkinsonHyperlegible from '@capsizecss/metrics/atkinsonHyperlegible';
import roboto from '@capsizecss/metrics/roboto';

import { BOLD_WIDTHS, FALLBACK_FACES, FONT_FAMILY, FONT_FILE, fontFaceCss } from './fonts';
import { BODY_FONT_SIZE, kitTheme } from './tokens';

describe('the site font', () => {
  it('declares both weights of the Latin subset, shown in the fallback until loaded (font-display swap)', () => {
    const css = fontFaceCss({ 400: '/assets/a.woff2', 700: '/assets/b.woff2' });
    expect(css.match(/font-display:swap/g)).toHaveLength(2);
    expect(css).toContain('font-weight:400;font-display:swap;src:url(/assets/a.woff2) format("woff2")');
    expect(css).toContain('font-weight:700;font-display:swap;src:url(/assets/b.woff2) format("woff2")');
    expect(css).toContain('unicode-range:U+0000-00FF');
  });

  it("falls back on a local font scaled to Atkinson's metrics (Capsize's numbers), in each weight", () => {
    const percent = (value: string | undefined) => Number.parseFloat(value ?? '0');
    const overridesOf = (metrics: Parameters<typeof createFontStack>[0]) =>
      createFontStack(metrics, { fontFaceFormat: 'styleObject' }).fontFaces.map(({ '@font-face': face }) => ({
        sizeAdjust: percent(face.sizeAdjust),
        ascent: percent(face.ascentOverride),
        descent: percent(face.descentOverride),
        lineGap: percent(face.lineGapOverride),
      }));
    const bold = <M extends typeof arial>(metrics: M, xWidthAvg: number) => ({ ...metrics, xWidthAvg, subsets: { ...metrics.subsets, latin: { xWidthAvg } } });
    expect(FALLBACK_FACES.map((face) => face.overrides[400])).toEqual(overridesOf([atkinsonHyperlegible, arial, roboto]));
    expect(FALLBACK_FACES[0]!.overrides[700]).toEqual(overridesOf([bold(atkinsonHyperlegible, BOLD_WIDTHS.atkinson), bold(arial, BOLD_WIDTHS.arial)])[0]);
    expect(FALLBACK_FACES[1]!.overrides[700]).toEqual(FALLBACK_FACES[1]!.overrides[400]);
    const css = fontFaceCss({ 400: '/assets/a.woff2', 700: '/assets/b.woff2' });
    expect(css).toContain('@font-face{font-family:"Atkinson Hyperlegible Fallback: Arial";font-style:normal;font-weight:700;src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold")');
    expect(css).toContain('local("Arimo");size-adjust:99.3717%;ascent-override:95.6006%;descent-override:29.1833%;line-gap-override:0%}');
    expect(css).toContain('local("Arimo Bold");size-adjust:100.2124%;');
    expect(css.match(/Fallback: Roboto";font-style:normal;font-weight:(400|700)/g)).toHaveLength(2);
  });

  it('is the one family of text and headings, its scaled fallbacks first, with no serif (Times) fallback', () => {
    for (const stack of [kitTheme.font.body, kitTheme.font.heading]) {
      expect(stack.startsWith(`"${FONT_FAMILY}", "${FONT_FAMILY} Fallback: Arial", "${FONT_FAMILY} Fallback: Roboto", system-ui,`)).toBe(true);
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
