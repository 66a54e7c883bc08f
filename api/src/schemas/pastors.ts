import type { Pastor, PastorSummary } from '@kerk/kit/api-types';

import { commonErrors, envelope, notFoundError, type PropertiesOf } from './common';
import { communityListQuerySchema, pngImageSchema, svgImageSchema } from './community';
import { idParamsSchema, listEnvelope } from './paging';

const SUMMARY_FIELDS = ['id', 'name', 'slug', 'role', 'areas', 'email', 'phone', 'photo', 'photoAlt', 'summary'];

const summaryProperties = {
  id: { type: 'integer' },
  name: { type: 'string', examples: ['ds. Marieke van den Berg'] },
  slug: { type: 'string', description: 'Naamdeel van de canonieke URL /gemeente/pastoraal-team/{id}/{slug}', examples: ['ds-marieke-van-den-berg'] },
  role: { type: 'string', examples: ['Predikant'] },
  areas: { type: 'array', items: { type: 'string' }, description: 'Slugs van de dorpen waarvoor dit teamlid het eerste aanspreekpunt is' },
  email: { type: 'string' },
  phone: { type: 'string' },
  photo: { type: 'string', description: 'URL van het portret; leeg als er geen is', examples: ['/api/pastors/1/photo'] },
  photoAlt: { type: 'string', description: 'Alternatieve tekst van het portret' },
  summary: { type: 'string', description: 'Korte introductie, platte tekst' },
} as const satisfies PropertiesOf<PastorSummary>;

export const pastorSummarySchema = { type: 'object', required: SUMMARY_FIELDS, properties: summaryProperties } as const;

export const pastorSchema = {
  type: 'object',
  required: [...SUMMARY_FIELDS, 'biography'],
  properties: { ...summaryProperties, biography: { type: 'string', description: 'Gesanitiseerde HTML' } } as const satisfies PropertiesOf<Pastor>,
} as const;

export const listPastorsSchema = {
  tags: ['pastors'],
  summary: 'De leden van het pastoraal team',
  querystring: communityListQuerySchema,
  response: { 200: listEnvelope(pastorSummarySchema, 'Eén pagina teamleden'), ...commonErrors },
} as const;

export const getPastorSchema = {
  tags: ['pastors'],
  summary: 'Eén lid van het pastoraal team, met biografie',
  params: idParamsSchema,
  response: { 200: envelope(pastorSchema, 'Het teamlid'), 404: notFoundError, ...commonErrors },
} as const;

export const getPastorPhotoSchema = svgImageSchema('pastors', 'Het portret van een teamlid (SVG)');
export const getPastorPhotoPngSchema = pngImageSchema('pastors', 'Het portret van een teamlid als PNG (600 × 600)');
