/**
 * Versions of what two beheerders could edit at once (settings, contact routing): a hash of the
 * stored row(s) including who saved last and when, so every save makes a new version. It travels as
 * the answer's `version` and its ETag, and comes back in `If-Match`.
 */
import { createHash } from 'node:crypto';

export const versionOf = (value: unknown): string => createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/** The ETag header of a version. */
export const etagOf = (version: string) => `"${version}"`;

/**
 * The version an `If-Match` header names: `"abc"`, `W/"abc"` or a bare `abc` (what a hand-written
 * call sends); null when the header is missing or empty. A list or `*` names no single version,
 * so it never matches: a blind overwrite is exactly what If-Match is here to prevent.
 */
export function versionFromIfMatch(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim();
  if (value === '') return null;
  const match = /^(?:W\/)?"?([^",\s]*)"?$/.exec(value);
  return match?.[1] ? match[1] : '*';
}
