/**
 * A content type's body carries its declared bounds in its schema (`maxLength` is the field's `max`,
 * `@kerk/kit/api-schemas` declaredBounds), so the OpenAPI document tells clients the limits the form
 * holds. A value past one of them is the rules' to refuse, not the schema's: the rules refuse it
 * with the field's Dutch message and every other field's beside it (a type's own checks too), 400
 * `validation_error`, exactly as they refuse any other value. So a declared body that fails its
 * schema for declared bounds only, and passes the same schema without them (every value of the
 * right type), goes on to the route and its rules; any other schema error is answered as before.
 * The body limit still refuses a huge body before it is read.
 */
import { type DeclaredBounds, declaredBodyOf, declaredBounds } from '@kerk/kit/api-schemas';
import type { ContentType } from '@kerk/kit/content-types';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

/** Whether a schema error is a bound the field's declaration sets (on the value, or on a list's entry). */
function isDeclaredBound(type: ContentType, error: FastifySchemaValidationError): boolean {
  const [name, entry, ...deeper] = error.instancePath.split('/').slice(1);
  const field = name === undefined ? undefined : type.fields[name];
  if (!field || deeper.length > 0) return false;
  const { items, ...bounds } = declaredBounds(field);
  const set: DeclaredBounds = entry === undefined ? bounds : (items ?? {});
  return error.keyword in set;
}

/** A validation error as Fastify makes one, for the error handler's usual answer. */
const validationError = (errors: FastifySchemaValidationError[]) =>
  Object.assign(new Error('body does not match its schema'), { statusCode: 400, code: 'FST_ERR_VALIDATION', validation: errors, validationContext: 'body' });

/** Throws what the schema refused unless it is only declared bounds of a body of the right types. */
function handOnOrThrow(request: FastifyRequest) {
  const error = request.validationError as (Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }) | undefined;
  if (!error) return;
  const declared = declaredBodyOf(request.routeOptions.schema?.body);
  if (!declared) return;
  const bounds = error.validationContext === 'body' && error.validation?.every((e) => isDeclaredBound(declared.type, e));
  if (!bounds) throw error;
  // The schema stopped at its first error: the values after it are checked (and coerced) here.
  const typed = request.compileValidationSchema(declared.unbounded, 'body');
  if (!typed(request.body)) throw validationError((typed.errors ?? []) as FastifySchemaValidationError[]);
}

export default fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (declaredBodyOf(route.schema?.body)) route.attachValidation = true;
    });
    // Before any other preHandler: the route's own (a locked Zijstroom…) see only bodies fit for the rules.
    fastify.addHook('preHandler', async (request) => handOnOrThrow(request));
  },
  { name: 'declared-bounds' },
);
