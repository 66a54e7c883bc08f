/**
 * The page in the visitor's theme. The kit remembers the choice in the `theme` cookie (light, dark
 * or system); the server writes it as `<html data-theme>` into every page answer, and the server
 * render's colours are CSS custom properties keyed on that attribute (and, for `system`, on
 * `prefers-color-scheme`). So the first paint is already in the remembered theme, without any
 * inline script (the CSP allows none).
 *
 * Rendered pages are cached without the attribute (site-html.ts); it is written per answer, and the
 * answer says `Vary: Cookie` so a shared cache never hands one visitor's theme to another.
 */
import type { FastifyRequest } from 'fastify';

import { themeFromCookies, type ThemeMode } from '@kerk/kit/tokens';

/** The theme the request's cookie remembers, or null (the default colours: light). */
export const themeOf = (request: FastifyRequest): ThemeMode | null => themeFromCookies(request.headers.cookie);

const HTML_TAG = /<html\b/i;

/** Writes the theme into the page's `<html>` tag (a value from the allow-list: nothing to escape). */
export const withTheme = (html: string, mode: ThemeMode | null): string => (mode ? html.replace(HTML_TAG, (tag) => `${tag} data-theme="${mode}"`) : html);
