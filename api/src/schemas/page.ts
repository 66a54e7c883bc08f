import { dataAnswerSchema, footerSchema, pageSchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { commonErrors, notFoundError } from './common';

export const pageQuerySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$', description: 'Naam van de pagina, bijv. `index` of `municipality-cvk`' }),
});

export const getPageSchema = {
  tags: ['page'],
  summary: 'Een pagina met haar partials',
  querystring: pageQuerySchema,
  response: { 200: dataAnswerSchema(pageSchema, 'De pagina'), 404: notFoundError, ...commonErrors },
} as const;

export const getFooterSchema = {
  tags: ['page'],
  summary: 'De partials van de footer (o.a. `about`)',
  response: { 200: dataAnswerSchema(footerSchema, 'De footer'), ...commonErrors },
} as const;
