/**
 * Every admin body of a declared content type, as the OpenAPI document tells clients, held against
 * its declaration (`@kerk/kit/content-types`): every declared field is in it, and each length, list
 * and number bound is the one derived from the field (`bodyMaxLength`, `BODY_MAX_ITEMS`), never
 * tighter than the declaration. A hand-written schema beside a declaration drifts; here it fails.
 */
import { BODY_MAX_ITEMS, bodyMaxLength } from '@kerk/kit/api-schemas';
import { CONTENT_TYPES, type ContentType, type FieldDef } from '@kerk/kit/content-types';

import { useApp } from '../helper';

interface JsonSchema {
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** What a body's property says about one declared field that differs from the declaration, or []. */
function driftOf(name: string, field: FieldDef, schema: JsonSchema | undefined): string[] {
  if (!schema) return [`${name}: not in the body`];
  const found: string[] = [];
  const text = 'items' in schema && schema.items ? schema.items : schema;
  const isList = field.kind === 'lines' || field.kind === 'choices' || field.kind === 'dates';
  if (field.kind !== 'boolean' && field.kind !== 'integer' && field.kind !== 'photo' && text.maxLength !== bodyMaxLength(field)) found.push(`${name}: maxLength ${text.maxLength}, derived ${bodyMaxLength(field)}`);
  if ('max' in field && field.kind !== 'integer' && (text.maxLength ?? 0) < field.max) found.push(`${name}: maxLength ${text.maxLength} refuses the declared ${field.max}`);
  // An empty required field gets the rule's Dutch "… is verplicht", not a schema error.
  if (text.minLength !== undefined) found.push(`${name}: minLength ${text.minLength}, none declared`);
  if (isList && schema.maxItems !== BODY_MAX_ITEMS) found.push(`${name}: maxItems ${schema.maxItems}, derived ${BODY_MAX_ITEMS}`);
  if ('maxItems' in field && (schema.maxItems ?? 0) < field.maxItems) found.push(`${name}: maxItems ${schema.maxItems} refuses the declared ${field.maxItems}`);
  if (field.kind === 'integer' && !(schema.minimum! <= field.min && schema.maximum! >= field.max)) found.push(`${name}: ${schema.minimum}..${schema.maximum} refuses part of ${field.min}..${field.max}`);
  return found;
}

/** The drift of one body from its type's declaration. */
function bodyDrift(type: ContentType, body: JsonSchema): string[] {
  return Object.entries(type.fields).flatMap(([name, field]) => driftOf(name, field, body.properties?.[name]));
}

describe('admin bodies of the declared content types', () => {
  const app = useApp();

  it('hold every length, list and number bound of every declared type against its declaration', async () => {
    const document = (await app().inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const checked: string[] = [];
    const drift: Record<string, string[]> = {};
    for (const type of Object.values(CONTENT_TYPES) as ContentType[]) {
      for (const path of [`/api/admin/${type.resource}`, `/api/admin/${type.resource}/{id}`]) {
        for (const method of ['post', 'put']) {
          const body = document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
          if (!body) continue;
          checked.push(`${method.toUpperCase()} ${path}`);
          const found = bodyDrift(type, body);
          if (found.length > 0) drift[`${method.toUpperCase()} ${path}`] = found;
        }
      }
    }
    expect(drift).toEqual({});
    // Every type is walked: a create and a save each, but the churches (a fixed set: a save only).
    expect(checked).toHaveLength(Object.values(CONTENT_TYPES).reduce((n, type: ContentType) => n + (type.fixed ? 1 : 2), 0));
  });

  it('finds a hand-written body that drifts: a summary capped at 5000, a date at 20, a title that is missing', () => {
    const { news } = CONTENT_TYPES;
    const drifted = { properties: { excerpt: { maxLength: 5000 }, date: { maxLength: 20 }, author: { maxLength: 100 } } };
    expect(bodyDrift(news, drifted)).toEqual(
      expect.arrayContaining(['title: not in the body', 'excerpt: maxLength 5000, derived 2000', 'date: maxLength 20, derived 1000', 'author: maxLength 100 refuses the declared 200']),
    );
  });
});
