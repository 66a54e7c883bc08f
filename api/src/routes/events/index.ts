/**
 * GET /api/events?from&to&location&page&pageSize, GET /api/events/{id} and GET /api/events/{id}.ics
 * (spec §2 /agenda, /evenement/{id}). Date bounds are checked here beyond the schema (a real calendar
 * day, `from` not after `to`), so a bad period is a Dutch 400 rather than an empty list.
 */
import { addDays, isCalendarDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';

import { isIsoDateTime } from '../../lib/date-bounds';
import { buildCalendar, sendCalendar, siteUrlOf } from '../../plugins/app/events/events-calendar';
import { EVENTS_MAX_PAGE_SIZE, getEventIcsSchema, getEventSchema, listEventsSchema } from '../../schemas/events';

/**
 * A bound as an ISO UTC instant; null when it is no real date. A calendar day is the whole
 * Amsterdam day: `from` starts at its midnight, `to` ends at the next one (tot en met).
 */
export function parseEventBound(raw: string, end: boolean): string | null {
  if (isCalendarDate(raw)) return zonedToUtc(end ? addDays(raw, 1) : raw).toISOString();
  return isIsoDateTime(raw) ? new Date(raw).toISOString() : null;
}

const badRequest = (reply: FastifyReply, message: string) => reply.code(400).send({ code: 'bad_request', message });
const notFound = (reply: FastifyReply) => reply.code(404).send({ code: 'not_found', message: 'Evenement niet gevonden' });

const eventsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    { schema: listEventsSchema, config: { publicCache: true } },
    async (request, reply) => {
      const { from: rawFrom, to: rawTo, location, page } = request.query;
      const from = rawFrom === undefined ? undefined : parseEventBound(rawFrom, false);
      const to = rawTo === undefined ? undefined : parseEventBound(rawTo, true);
      if (from === null) return badRequest(reply, 'Vanaf is geen geldige datum (gebruik JJJJ-MM-DD of een ISO-tijdstip)');
      if (to === null) return badRequest(reply, 'Tot en met is geen geldige datum (gebruik JJJJ-MM-DD of een ISO-tijdstip)');
      if (from && to && from >= to) return badRequest(reply, 'Vanaf moet vóór tot en met liggen');
      const pageSize = Math.min(request.query.pageSize, EVENTS_MAX_PAGE_SIZE);
      const { items, total } = await fastify.eventsRepository.list({ from, to, location, page, pageSize });
      return { data: items, meta: { page, pageSize, total } };
    },
  );

  fastify.get(
    '/:id',
    { schema: getEventSchema, config: { publicCache: true } },
    async (request, reply) => {
      const event = await fastify.eventsRepository.findById(request.params.id, request.query.datum);
      if (!event) return notFound(reply);
      // A series takes sign-ups per occurrence: the one answered.
      return { data: { ...event, registration: await fastify.registrations.state('event', event.id, event.rrule ? event.startsAt : '') } };
    },
  );

  // find-my-way reads `:id(regex).ics` as a parameter followed by the literal suffix.
  fastify.get(
    '/:id(^\\d+).ics',
    { schema: getEventIcsSchema, config: { publicCache: true } },
    async (request, reply) => {
      const event = await fastify.eventsRepository.findById(request.params.id);
      if (!event) return notFound(reply);
      const { title } = await fastify.settingsRepository.get();
      const ics = buildCalendar([event], { siteName: title, siteUrl: siteUrlOf(request) });
      return sendCalendar(reply, ics, `attachment; filename="evenement-${event.id}.ics"`);
    },
  );
};

export default eventsRoutes;
