import { dataAnswerSchema, eventDetailSchema, eventSummarySchema, listAnswerSchema } from '@kerk/kit/api-schemas';
import { TIME_ZONE } from '@kerk/kit/dates';
import { LOCATION_SLUGS } from '@kerk/kit/texts';
import { Type } from '@sinclair/typebox';

import { commonErrors, notFoundError } from './common';
import { idParamsSchema, listQuerySchema } from './paging';

/** Larger requests are answered with this many items (meta.pageSize says so), never refused. */
export const EVENTS_MAX_PAGE_SIZE = 100;
export const EVENTS_DEFAULT_PAGE_SIZE = 20;

const BOUND_HELP = '`JJJJ-MM-DD` (een hele dag, Nederlandse tijd) of een ISO-tijdstip met Z of ±uu:mm';

export const eventsQuerySchema = listQuerySchema(
  { items: 'Evenementen', defaultPageSize: EVENTS_DEFAULT_PAGE_SIZE, maxPageSize: EVENTS_MAX_PAGE_SIZE },
  {
    // Checked by the handler, so a bad date gets its own Dutch message instead of a pattern error.
    from: Type.Optional(Type.String({ maxLength: 40, description: `Begin van de periode (inclusief): ${BOUND_HELP}`, examples: ['2026-11-01'] })),
    to: Type.Optional(Type.String({ maxLength: 40, description: `Einde van de periode: ${BOUND_HELP}; een datum telt tot en met die dag`, examples: ['2026-11-30'] })),
    location: Type.Optional(Type.String({ enum: LOCATION_SLUGS, description: 'Alleen evenementen in deze plaats' })),
  },
);

export const listEventsSchema = {
  tags: ['events'],
  summary: 'Evenementen die (deels) in een periode vallen, op begintijd',
  description: 'Een evenement dat over de grens van de periode loopt, hoort er ook bij.',
  querystring: eventsQuerySchema,
  response: { 200: listAnswerSchema(eventSummarySchema, 'Eén pagina evenementen'), ...commonErrors },
} as const;

export const getEventSchema = {
  tags: ['events'],
  summary: 'Eén evenement met de volledige beschrijving',
  description: 'Met `datum` (een dag waarop een terugkerend evenement plaatsvindt) gelden begin en einde van die keer.',
  params: idParamsSchema,
  querystring: Type.Object({
    datum: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Een dag van een terugkerend evenement (JJJJ-MM-DD)', examples: ['2026-12-01'] })),
  }),
  response: { 200: dataAnswerSchema(eventDetailSchema, 'Het evenement'), 404: notFoundError, ...commonErrors },
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
