/**
 * WCAG 2.1 AA contrast of the colour pairs the components draw, in both themes: 4.5:1 for text
 * (1.4.3), 3:1 for focus rings, control outlines and state markers (1.4.11). Measured on the colour
 * table, the values THEME_CSS gives the theme's custom properties.
 */
import { CONTROL_BACKGROUNDS, CONTROLS, PALETTES, type ColourName as Colour, type ControlColours, type ControlName } from './tokens';

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
  ['onPrimary', 'primary'], ['onSecondary', 'secondary'], ['onAction', 'action'],
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

  // WCAG 1.4.11: a control is seen by its fill or its border, whichever stands out from what it sits on.
  const placed = (Object.keys(CONTROLS) as ControlName[]).flatMap((name) => CONTROL_BACKGROUNDS[name].map((bg) => [name, bg] as const));
  it.each(placed)('a %s stands out 3:1 from %s by its fill or its border', (name, bg) => {
    const control: ControlColours = CONTROLS[name];
    const edges = [control.fill, control.border].filter((c): c is Colour => c !== undefined);
    expect(Math.max(...edges.map((edge) => contrast(colours[edge], colours[bg])))).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.keys(CONTROLS) as ControlName[])('the text of a %s reaches 4.5:1 on its fill', (name) => {
    const control: ControlColours = CONTROLS[name];
    const under = control.fill ? [control.fill] : CONTROL_BACKGROUNDS[name].filter((bg) => bg !== 'primary');
    for (const bg of under) expect(contrast(colours[control.text ?? 'text'], colours[bg])).toBeGreaterThanOrEqual(4.5);
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
