/**
 * Secrets handed to a browser or a mail (a session's cookie, a one-time link): 256 random bits,
 * base64url. Only their SHA-256 is stored, so a copy of the database (a backup, a leak) opens no
 * session and no link; looking one up is an index lookup on the hash.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random token: 32 bytes as 43 base64url characters. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, hex. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A token as the browser or a mail could have it; anything else is refused before any lookup. */
export const isSecretToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** Compares two strings in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
