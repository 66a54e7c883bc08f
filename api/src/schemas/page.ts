import { commonErrors, envelope, notFoundError, partialSchema } from './common';

export const pageQuerySchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$', description: 'Naam van de pagina, bijv. `index` of `municipality-cvk`' },
  },
} as const;

export const pageSchema = {
  type: 'object',
  required: ['id', 'name', 'metaTitle', 'metaDescription', 'partials'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    metaTitle: { type: 'string' },
    metaDescription: { type: 'string' },
    partials: { type: 'array', items: partialSchema },
  },
} as const;

export const getPageSchema = {
  tags: ['page'],
  summary: 'Een pagina met haar partials',
  querystring: pageQuerySchema,
  response: { 200: envelope(pageSchema, 'De pagina'), 404: notFoundError, ...commonErrors },
} as const;

export const getFooterSchema = {
  tags: ['page'],
  summary: 'De partials van de footer (o.a. `about`)',
  response: {
    200: envelope({ type: 'object', required: ['partials'], properties: { partials: { type: 'array', items: partialSchema } } }, 'De footer'),
    ...commonErrors,
  },
} as const;
