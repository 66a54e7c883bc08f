/**
 * Agenda events. Lists use range-overlap semantics: an event belongs to [from, to) when it starts
 * before `to` and has not ended by `from`, so a conference spanning a month boundary shows in both
 * months. Descriptions are sanitized on the write path; `plain_text` feeds excerpts and search.
 */
import { randomUUID } from 'node:crypto';

import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import { rowsById } from '../../../db/rows-by-id';
import type { Database } from '../../../db/schema';
import { toDetail, toRow, toSummary, type EventDetail, type EventInput, type EventQuery, type EventSummary } from './event-model';

export type { EventDetail, EventInput, EventQuery, EventSummary } from './event-model';

declare module 'fastify' {
  interface FastifyInstance {
    eventsRepository: EventsRepository;
  }
}

/** Takes any Kysely (or a transaction) so seeding can batch its writes in one commit. */
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

  return {
    async list(query: EventQuery): Promise<{ items: EventSummary[]; total: number }> {
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

    /** Everything that has not ended before `since`, for the calendar feed (capped by `limit`). */
    async listSince(since: string, limit: number): Promise<EventDetail[]> {
      const rows = await inRange({ from: since }).selectAll().orderBy('starts_at').orderBy('id').limit(limit).execute();
      return rows.map(toDetail);
    },

    async findById(id: number): Promise<EventDetail | null> {
      const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toDetail(row) : null;
    },

    create: (input: EventInput): Promise<number> => table.insert({ ...toRow(input), uid: input.uid ?? `${randomUUID()}@pgmaasenwaal.nl` }),

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
