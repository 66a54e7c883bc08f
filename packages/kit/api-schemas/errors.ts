/**
 * The error answers of the API (spec §3 "Error"), declared once: the API's routes answer with these
 * schemas, and the editing app's fake admin API checks its refusals against them.
 */
import { Type, type TSchema } from '@sinclair/typebox';

const errorProperties = {
  code: Type.String({ examples: ['not_found'] }),
  message: Type.String({ examples: ['Pagina niet gevonden'] }),
  /** Per-field messages on validation errors. */
  fields: Type.Optional(Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } })),
};

/** `{ code, message }`, with the answer's description for OpenAPI. */
export const errorSchema = (description?: string) => Type.Object(errorProperties, description ? { description } : {});

/** A save refused per field: a Dutch message per field (400). */
export const invalidAnswerSchema = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** True when the only objection is a date in the past: send again with confirmPast. */
    pastWarning: Type.Optional(Type.Boolean()),
  },
  { description: 'Per veld een Nederlandse melding' },
);

/** A save over a version that is no longer the stored one (409): what is stored now, as `current`. */
export const conflictAnswerSchema = <Item extends TSchema>(item: Item) =>
  Type.Object({ code: Type.Literal('conflict'), message: Type.String(), current: item }, { description: 'Intussen door iemand anders gewijzigd' });
