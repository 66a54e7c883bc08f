/**
 * Schemas shared by every route: the error body. The answers' own shapes are declared once, in the
 * kit's api-schemas (TypeBox: the schema here and the type in the repositories and remotes).
 */
import { errorSchema } from '@kerk/kit/api-schemas';
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** `{ code, message }` (spec §3 "Error"): the kit's, which the editing app's tests check against too. */
export { errorSchema };

/** The error answers every route can give; spread into `response` and add the route's own. */
export const commonErrors = {
  400: errorSchema('Ongeldige aanvraag'),
  429: errorSchema('Te veel verzoeken'),
  500: errorSchema('Onverwachte fout'),
};

export const notFoundError = errorSchema('Niet gevonden');
export const unavailableError = errorSchema('Dienst niet beschikbaar');

/**
 * A query field that Ajv fills with its `default` when it is absent: left out of `required`, yet
 * typed as always present, as the handler sees it.
 */
export const defaulted = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T>>(Type.Optional(schema));

/** What every admin route can answer besides its own: the common errors, 401 without a session, 403 for the wrong role or a missing CSRF token. */
export const adminErrors = {
  ...commonErrors,
  401: errorSchema('Niet aangemeld, of de sessie is verlopen'),
  403: errorSchema('Geen toegang: een andere rol, een ontbrekende CSRF-token of een verzoek van een andere website'),
};

/** The header every state-changing admin call sends. */
export const csrfHeader = Type.Object({ 'x-csrf-token': Type.Optional(Type.String({ description: 'De csrfToken van GET /api/admin/session' })) });
