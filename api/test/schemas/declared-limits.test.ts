/**
 * Every admin body of a declared content type, as the served OpenAPI document tells clients, held
 * against its declaration (`@kerk/kit/content-types`): every declared field is in it, and its
 * `maxLength`, `minLength`, `maxItems`, `minimum` and `maximum` are exactly the declared ones (`max`,
 * `maxItems`, `min`), none where nothing is declared. The expected bounds are read from the field
 * here, not from the function that writes the schema, so a schema that drifts from its declaration
 * (or a cap beside it) fails. A body past one of them goes on to the rules (plugins/app/content-editing/
 * declared-bounds.ts): so each such value must be one the rules refuse.
 */
import { checkField, CONTENT_TYPES, type ContentType, type FieldDef } from '@kerk/kit/content-types';

import { useApp } from '../helper';

interface Bounds {
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

interface JsonSchema extends Bounds {
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const BOUNDS = ['maxLength', 'minLength', 'maxItems', 'minimum', 'maximum'] as const;
/** A photo is a media library id, no declared number: positive, and fits the column. */
const PHOTO_ID: Bounds = { minimum: 1, maximum: 2_147_483_647 };

/** What the declaration says a field's value (and a list's entries) may be. */
function declared(field: FieldDef): { value: Bounds; items: Bounds } {
  switch (field.kind) {
    case 'integer':
      return { value: { minimum: field.min, maximum: field.max }, items: {} };
    case 'photo':
      return { value: PHOTO_ID, items: {} };
    case 'lines':
      return { value: { maxItems: field.maxItems }, items: { maxLength: field.max } };
    case 'dates':
      return { value: { maxItems: field.maxItems }, items: {} };
    default:
      return { value: 'max' in field ? { maxLength: field.max } : {}, items: {} };
  }
}

const differences = (where: string, expected: Bounds, schema: JsonSchema | undefined): string[] =>
  BOUNDS.filter((bound) => schema?.[bound] !== expected[bound]).map((bound) => `${where}: ${bound} ${schema?.[bound]}, declared ${expected[bound]}`);

/** What a body's property says about one declared field that differs from the declaration, or []. */
function driftOf(name: string, field: FieldDef, schema: JsonSchema | undefined): string[] {
  if (!schema) return [`${name}: not in the body`];
  const { value, items } = declared(field);
  return [...differences(name, value, schema), ...(schema.items || Object.keys(items).length > 0 ? differences(`${name}[]`, items, schema.items) : [])];
}

/** The drift of one body from its type's declaration. */
function bodyDrift(type: ContentType, body: JsonSchema): string[] {
  return Object.entries(type.fields).flatMap(([name, field]) => driftOf(name, field, body.properties?.[name]));
}

describe('admin bodies of the declared content types', () => {
  const app = useApp();
  const documentOf = async () => (await app().inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const bodyOf = (document: Awaited<ReturnType<typeof documentOf>>, method: string, path: string) => document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;

  it('hold every length, list and number bound of every declared type exactly to its declaration', async () => {
    const document = await documentOf();
    const checked: string[] = [];
    const drift: Record<string, string[]> = {};
    for (const type of Object.values(CONTENT_TYPES) as ContentType[]) {
      for (const path of [`/api/admin/${type.resource}`, `/api/admin/${type.resource}/{id}`]) {
        for (const method of ['post', 'put']) {
          const body = bodyOf(document, method, path);
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

  it("tells clients news' declared limits: a title of at most 200 characters, a summary of 500", async () => {
    const document = await documentOf();
    for (const [method, path] of [['post', '/api/admin/news'], ['put', '/api/admin/news/{id}']] as const) {
      expect(bodyOf(document, method, path)?.properties).toMatchObject({ title: { maxLength: 200 }, excerpt: { maxLength: 500 }, author: { maxLength: 200 } });
    }
  });

  it('has the rules refuse every value just past a declared bound, with a Dutch message', () => {
    const passed: string[] = [];
    for (const type of Object.values(CONTENT_TYPES) as ContentType[]) {
      for (const [name, field] of Object.entries(type.fields)) {
        const past: unknown[] = [];
        if (field.kind === 'integer') past.push(field.min - 1, field.max + 1);
        else if (field.kind === 'lines') past.push(Array.from({ length: field.maxItems + 1 }, () => 'x'), ['x'.repeat(field.max + 1)]);
        else if (field.kind === 'dates') past.push(Array.from({ length: field.maxItems + 1 }, (_, i) => `2026-12-${String((i % 28) + 1).padStart(2, '0')}`));
        else if ('max' in field) past.push('x'.repeat(field.max + 1), ' '.repeat(field.max + 1), '🙏'.repeat(field.max + 1));
        for (const value of past) if (!/^[A-Z].{8,}/.test(checkField(field, value) ?? '')) passed.push(`${type.kind}.${name}: ${JSON.stringify(value).slice(0, 40)}`);
      }
    }
    expect(passed).toEqual([]);
    // At the bound is not past it: 200 characters (an emoji is one, as JSON Schema counts) fit a title.
    expect(checkField(CONTENT_TYPES.news.fields.title, '🙏'.repeat(200))).toBeUndefined();
  });

  it('finds a body that drifts: a transport cap, a bound where none is declared, a title that is missing', () => {
    const { news, event } = CONTENT_TYPES;
    const drifted = { properties: { excerpt: { maxLength: 2000 }, date: { maxLength: 20 }, author: { maxLength: 100 }, body: {}, time: {}, mediaId: PHOTO_ID, published: {} } };
    expect(bodyDrift(news, drifted)).toEqual(['title: not in the body', 'excerpt: maxLength 2000, declared 500', 'author: maxLength 100, declared 200', 'date: maxLength 20, declared undefined']);
    const repeat = { ...event.fields.repeatCount };
    expect(driftOf('repeatCount', repeat, { minimum: -2_147_483_648, maximum: 200 })).toEqual(['repeatCount: minimum -2147483648, declared 2']);
    expect(driftOf('moves', event.fields.moves, { maxItems: 100, items: { maxLength: 1000 } })).toEqual(['moves: maxItems 100, declared 50', 'moves[]: maxLength 1000, declared 40']);
    expect(driftOf('title', news.fields.title, { maxLength: 200, minLength: 1 })).toEqual(['title: minLength 1, declared undefined']);
  });
});
