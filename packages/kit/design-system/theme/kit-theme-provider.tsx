/**
 * Applies the theme chosen in the ui slice; 'system' follows `prefers-color-scheme` live.
 * The choice is remembered by the store (theme-memory.ts: localStorage and the `theme` cookie the
 * server paints its first view with); `<html data-theme>` follows it, as the server wrote it.
 */
import { Global, ThemeProvider, css } from '@emotion/react';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

import { useAppSelector } from '../../store';
import './emotion-theme';
import { printStyles } from './print-styles';
import { darkTheme, lightTheme, NO_BREAK_CSS, type KitTheme } from './tokens';

const query = '(prefers-color-scheme: dark)';

function useSystemDark(): boolean {
  const [dark, setDark] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = (e: MediaQueryListEvent) => setDark(e.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return dark;
}

const globalStyles = (t: KitTheme) => css`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${t.mode}; }
  body {
    margin: 0;
    font-family: ${t.font.body};
    font-size: 1.0625rem;
    line-height: 1.6;
    background: ${t.colors.background};
    color: ${t.colors.text};
  }
  h1, h2, h3, h4 { font-family: ${t.font.heading}; line-height: 1.25; color: ${t.colors.text}; }
  a { color: ${t.colors.link}; }
  img { max-width: 100%; height: auto; }
  /* Dates, e-mail addresses and phone numbers are never broken over two lines. */
  ${NO_BREAK_CSS}
  :focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { *, *::before, *::after { transition: none !important; animation: none !important; } }
`;

export function KitThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector((s) => s.ui.theme);
  const systemDark = useSystemDark();
  const theme = mode === 'dark' || (mode === 'system' && systemDark) ? darkTheme : lightTheme;
  // The server's first-view styles (and its stand-in main part) key their colours on this attribute.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return (
    <ThemeProvider theme={theme}>
      <Global styles={[globalStyles(theme), printStyles(typeof window === 'undefined' ? undefined : window.location.origin)]} />
      {children}
    </ThemeProvider>
  );
}
