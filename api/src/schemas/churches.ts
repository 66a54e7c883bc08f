import type { Church } from '@kerk/kit/api-types';

import { commonErrors, envelope, notFoundError, type PropertiesOf } from './common';
import { communityListQuerySchema, pngImageSchema, svgImageSchema } from './community';
import { idParamsSchema, listEnvelope } from './paging';

const LOCATION_SLUGS = ['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur'];

const CHURCH_FIELDS = ['id', 'slug', 'name', 'address', 'zipcode', 'city', 'description', 'accessibility', 'image', 'imageAlt', 'latitude', 'longitude'];

export const churchSchema = {
  type: 'object',
  required: CHURCH_FIELDS,
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string', enum: LOCATION_SLUGS, description: 'De locatie; dezelfde slug als `location` bij diensten en evenementen' },
    name: { type: 'string', examples: ['Dorpskerk Beuningen'] },
    address: { type: 'string', examples: ['Kerkstraat 10'] },
    zipcode: { type: 'string', examples: ['6641 AB'] },
    city: { type: 'string', examples: ['Beuningen'] },
    description: { type: 'string', description: 'Platte tekst' },
    accessibility: { type: 'string', description: 'Toegankelijkheid, platte tekst' },
    image: { type: 'string', description: 'URL van de tekening van de kerk; leeg als er geen is', examples: ['/api/churches/1/image'] },
    imageAlt: { type: 'string', description: 'Alternatieve tekst van de tekening' },
    latitude: { type: ['number', 'null'], examples: [51.8612] },
    longitude: { type: ['number', 'null'], examples: [5.7689] },
  } as const satisfies PropertiesOf<Church>,
} as const;

export const listChurchesSchema = {
  tags: ['churches'],
  summary: 'De kerken van de zeven locaties, in de volgorde van de locaties',
  querystring: communityListQuerySchema,
  response: { 200: listEnvelope(churchSchema, 'Eén pagina kerken'), ...commonErrors },
} as const;

export const getChurchSchema = {
  tags: ['churches'],
  summary: 'Eén kerk',
  params: idParamsSchema,
  response: { 200: envelope(churchSchema, 'De kerk'), 404: notFoundError, ...commonErrors },
} as const;

export const getChurchImageSchema = svgImageSchema('churches', 'De tekening van een kerk (SVG)');
export const getChurchPngSchema = pngImageSchema('churches', 'De tekening van een kerk als PNG (1200 breed)');
