/**
 * Dutch messages for schema validation failures, in the wording of spec §5 ('{field} is verplicht',
 * '{field} is niet juist', bounds in 'tekens'), so forms can show the API's message as is.
 */
import type { FastifySchemaValidationError } from 'fastify';

/** Dutch labels of request fields; a field without a label is shown by its own name. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Naam',
  email: 'E-mail',
  subject: 'Onderwerp',
  message: 'Bericht',
  contactType: 'Soort contact',
  zipcode: 'Postcode',
  phone: 'Telefoonnummer',
  q: 'Zoekterm',
  from: 'Vanaf',
  to: 'Tot en met',
  location: 'Locatie',
  streamed: 'Uitgezonden',
  recording: 'Opname',
  order: 'Volgorde',
  limit: 'Aantal resultaten',
  page: 'Pagina',
  pageSize: 'Aantal per pagina',
  id: 'Id',
  file: 'Bestandsnaam',
  password: 'Wachtwoord',
  token: 'Link',
  role: 'Rol',
  active: 'Actief',
  focusX: 'Het belangrijkste punt',
  focusY: 'Het belangrijkste punt',
};

/** The field an error is about: the missing property for `required`, else the last path segment. */
export function fieldOf(error: FastifySchemaValidationError): string | undefined {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') return params.missingProperty;
  const segment = error.instancePath.split('/').filter(Boolean).pop();
  return segment;
}

export function messageOf(error: FastifySchemaValidationError): string {
  const field = fieldOf(error);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `Onbekend veld: ${String(params.additionalProperty)}`;
  if (!field) return 'De aanvraag is niet juist';
  const label = FIELD_LABELS[field] ?? field;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return `${label} is verplicht`;
    case 'minLength':
      // An empty string is "missing" to a visitor, not "too short".
      return limit <= 1 ? `${label} is verplicht` : `${label} moet minimaal ${limit} tekens bevatten`;
    case 'maxLength':
      return `${label} mag maximaal ${limit} tekens bevatten`;
    default:
      return `${label} is niet juist`;
  }
}

/** First message for the `message` field, and one message per field for forms. */
export function describeValidation(errors: FastifySchemaValidationError[]) {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    if (field && !(field in fields)) fields[field] = messageOf(error);
  }
  const first = errors[0];
  return { message: first ? messageOf(first) : 'De aanvraag is niet juist', fields };
}
