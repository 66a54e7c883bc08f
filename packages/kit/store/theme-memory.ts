/**
 * Remembers the theme choice: every `setTheme` is written to the `theme` cookie, which the server
 * reads to paint the page in that theme from its first byte. The cookie is the one place the
 * choice lives: the browser reads the same cookie, so it never paints one theme and then switches
 * to another (issue 31: a choice kept in localStorage alone painted light, then dark). The
 * middleware sits in every store, so whichever control dispatches `setTheme` (the header's toggle,
 * the footer's switch) needs to know nothing about storage.
 */
import type { Middleware } from '@reduxjs/toolkit';

import { themeCookie, themeFromCookies, type ThemeMode } from '../design-system/theme/theme-mode';
import { setTheme } from './ui-slice';

/** The remembered choice: the cookie, else light (spec default). */
export function storedTheme(): ThemeMode {
  return (typeof document === 'undefined' ? null : themeFromCookies(document.cookie)) ?? 'light';
}

/** Writes the choice to the cookie (365 days, SameSite=Lax). */
export function rememberTheme(mode: ThemeMode): void {
  if (typeof document !== 'undefined') document.cookie = themeCookie(mode);
}

export const themeMemory: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (setTheme.match(action)) rememberTheme(action.payload);
  return result;
};
