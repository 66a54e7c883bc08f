/**
 * Applies the theme chosen in the ui slice. The emotion theme is the same object in every theme (its
 * colours are CSS custom properties, tokens.ts); the choice only sets `<html data-theme>`, which the
 * Global sheet's THEME_CSS keys the colour values on ('system' follows `prefers-color-scheme` in CSS,
 * live). The choice is remembered by the store (theme-memory.ts: the `theme` cookie the server
 * writes the attribute from, before the first paint). Nothing here reads `window` in a
 * server render or while hydrating, so the server's markup is the same for every theme choice and
 * the browser's first render matches it.
 */
import { Global, ThemeProvider, css } from '@emotion/react';
import { useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';

import { useAppSelector, type ThemeMode } from '../../store';
import './emotion-theme';
import { printOrigin, printStyles } from './print-styles';
import { BODY_FONT_SIZE, H1_FONT_SIZE, kitTheme, NO_BREAK_CSS, THEME_CSS, type ColourScheme, type KitTheme } from './tokens';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const subscribeToNothing = () => () => undefined;

/** False on a server and while hydrating its HTML, true in every other browser render. */
const useHydrated = (): boolean => useSyncExternalStore(subscribeToNothing, () => true, () => false);

/**
 * The theme choice, for the controls that show it: 'light' (the default) on a server and while
 * hydrating, the store's choice from then on. So the server's HTML is the same for every visitor
 * (one cached page), and hydration matches it; a client-only render shows the choice at once.
 */
export function useThemeChoice(): ThemeMode {
  const mode = useAppSelector((s) => s.ui.theme);
  return useHydrated() ? mode : 'light';
}

const subscribeToScheme = (onChange: () => void) => {
  const list = window.matchMedia?.(DARK_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Whether the device prefers dark, live; false on a server and while hydrating (React's external store). */
const useSystemPrefersDark = (): boolean =>
  useSyncExternalStore(subscribeToScheme, () => !!window.matchMedia?.(DARK_QUERY).matches, () => false);

/**
 * The colour scheme the page shows: the choice, or for 'system' the device's (as useThemeChoice: light
 * on a server and while hydrating). For what the CSS cannot say by itself, such as a toggle's pressed
 * state; colours need not ask.
 */
export function useColourScheme(): ColourScheme {
  const mode = useThemeChoice();
  const systemDark = useSystemPrefersDark();
  return mode === 'dark' || (mode === 'system' && systemDark) ? 'dark' : 'light';
}

const globalStyles = (t: KitTheme) => css`
  ${THEME_CSS}
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${t.font.body};
    font-size: ${BODY_FONT_SIZE};
    line-height: 1.6;
    background: ${t.colors.background};
    color: ${t.colors.text};
  }
  /* A heading of one long word ('Toegankelijkheidsverklaring') is hyphenated, or broken, on a phone:
     never wider than the page. */
  h1, h2, h3, h4 { font-family: ${t.font.heading}; line-height: 1.25; color: ${t.colors.text}; overflow-wrap: break-word; hyphens: auto; }
  /* A page title grows with the screen: 26 px on a 320 px phone (the home page's welcome in three
     lines, the next service still in the first screen), 36 px from about 1000 px. */
  h1 { font-size: ${H1_FONT_SIZE}; }
  a { color: ${t.colors.link}; }
  img { max-width: 100%; height: auto; }
  /* Dates, e-mail addresses and phone numbers are never broken over two lines. */
  ${NO_BREAK_CSS}
  :focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { *, *::before, *::after { transition: none !important; animation: none !important; } }
`;

export function KitThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector((s) => s.ui.theme);
  // The colours (in the browser and in the server render) key on this attribute.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  // Relative links in printed article text get the site's address before them (print-styles.ts).
  useEffect(() => {
    document.documentElement.style.setProperty('--print-origin', printOrigin(window.location.origin));
  }, []);
  return (
    <ThemeProvider theme={kitTheme}>
      <Global styles={[globalStyles(kitTheme), printStyles]} />
      {children}
    </ThemeProvider>
  );
}
