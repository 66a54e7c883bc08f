import { churchSchema, dataAnswerSchema, listAnswerSchema } from '@kerk/kit/api-schemas';

import { commonErrors, notFoundError } from './common';
import { communityListQuerySchema, pngImageSchema, svgImageSchema } from './community';
import { idParamsSchema } from './paging';

export const listChurchesSchema = {
  tags: ['churches'],
  summary: 'De kerken van de zeven locaties, in de volgorde van de locaties',
  querystring: communityListQuerySchema,
  response: { 200: listAnswerSchema(churchSchema, 'Eén pagina kerken'), ...commonErrors },
} as const;

export const getChurchSchema = {
  tags: ['churches'],
  summary: 'Eén kerk',
  params: idParamsSchema,
  response: { 200: dataAnswerSchema(churchSchema, 'De kerk'), 404: notFoundError, ...commonErrors },
} as const;

export const getChurchImageSchema = svgImageSchema('churches', 'De tekening van een kerk (SVG)');
export const getChurchPngSchema = pngImageSchema('churches', 'De tekening van een kerk als PNG (1200 breed)');
