/**
 * The theme choice (spec §4: light by default, dark, system) and the cookie that carries it to the
 * server, so the server can paint its page in the remembered theme (no light flash before
 * the scripts run). Plain data and functions: the API reads it through `@kerk/kit/tokens`.
 */
export type ThemeMode = 'light' | 'dark' | 'system';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

/** Name of the cookie that remembers the choice. */
export const THEME_COOKIE = 'theme';
export const THEME_COOKIE_DAYS = 365;

export const isThemeMode = (value: unknown): value is ThemeMode => THEME_MODES.includes(value as ThemeMode);

/** The theme in a `Cookie` header or `document.cookie` ("a=1; theme=dark"), or null when absent or unknown. */
export function themeFromCookies(cookies: string | undefined): ThemeMode | null {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === THEME_COOKIE && isThemeMode(value)) return value;
  }
  return null;
}

/** The `document.cookie` assignment that remembers `mode` for a year, for the whole site. */
export const themeCookie = (mode: ThemeMode): string =>
  `${THEME_COOKIE}=${mode}; max-age=${THEME_COOKIE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
