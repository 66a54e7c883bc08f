/**
 * The one error handler and the JSON not-found answer. Every failure leaves as `{ code, message }`
 * in Dutch (never an HTML page); 5xx details are logged with their request context and hidden.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { describeValidation } from './validation-messages';

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export const INTERNAL_ERROR: ApiErrorBody = { code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' };

const BY_STATUS: Record<number, ApiErrorBody> = {
  400: { code: 'bad_request', message: 'De aanvraag is niet juist' },
  401: { code: 'unauthorized', message: 'U bent niet aangemeld' },
  403: { code: 'forbidden', message: 'U heeft geen toegang' },
  404: { code: 'not_found', message: 'Niet gevonden' },
  405: { code: 'method_not_allowed', message: 'Deze methode is niet toegestaan' },
  413: { code: 'payload_too_large', message: 'Het verzoek is te groot' },
  415: { code: 'unsupported_media_type', message: 'Dit type inhoud wordt niet ondersteund' },
  429: { code: 'too_many_requests', message: 'Te veel verzoeken, probeer het later opnieuw' },
};

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);
// Our own errors carry a snake_case code and a Dutch message meant for the visitor.
const isOwnCode = (code: unknown): code is string => typeof code === 'string' && /^[a-z][a-z_]*$/.test(code);

/** Maps any thrown error to a status and a safe body. */
export function toApiError(error: FastifyError): { status: number; body: ApiErrorBody } {
  if (error.validation) return { status: 400, body: { code: 'bad_request', ...describeValidation(error.validation) } };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return { status, body: INTERNAL_ERROR };
  if (JSON_BODY_ERRORS.has(error.code)) return { status: 400, body: { code: 'bad_request', message: 'De inhoud van het verzoek is geen geldige JSON' } };
  if (isOwnCode(error.code)) return { status, body: { code: error.code, message: error.message } };
  return { status, body: BY_STATUS[status] ?? { code: 'client_error', message: 'De aanvraag kon niet worden verwerkt' } };
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ method: request.method, url: request.url }, 'route not found');
  return reply.code(404).type('application/json; charset=utf-8').send({ code: 'not_found', message: 'Niet gevonden' });
}

/**
 * The app's answer to an error, logged: the error handler's, and a route's own handler's for what it
 * does not answer itself (rethrowing from a route's handler would end in a 500).
 */
export function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toApiError(error);
  const context = { method: request.method, url: request.url, params: request.params, status };
  if (status >= 500) request.log.error({ err: error, ...context }, 'request failed');
  else request.log.info({ code: body.code, reason: error.message, ...context }, 'request rejected');
  // A failed answer must never be cached by the browser or a proxy.
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler(sendApiError);
  },
  { name: 'error-handler' },
);
