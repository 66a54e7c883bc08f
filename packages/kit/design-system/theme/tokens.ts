/**
 * The one emotion theme (spec §9): primary dark navy, secondary orange; light by default, a dark
 * variant, and a system mode that follows the visitor's preference. Colour pairs are chosen for
 * WCAG AA contrast (≥ 4.5:1 for text, ≥ 3:1 for focus rings and control outlines) in both variants;
 * contrast.test.ts checks every pair the components use, on the colour table (PALETTES).
 *
 * The theme object the components read holds no colour values: each colour is a CSS custom property
 * (`theme.colors.text` is `var(--k-text)`), and THEME_CSS sets the properties from the table per
 * `<html data-theme>` (light without it; dark for system on a dark device). So the markup and emotion's
 * class names are the same in every theme — a server can render one page for all visitors — and
 * switching the theme only changes the attribute.
 */
import { FONT_STACK } from './fonts';

export interface KitColours {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  /**
   * Fill of the main action (primary buttons) and mark of a chosen option (a checked radio): navy in
   * the light theme; in the dark one a light navy, as the bar's navy would vanish on the dark page.
   */
  action: string;
  onAction: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  /** Outline of form controls (inputs, selects): ≥ 3:1 against surface and background (WCAG 1.4.11). */
  controlBorder: string;
  link: string;
  focus: string;
  /** Focus ring and active-item marker on the primary colour (header, footer): ≥ 3:1 against primary. */
  accentOnPrimary: string;
  danger: string;
  success: string;
  skeleton: string;
}

export type ColourName = keyof KitColours;

/** The two colour schemes the theme choice (light, dark, system) resolves to. */
export type ColourScheme = 'light' | 'dark';

export interface KitTheme {
  /** `var(--k-…)` references, the same in every theme; the values are in PALETTES. */
  colors: KitColours;
  font: { body: string; heading: string };
  space: (n: number) => string;
  radius: string;
  /** Breakpoints in px; below `md` the header shows the hamburger and drawer. */
  breakpoints: { sm: number; md: number; lg: number };
  mq: { md: string; belowMd: string; lg: string; belowLg: string; /** md up to lg: where the header bar is tightest. */ mdToLg: string };
  maxWidth: string;
  /**
   * Longest line of body text (prose): at most about 75 characters, however wide the page is. A
   * character of running text is narrower than `0` (the `ch` unit): in the site's font (a wide 0) 45ch holds some 70.
   */
  measure: string;
}

/** The colour table: the one source of the colour values, for the app (in the browser and the server render) and the tests. */
export const PALETTES: Record<ColourScheme, KitColours> = {
  light: {
    primary: '#14264b',
    onPrimary: '#ffffff',
    secondary: '#c2410c',
    onSecondary: '#ffffff',
    action: '#14264b',
    onAction: '#ffffff',
    background: '#f7f7f5',
    surface: '#ffffff',
    surfaceAlt: '#eef1f6',
    text: '#1a1f2b',
    textMuted: '#4b5563',
    border: '#d5d9e0',
    controlBorder: '#6b7280',
    link: '#1d4ed8',
    focus: '#c2410c',
    accentOnPrimary: '#fdba74',
    danger: '#b91c1c',
    success: '#166534',
    skeleton: '#e3e6eb',
  },
  dark: {
    primary: '#0b1630',
    onPrimary: '#f3f4f6',
    secondary: '#fb923c',
    onSecondary: '#1a1f2b',
    action: '#9fb3e6',
    onAction: '#0b1630',
    background: '#111827',
    surface: '#1b2437',
    surfaceAlt: '#222d44',
    text: '#f3f4f6',
    textMuted: '#cbd5e1',
    border: '#374151',
    controlBorder: '#8390a6',
    link: '#93c5fd',
    focus: '#fb923c',
    accentOnPrimary: '#fb923c',
    danger: '#fca5a5',
    success: '#86efac',
    skeleton: '#2b3650',
  },
};

/**
 * How a control shows where it is (WCAG 1.4.11: 3:1 against what it sits on), by its fill or its
 * border, and its text. The components draw from this table and contrast.test.ts measures it in
 * both palettes, against every background a control sits on (CONTROL_BACKGROUNDS).
 */
export interface ControlColours {
  fill?: ColourName;
  border?: ColourName;
  text?: ColourName;
}

export const CONTROLS = {
  /** The main action (Versturen, Bekijk Evenement, Abonneer op de agenda). */
  primaryButton: { fill: 'action', text: 'onAction' },
  /** The second action beside a main one (Download, Meer laden): outlined in the action colour. Orange is for badges only. */
  secondaryButton: { border: 'action', text: 'text' },
  /** An outlined button (Vorige maand, Terug naar het overzicht). */
  ghostButton: { border: 'controlBorder', text: 'text' },
  dangerButton: { border: 'danger', text: 'danger' },
  /** Text fields and selects. */
  field: { fill: 'surface', border: 'controlBorder', text: 'text' },
  /** An option of a choice (a radio chip), and the chosen one: its border and its radio's dot. */
  choice: { border: 'controlBorder', text: 'text' },
  chosen: { fill: 'surfaceAlt', border: 'action', text: 'text' },
} as const satisfies Record<string, ControlColours>;

export type ControlName = keyof typeof CONTROLS;

/** What controls sit on: the page, a card and a tinted box, and the bar's navy (the footer's theme select). */
export const CONTROL_BACKGROUNDS: Record<ControlName, readonly ColourName[]> = {
  primaryButton: ['background', 'surface', 'surfaceAlt'],
  secondaryButton: ['background', 'surface', 'surfaceAlt'],
  ghostButton: ['background', 'surface', 'surfaceAlt'],
  dangerButton: ['background', 'surface'],
  field: ['background', 'surface', 'surfaceAlt', 'primary'],
  choice: ['background', 'surface'],
  chosen: ['background', 'surface'],
};

const COLOUR_NAMES = Object.keys(PALETTES.light) as ColourName[];

/** The custom property that carries a colour: `textMuted` → `--k-text-muted`. */
export const colourProperty = (name: ColourName): string => `--k-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const declarations = (scheme: ColourScheme): string =>
  [`color-scheme:${scheme}`, ...COLOUR_NAMES.map((name) => `${colourProperty(name)}:${PALETTES[scheme][name]}`)].join(';');

/**
 * The colours per theme: light by default (no attribute, or `data-theme="light"`), dark for
 * `data-theme="dark"`, and for `data-theme="system"` on a device that prefers dark. The app's Global
 * sheet (KitThemeProvider) writes it, in the server render and in the browser alike.
 */
export const THEME_CSS = [
  `:root{${declarations('light')}}`,
  `:root[data-theme=dark]{${declarations('dark')}}`,
  `@media (prefers-color-scheme:dark){:root[data-theme=system]{${declarations('dark')}}}`,
].join('');

/** Running text: 18 px (help text and small print at least 15 px: 0.9375rem). */
export const BODY_FONT_SIZE = '1.125rem';

/** A page title: 26 px on a 320 px phone, growing with the screen to 36 px (2em of the body) from about 770 px. */
export const H1_FONT_SIZE = 'clamp(1.625rem, 1rem + 2.6vw, 2.25rem)';

/** The theme every component reads, whatever the visitor chose (see above). */
export const kitTheme: KitTheme = {
  colors: Object.fromEntries(COLOUR_NAMES.map((name) => [name, `var(${colourProperty(name)})`])) as unknown as KitColours,
  // One family (fonts.ts) for text and headings; until its file is there, a local font scaled to it, else the system's sans-serif.
  font: { body: FONT_STACK, heading: FONT_STACK },
  space: (n: number) => `${n * 0.25}rem`,
  radius: '6px',
  breakpoints: { sm: 600, md: 900, lg: 1200 },
  mq: {
    md: '@media (min-width: 900px)',
    belowMd: '@media (max-width: 899.98px)',
    lg: '@media (min-width: 1200px)',
    belowLg: '@media (max-width: 1199.98px)',
    mdToLg: '@media (min-width: 900px) and (max-width: 1199.98px)',
  },
  maxWidth: '72rem',
  measure: '45ch',
};

/**
 * The `sizes` of a library photo (srcset of 320–1600 wide) in each place it is shown, so the browser
 * picks the file it needs before layout: the article (at most 48rem wide), a /nieuws card (2/5 of the
 * content from md up) and a home widget card (a third). The server render uses the same.
 */
export const PHOTO_SIZES = {
  article: '(min-width: 48rem) 48rem, 100vw',
  card: '(min-width: 900px) 40vw, 100vw',
  widget: '(min-width: 900px) 33vw, 100vw',
} as const;

/**
 * A photo or drawing on a card (a /nieuws card, the home page's news, a church): one shape, 16:9,
 * whatever the photo's own. The image fills the box (object-fit: cover) and the box takes its height
 * from its width (aspect-ratio) before the file arrives, so a portrait photo never makes its card
 * taller than its landscape neighbours and nothing jumps. A drawing is cropped around its centre (the
 * initial object-position), a library photo around its focal point (`Picture` sets `focusPosition`;
 * the rule sets no position, which would win over it). `width` and `height` are for the img's
 * attributes (the same shape); `css` is the rule, for emotion or a style attribute.
 */
export const CARD_PHOTO = {
  width: 1600,
  height: 900,
  css: 'display:block;width:100%;height:auto;aspect-ratio:16 / 9;object-fit:cover',
} as const;

/**
 * Where a library photo is placed in a box that crops it (object-fit: cover): its focal point, as
 * `object-position` (`30% 70%`: the spot 30% from the left and 70% from the top stays in view, at
 * the same place in the box). The editor chooses it in the photo library; the link preview is
 * cut the same way. An answer without one (an API from before focal points) keeps the centre.
 */
export const focusPosition = (photo: { focusX?: number; focusY?: number }): string =>
  photo.focusX === undefined || photo.focusY === undefined ? 'center' : `${photo.focusX}% ${photo.focusY}%`;

/** How tall an article's own photo may show: at most most of a phone's screen, and 40rem. */
export const ARTICLE_PHOTO_MAX_HEIGHT = 'min(70vh, 40rem)';

/**
 * The rule of an article's own photo (or drawing) of `width`×`height`: its own shape, the column's
 * width, but never taller than ARTICLE_PHOTO_MAX_HEIGHT: a portrait photo then shows whole and
 * narrower instead of filling two screens. Its box is sized from the numbers before the file
 * arrives; the app writes the rule, in the browser and the server render.
 */
export const articlePhotoCss = (width: number, height: number): string =>
  `display:block;width:min(100%, calc(${ARTICLE_PHOTO_MAX_HEIGHT} * ${width} / ${height}));height:auto;aspect-ratio:${width} / ${height}`;

/**
 * A value in running text that must never break over two lines (KeepTogether wraps each in a
 * `data-nowrap` span; the e2e typography spec checks them), in the order tried: an amount
 * (€ 17.700, € −18.500, € 12,50, € 25,-), a date (29-11-2026), a time with or without 'uur'
 * (10.00, 20:00 uur). Its spaces may be non-breaking already.
 */
export const UNBREAKABLE_VALUE = /€[ \u00a0]?[−-]?\d[\d.]*(?:,(?:\d+|-))?|\b\d{1,2}-\d{1,2}-\d{4}\b|\b\d{1,2}[.:]\d{2}(?:[ \u00a0]uur\b)?(?![.,]?\d)/g;

/**
 * What must never break over two lines: `<time>`, phone links, e-mail addresses
 * (unless longer than the line), and anything marked `data-nowrap` (dates, times and amounts in
 * running text: KeepTogether). A global rule of the app; amounts in
 * tables are `.num` cells (RichText), amounts and dates in page text get non-breaking spaces from the API.
 */
export const NO_BREAK_SELECTOR = "time, a[href^='mailto:'], a[href^='tel:'], [data-nowrap]";

/**
 * The rules for NO_BREAK_SELECTOR. An e-mail address is the exception: it stays whole where it fits,
 * but one longer than the line (a long address on a 320 px phone, in a narrow card) breaks anywhere
 * rather than widening its box or the page.
 */
export const NO_BREAK_CSS = `${NO_BREAK_SELECTOR}{white-space:nowrap}a[href^='mailto:']{white-space:normal;overflow-wrap:anywhere}`;

export * from './theme-mode';
export * from './fonts';
