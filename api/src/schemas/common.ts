/** Schemas shared by every route: the error body and the cache-related response headers. */
import type { DataAnswer } from '@kerk/kit/api-types';

/**
 * The `properties` of an object schema for the answer type T of the kit's API contract: one per
 * field, no more. Checked with `satisfies`, so the serializer (which drops undeclared fields) and
 * the OpenAPI document cannot drift from the type the remotes read.
 */
export type PropertiesOf<T> = Record<keyof T, object>;

/** `{ code, message }` (spec §3 "Error"); `fields` carries per-field messages on validation errors. */
export const errorSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', examples: ['not_found'] },
    message: { type: 'string', examples: ['Pagina niet gevonden'] },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

const withDescription = (description: string) => ({ ...errorSchema, description });

/** The error answers every route can give; spread into `response` and add the route's own. */
export const commonErrors = {
  400: withDescription('Ongeldige aanvraag'),
  429: withDescription('Te veel verzoeken'),
  500: withDescription('Onverwachte fout'),
} as const;

export const notFoundError = withDescription('Niet gevonden');
export const unavailableError = withDescription('Dienst niet beschikbaar');

/** Wraps a payload schema in the `{ data }` envelope of spec §7. */
export const envelope = <T extends object>(data: T, description: string) =>
  ({ description, type: 'object', required: ['data'], properties: { data } as const satisfies PropertiesOf<DataAnswer<unknown>> }) as const;

export const partialSchema = {
  type: 'object',
  required: ['name', 'content'],
  properties: {
    name: { type: 'string', examples: ['intro'] },
    content: { type: 'string', description: 'Platte tekst of gesanitiseerde HTML, afhankelijk van de naam' },
  },
} as const;
