/**
 * Remembers the theme choice: every `setTheme` is written to localStorage (read first, as before)
 * and to the `theme` cookie, which the server reads to paint the first view of the next page load
 * in that theme. The middleware sits in every store, so whichever control dispatches `setTheme`
 * (the header's switch, say) needs to know nothing about storage.
 */
import type { Middleware } from '@reduxjs/toolkit';

import { isThemeMode, themeCookie, themeFromCookies, THEME_COOKIE, type ThemeMode } from '../design-system/theme/theme-mode';
import { setTheme } from './ui-slice';

/** The remembered choice: localStorage, else the cookie, else light (spec default). */
export function storedTheme(): ThemeMode {
  try {
    const value = localStorage.getItem(THEME_COOKIE);
    if (isThemeMode(value)) return value;
  } catch {
    // Storage blocked: the cookie may still say it.
  }
  return (typeof document === 'undefined' ? null : themeFromCookies(document.cookie)) ?? 'light';
}

/** Writes the choice to localStorage and to the cookie (365 days, SameSite=Lax). */
export function rememberTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_COOKIE, mode);
  } catch {
    // Without storage the cookie alone remembers it.
  }
  if (typeof document !== 'undefined') document.cookie = themeCookie(mode);
}

export const themeMemory: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (setTheme.match(action)) rememberTheme(action.payload);
  return result;
};
