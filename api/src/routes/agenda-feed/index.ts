/**
 * GET /api/agenda.ics: the agenda as a subscribable iCalendar feed (linked on /agenda as a
 * webcal:// address). It holds everything from 90 days back onward, so a subscriber still sees the
 * recent past; stable UIDs and SEQUENCE let calendars update events in place instead of duplicating.
 */
import type { FastifyPluginAsync } from 'fastify';

import { buildCalendar, sendCalendar, siteUrlOf } from '../../plugins/app/events/events-calendar';
import { getAgendaIcsSchema } from '../../schemas/events';
import { nowMs } from '../../lib/clock';

const PAST_DAYS = 90;
const MAX_EVENTS = 1000;
const REFRESH_SECONDS = 6 * 60 * 60;

const agendaFeedRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', { schema: getAgendaIcsSchema, config: { publicCache: true } }, async (request, reply) => {
    const since = new Date(nowMs() - PAST_DAYS * 86_400_000).toISOString();
    const events = await fastify.eventsRepository.listSince(since, MAX_EVENTS);
    const { title } = await fastify.settingsRepository.get();
    const ics = buildCalendar(events, { siteName: title, siteUrl: siteUrlOf(request), refreshSeconds: REFRESH_SECONDS });
    return sendCalendar(reply, ics, 'inline; filename="agenda.ics"');
  });
};

export default agendaFeedRoutes;
