/**
 * Marks the API reads the server makes of itself (the SSR worker's `/api/` GETs through
 * `app.inject`): a header with a token made at start-up, never sent anywhere, so the per-IP rate
 * limit (all of them come from one loopback "IP") can let exactly these through.
 */
import { randomBytes } from 'node:crypto';

export const INTERNAL_READ_HEADER = 'x-kerk-internal-read';
const TOKEN = randomBytes(24).toString('base64url');

/** The header to send with an internal read. */
export const internalReadHeaders = (): Record<string, string> => ({ [INTERNAL_READ_HEADER]: TOKEN });

export const isInternalRead = (headers: Record<string, unknown>): boolean => headers[INTERNAL_READ_HEADER] === TOKEN;
