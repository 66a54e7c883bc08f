/**
 * Agenda events. Lists use range-overlap semantics: an event belongs to [from, to) when it starts
 * before `to` and has not ended by `from`, so a conference spanning a month boundary shows in both
 * months. Descriptions are sanitized on the write path; `plain_text` feeds excerpts and search.
 *
 * A recurring event (an RRULE, issue 16) is listed once per occurrence in the period, each with its
 * own start and end in Amsterdam wall-clock time (event-recurrence.ts). With series in the period
 * the page is cut after merging (a village church's agenda holds hundreds of events, not millions);
 * without, the database pages as before.
 */

import { addDays, isCalendarDate, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import { rowsById } from '../../../db/rows-by-id';
import type { Database } from '../../../db/schema';
import { nowMs } from '../../../lib/clock';
import { findPublicPhoto } from '../media/media-repository';
import { occurrences } from './event-recurrence';
import { newEventUid, seriesOf, toDetail, toRow, toSummary, type EventDetail, type EventInput, type EventQuery, type EventSummary } from './event-model';

export type { EventDetail, EventInput, EventQuery, EventSummary } from './event-model';

declare module 'fastify' {
  interface FastifyInstance {
    eventsRepository: EventsRepository;
  }
}

/** Takes any Kysely (or a transaction) so seeding can batch its writes in one commit. */
/** How far ahead a list without an end shows the occurrences of a series. */
const HORIZON_MS = 366 * 86_400_000;

const byStart = (a: EventSummary, b: EventSummary) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id;

export function createEventsRepository(db: Kysely<Database>) {
  const table = rowsById(db, 'events');
  const inRange = ({ from, to, location }: Omit<EventQuery, 'page' | 'pageSize'>) => {
    let query = db.selectFrom('events');
    if (to) query = query.where('starts_at', '<', to);
    // `starts_at >= from` keeps a zero-length event that happens exactly at `from`.
    if (from) query = query.where((eb) => eb.or([eb('ends_at', '>', from), eb('starts_at', '>=', from)]));
    if (location) query = query.where('location', '=', location);
    return query;
  };

  /** The series that may have occurrences before `to` (their expansion decides). */
  const seriesBefore = ({ to, location }: Omit<EventQuery, 'page' | 'pageSize'>) => {
    let query = db.selectFrom('events').where('rrule', '!=', '');
    if (to) query = query.where('starts_at', '<', to);
    if (location) query = query.where('location', '=', location);
    return query.selectAll().execute();
  };

  return {
    async list(query: EventQuery): Promise<{ items: EventSummary[]; total: number }> {
      const series = await seriesBefore(query);
      if (series.length > 0) {
        const to = query.to ?? new Date((query.from ? Date.parse(query.from) : nowMs()) + HORIZON_MS).toISOString();
        const singles = await inRange(query).where('rrule', '=', '').selectAll().execute();
        const repeated = series.flatMap((row) =>
          occurrences(seriesOf(row), query.from ?? row.starts_at, to).map((o) => ({ ...toSummary(row), ...o })),
        );
        const all = [...singles.map(toSummary), ...repeated].sort(byStart);
        const offset = (query.page - 1) * query.pageSize;
        return { items: all.slice(offset, offset + query.pageSize), total: all.length };
      }
      const rows = await inRange(query)
        .selectAll()
        .orderBy('starts_at')
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const { n } = await inRange(query).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items: rows.map(toSummary), total: Number(n) };
    },

    /**
     * Everything that has not ended before `since`, and every series (one VEVENT with its RRULE,
     * however long ago it began), for the calendar feed (capped by `limit`).
     */
    async listSince(since: string, limit: number): Promise<EventDetail[]> {
      const rows = await db
        .selectFrom('events')
        .where((eb) => eb.or([eb('ends_at', '>', since), eb('starts_at', '>=', since), eb('rrule', '!=', '')]))
        .selectAll()
        .orderBy('starts_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toDetail);
    },

    /**
     * One event with its photo. A series answers with its first occurrence's times, or with those of
     * its occurrence on `day` (an Amsterdam day, YYYY-MM-DD) when it has one then.
     */
    async findById(id: number, day?: string): Promise<EventDetail | null> {
      const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const event = { ...toDetail(row), photo: await findPublicPhoto(db, row.media_id) };
      if (!day || !row.rrule || !isCalendarDate(day)) return event;
      const that = occurrences(seriesOf(row), zonedToUtc(day).toISOString(), zonedToUtc(addDays(day, 1)).toISOString()).find((o) => zonedDate(o.startsAt) === day);
      return that ? { ...event, ...that } : event;
    },

    create: (input: EventInput): Promise<number> => table.insert({ ...toRow(input), uid: input.uid ?? newEventUid() }),

    /** Replaces an event's content; the revision trigger raises SEQUENCE and updated_at. */
    update: (id: number, input: EventInput): Promise<boolean> => table.update(id, toRow(input)),

    remove: table.remove,

    count: table.count,
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('eventsRepository', createEventsRepository(fastify.db));
  },
  { name: 'events-repository', dependencies: ['db'] },
);
