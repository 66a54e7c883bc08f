/**
 * Request ids for the logs: a proxy's or caller's `x-request-id` is kept (so one id follows a
 * request through nginx, the API and the logs), anything else gets a new UUID. The incoming value
 * is client input, so only a short token of safe characters is accepted (no log injection).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
