import { dataAnswerSchema, listAnswerSchema, pastorSchema, pastorSummarySchema } from '@kerk/kit/api-schemas';

import { commonErrors, notFoundError } from './common';
import { communityListQuerySchema, pngImageSchema, svgImageSchema } from './community';
import { idParamsSchema } from './paging';

export const listPastorsSchema = {
  tags: ['pastors'],
  summary: 'De leden van het pastoraal team',
  querystring: communityListQuerySchema,
  response: { 200: listAnswerSchema(pastorSummarySchema, 'Eén pagina teamleden'), ...commonErrors },
} as const;

export const getPastorSchema = {
  tags: ['pastors'],
  summary: 'Eén lid van het pastoraal team, met biografie',
  params: idParamsSchema,
  response: { 200: dataAnswerSchema(pastorSchema, 'Het teamlid'), 404: notFoundError, ...commonErrors },
} as const;

export const getPastorPhotoSchema = svgImageSchema('pastors', 'Het portret van een teamlid (SVG)');
export const getPastorPhotoPngSchema = pngImageSchema('pastors', 'Het portret van een teamlid als PNG (600 × 600)');
