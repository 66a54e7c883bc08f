/**
 * WCAG 2.1 AA contrast of the colour pairs the components draw, in both themes: 4.5:1 for text
 * (1.4.3), 3:1 for focus rings, control outlines and state markers (1.4.11). Measured on the colour
 * table, the values THEME_CSS gives the theme's custom properties.
 */
import { PALETTES, type ColourName as Colour } from './tokens';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT: [Colour, Colour][] = [
  ['text', 'background'], ['text', 'surface'], ['text', 'surfaceAlt'],
  ['textMuted', 'background'], ['textMuted', 'surface'], ['textMuted', 'surfaceAlt'],
  ['link', 'background'], ['link', 'surface'], ['link', 'surfaceAlt'],
  ['onPrimary', 'primary'], ['onSecondary', 'secondary'],
  ['danger', 'background'], ['danger', 'surface'], ['danger', 'surfaceAlt'], ['success', 'background'], ['success', 'surface'],
];

const NON_TEXT: [Colour, Colour][] = [
  ['focus', 'background'], ['focus', 'surface'], ['accentOnPrimary', 'primary'],
  ['controlBorder', 'background'], ['controlBorder', 'surface'], ['secondary', 'surface'],
];

describe.each(Object.entries(PALETTES))('%s theme contrast', (_scheme, colours) => {
  it.each(TEXT)('%s on %s reaches 4.5:1 for text', (fg, bg) => {
    expect(contrast(colours[fg], colours[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT)('%s against %s reaches 3:1 for focus rings and outlines', (fg, bg) => {
    expect(contrast(colours[fg], colours[bg])).toBeGreaterThanOrEqual(3);
  });
});

it('has a six-digit hex value for every colour in both tables, as the measurement reads them', () => {
  for (const colours of Object.values(PALETTES)) {
    for (const value of Object.values(colours)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  }
  expect(Object.keys(PALETTES.dark)).toEqual(Object.keys(PALETTES.light));
});

it('measures known pairs like the WCAG formula (black on white is 21:1, equal colours 1:1)', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#777777')).toBe(1);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});
