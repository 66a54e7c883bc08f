import type { Service } from '@kerk/kit/api-types';

import { commonErrors, envelope, notFoundError, type PropertiesOf } from './common';
import { idParamsSchema, listEnvelope, listQuerySchema } from './paging';

export const SERVICE_LOCATIONS = ['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur'] as const;

/** Larger requests are answered with this many items (meta.pageSize says so), never refused. */
export const SERVICES_MAX_PAGE_SIZE = 50;
export const SERVICES_DEFAULT_PAGE_SIZE = 10;

// A calendar day (the whole Amsterdam day) or an ISO date-time; the handler also rejects 30 February.
const BOUND = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$';

export const servicesQuerySchema = listQuerySchema(
  // Open: the services list has always ignored query parameters it does not know.
  { items: 'Diensten', defaultPageSize: SERVICES_DEFAULT_PAGE_SIZE, maxPageSize: SERVICES_MAX_PAGE_SIZE, closed: false },
  {
    from: { type: 'string', pattern: BOUND, description: 'Vanaf (inclusief): `JJJJ-MM-DD` (begin van die dag, Nederlandse tijd) of ISO-tijdstip', examples: ['2026-01-04'] },
    to: { type: 'string', pattern: BOUND, description: 'Tot en met: `JJJJ-MM-DD` (hele dag) of ISO-tijdstip', examples: ['2026-03-29'] },
    location: { type: 'string', enum: [...SERVICE_LOCATIONS], description: 'Een van de zeven locaties' },
    streamed: { type: 'boolean', description: 'Alleen diensten die wel (true) of niet (false) worden uitgezonden' },
    recording: { type: 'boolean', description: 'Alleen diensten met (true) of zonder (false) opname om terug te kijken' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'asc', description: '`desc` geeft de laatste eerst (bijv. opnames)' },
    wholeDays: {
      type: 'boolean',
      description: 'Pagina’s van hele dagen: een pagina loopt door tot het eind van de dag van haar laatste dienst, zodat een dag nooit over twee pagina’s valt; meta.pages geeft het aantal pagina’s',
    },
  },
);

export interface ServicesQuery {
  from?: string;
  to?: string;
  location?: (typeof SERVICE_LOCATIONS)[number];
  streamed?: boolean;
  recording?: boolean;
  order: 'asc' | 'desc';
  wholeDays?: boolean;
  page: number;
  pageSize: number;
}

export const serviceSchema = {
  type: 'object',
  required: ['id', 'startsAt', 'location', 'churchName', 'preacher', 'season', 'collections', 'streamed', 'streamUrl', 'recordingUrl', 'notes'],
  properties: {
    id: { type: 'integer' },
    startsAt: { type: 'string', description: 'Begintijd, ISO UTC', examples: ['2026-01-04T09:00:00.000Z'] },
    location: { type: 'string', enum: [...SERVICE_LOCATIONS] },
    churchName: { type: 'string', examples: ['Dorpskerk Beuningen'] },
    preacher: { type: 'string', examples: ['ds. Marieke van den Berg'] },
    season: { type: 'string', description: 'Kerkelijk seizoen / naam van de zondag', examples: ['1e zondag van Advent'] },
    collections: { type: 'array', items: { type: 'string' }, description: 'Collectedoelen' },
    streamed: { type: 'boolean' },
    streamUrl: { type: 'string', description: 'Link naar de livestream; leeg als er geen is' },
    recordingUrl: { type: 'string', description: 'Link naar de opname; leeg als er geen is' },
    notes: { type: 'string', description: 'Gesanitiseerde HTML' },
  } as const satisfies PropertiesOf<Service>,
} as const;

export const listServicesSchema = {
  tags: ['services'],
  summary: 'Kerkdiensten in tijdsvolgorde, te filteren op periode, locatie en uitzending',
  querystring: servicesQuerySchema,
  response: { 200: listEnvelope(serviceSchema, 'Eén pagina kerkdiensten'), ...commonErrors },
} as const;

export const getServiceSchema = {
  tags: ['services'],
  summary: 'Eén kerkdienst',
  params: idParamsSchema,
  response: { 200: envelope(serviceSchema, 'De kerkdienst'), 404: notFoundError, ...commonErrors },
} as const;
