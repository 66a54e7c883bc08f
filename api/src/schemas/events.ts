import type { EventDetail, EventSummary } from '@kerk/kit/api-types';
import { TIME_ZONE } from '@kerk/kit/dates';

import { commonErrors, envelope, notFoundError, type PropertiesOf } from './common';
import { idParamsSchema, listEnvelope, listQuerySchema } from './paging';

export const EVENT_LOCATIONS = ['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur'] as const;

/** Larger requests are answered with this many items (meta.pageSize says so), never refused. */
export const EVENTS_MAX_PAGE_SIZE = 100;
export const EVENTS_DEFAULT_PAGE_SIZE = 20;

export interface EventsQuery {
  from?: string;
  to?: string;
  location?: string;
  page: number;
  pageSize: number;
}

const BOUND_HELP = '`JJJJ-MM-DD` (een hele dag, Nederlandse tijd) of een ISO-tijdstip met Z of ±uu:mm';

export const eventsQuerySchema = listQuerySchema(
  { items: 'Evenementen', defaultPageSize: EVENTS_DEFAULT_PAGE_SIZE, maxPageSize: EVENTS_MAX_PAGE_SIZE },
  {
    // Checked by the handler, so a bad date gets its own Dutch message instead of a pattern error.
    from: { type: 'string', maxLength: 40, description: `Begin van de periode (inclusief): ${BOUND_HELP}`, examples: ['2026-11-01'] },
    to: { type: 'string', maxLength: 40, description: `Einde van de periode: ${BOUND_HELP}; een datum telt tot en met die dag`, examples: ['2026-11-30'] },
    location: { type: 'string', enum: EVENT_LOCATIONS, description: 'Alleen evenementen in deze plaats' },
  },
);

const instant = (description: string) =>
  ({ type: 'string', format: 'date-time', description, examples: ['2026-11-23T18:30:00.000Z'] }) as const;

const summaryProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  excerpt: { type: 'string', description: 'Begin van de beschrijving, platte tekst' },
  startsAt: instant(`Begin (UTC); tonen in ${TIME_ZONE}`),
  endsAt: instant('Einde (UTC). Bij een evenement van hele dagen: middernacht na de laatste dag'),
  allDay: { type: 'boolean', description: 'Hele dagen, zonder tijden' },
  location: { type: 'string', enum: EVENT_LOCATIONS },
  churchName: { type: 'string', examples: ['Dorpskerk'] },
  address: { type: 'string', examples: ['Kerkstraat 12, 6641 BD Beuningen'] },
  updatedAt: instant('Laatst gewijzigd (UTC)'),
} as const satisfies PropertiesOf<EventSummary>;

const SUMMARY_FIELDS = Object.keys(summaryProperties);

export const eventSummarySchema = { type: 'object', required: SUMMARY_FIELDS, properties: summaryProperties } as const;

export const eventDetailSchema = {
  type: 'object',
  required: [...SUMMARY_FIELDS, 'description', 'uid'],
  properties: {
    ...summaryProperties,
    description: { type: 'string', description: 'Gesanitiseerde HTML' },
    uid: { type: 'string', description: 'Vaste iCalendar-UID' },
  } as const satisfies PropertiesOf<EventDetail>,
} as const;

export const listEventsSchema = {
  tags: ['events'],
  summary: 'Evenementen die (deels) in een periode vallen, op begintijd',
  description: 'Een evenement dat over de grens van de periode loopt, hoort er ook bij.',
  querystring: eventsQuerySchema,
  response: { 200: listEnvelope(eventSummarySchema, 'Eén pagina evenementen'), ...commonErrors },
} as const;

export const getEventSchema = {
  tags: ['events'],
  summary: 'Eén evenement met de volledige beschrijving',
  params: idParamsSchema,
  response: { 200: envelope(eventDetailSchema, 'Het evenement'), 404: notFoundError, ...commonErrors },
} as const;

const icalendar = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: { type: 'string' } } },
});

export const getEventIcsSchema = {
  tags: ['events'],
  summary: 'Eén evenement als iCalendar-bestand ("Zet in agenda")',
  params: idParamsSchema,
  produces: ['text/calendar'],
  response: { 200: icalendar('iCalendar met één VEVENT (download)'), 404: notFoundError, ...commonErrors },
} as const;

export const getAgendaIcsSchema = {
  tags: ['events'],
  summary: 'De agenda als iCalendar-abonnement (webcal)',
  description: 'Alle evenementen vanaf 90 dagen geleden, met vaste UID, SEQUENCE en LAST-MODIFIED.',
  produces: ['text/calendar'],
  response: { 200: icalendar(`iCalendar-feed met tijdzone ${TIME_ZONE}`), ...commonErrors },
} as const;
