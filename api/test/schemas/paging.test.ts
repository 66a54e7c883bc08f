import { Type } from '@sinclair/typebox';

import { communityListQuerySchema } from '../../src/schemas/community';
import { eventsQuerySchema } from '../../src/schemas/events';
import { newsListQuerySchema } from '../../src/schemas/news';
import { listQuerySchema } from '../../src/schemas/paging';
import { servicesQuerySchema } from '../../src/schemas/services';

describe('listQuerySchema', () => {
  it('puts the list’s own filters before page and pageSize, and says what a page holds', () => {
    const schema = listQuerySchema({ items: 'Dingen', defaultPageSize: 5, maxPageSize: 8 }, { kind: Type.Optional(Type.String()) });
    // As JSON: the schema Ajv, the serializer and OpenAPI read (TypeBox's own marks are symbols).
    expect(JSON.parse(JSON.stringify(schema))).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { type: 'string' },
        page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'Paginanummer, vanaf 1' },
        pageSize: { type: 'integer', minimum: 1, default: 5, description: 'Dingen per pagina; meer dan 8 wordt 8' },
      },
    });
    expect(Object.keys(schema.properties)).toEqual(['kind', 'page', 'pageSize']);
  });

  it('leaves additionalProperties out of an open list', () => {
    expect(listQuerySchema({ items: 'Dingen', defaultPageSize: 5, maxPageSize: 8, closed: false })).not.toHaveProperty('additionalProperties');
  });

  it.each([
    ['news', newsListQuerySchema, 10, 'Berichten per pagina; meer dan 50 wordt 50', true],
    ['events', eventsQuerySchema, 20, 'Evenementen per pagina; meer dan 100 wordt 100', true],
    ['services', servicesQuerySchema, 10, 'Diensten per pagina; meer dan 50 wordt 50', false],
    ['churches and pastors', communityListQuerySchema, 50, 'Aantal per pagina; meer dan 50 wordt 50', true],
  ] as const)('gives the %s list its own page size', (_name, schema, pageSize, description, closed) => {
    expect(schema.properties.pageSize).toMatchObject({ default: pageSize, description });
    expect('additionalProperties' in schema).toBe(closed);
  });
});
