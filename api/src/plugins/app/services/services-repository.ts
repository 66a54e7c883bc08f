/**
 * Kerkdiensten, in time order. The fields are the kit's `serviceType`, stored and read through its
 * declaration (content-editing/content-rows.ts): notes cleaned with their preset and `notes_text`
 * derived from them, so the search index, filled by the table's triggers, only ever holds plain text.
 */
import type { Service } from '@kerk/kit/api-types';
import { type FieldValues, serviceType } from '@kerk/kit/content-types';
import { zonedDate } from '@kerk/kit/dates/calendar';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import { rowsById } from '../../../db/rows-by-id';
import type { Database, ServicesTable } from '../../../db/schema';
import { toPlainText } from '../../../lib/sanitize';
import { columnsOf, fieldsOf } from '../content-editing/content-rows';
import { wholeDayPages } from './day-pages';

/** A service as the seed writes it: when and where, and any of the kit's `serviceType` fields. */
export type ServiceInput = Partial<Omit<FieldValues<typeof serviceType>, 'date' | 'time' | 'church'>> & {
  /** An ISO instant; stored as `Date#toISOString()`, e.g. `2026-01-04T09:00:00.000Z`. */
  startsAt: string;
  location: string;
  churchName: string;
};

/** The answer's shape, from the kit's API contract. */
export type { Service };

export interface ServiceFilter {
  /** Inclusive ISO UTC bounds. */
  from?: string;
  to?: string;
  location?: string;
  streamed?: boolean;
  /** Only services with a recording to watch back. */
  recording?: boolean;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** One page of services, the number of services in the filter, and of pages. */
export interface ServicePage {
  items: Service[];
  total: number;
  pages: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    servicesRepository: ServicesRepository;
  }
}

const toService = (row: Selectable<ServicesTable>): Service => ({
  id: row.id,
  startsAt: row.starts_at,
  location: row.location,
  churchName: row.church_name,
  ...(fieldsOf(serviceType, row, { publicOnly: true }) as Omit<Service, 'id' | 'startsAt' | 'location' | 'churchName'>),
});

/** Only http(s) links survive: a stream link is rendered as an anchor. */
const safeUrl = (url: string | undefined): string => (url && /^https?:\/\/[^\s"'<>]+$/.test(url.trim()) ? url.trim() : '');

function toRow(input: ServiceInput) {
  return {
    ...columnsOf(serviceType, { ...input, streamUrl: safeUrl(input.streamUrl), recordingUrl: safeUrl(input.recordingUrl) }),
    // One text form for every instant, so SQL text comparison is time comparison.
    starts_at: new Date(input.startsAt).toISOString(),
    location: input.location,
    church_name: toPlainText(input.churchName),
  };
}

/** Takes any Kysely (or a transaction) so seeding can batch its writes in one commit. */
export function createServicesRepository(db: Kysely<Database>) {
  const table = rowsById(db, 'services');
  const filtered = (filter: Omit<ServiceFilter, 'page' | 'pageSize' | 'order'>) => {
    let query = db.selectFrom('services');
    if (filter.from) query = query.where('starts_at', '>=', filter.from);
    if (filter.to) query = query.where('starts_at', '<=', filter.to);
    if (filter.location) query = query.where('location', '=', filter.location);
    if (filter.streamed !== undefined) query = query.where('streamed', '=', filter.streamed ? 1 : 0);
    if (filter.recording !== undefined) query = query.where('recording_url', filter.recording ? '<>' : '=', '');
    return query;
  };

  return {
    /** One page (1-based) in time order, ties broken by id so paging is stable; plus the total. */
    async list({ page, pageSize, order = 'asc', ...filter }: ServiceFilter): Promise<{ items: Service[]; total: number }> {
      const rows = await filtered(filter)
        .selectAll()
        .orderBy('starts_at', order)
        .orderBy('id', order)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { n } = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { items: rows.map(toService), total: Number(n) };
    },

    /**
     * One page of whole Amsterdam days (day-pages.ts): at least `pageSize` services, up to the end
     * of the last day. The pages are cut over the filtered list's days, so every filter pages alike.
     */
    async listWholeDays({ page, pageSize, order = 'asc', ...filter }: ServiceFilter): Promise<ServicePage> {
      const ordered = (query: ReturnType<typeof filtered>) => query.orderBy('starts_at', order).orderBy('id', order);
      const starts = await ordered(filtered(filter)).select('starts_at').execute();
      const pages = wholeDayPages(starts.map((row) => zonedDate(new Date(row.starts_at))), pageSize);
      const slice = pages[page - 1];
      const rows = slice ? await ordered(filtered(filter)).selectAll().limit(slice.count).offset(slice.offset).execute() : [];
      return { items: rows.map(toService), total: starts.length, pages: pages.length };
    },

    async findById(id: number): Promise<Service | null> {
      const row = await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toService(row) : null;
    },

    create: (input: ServiceInput): Promise<number> => table.insert(toRow(input)),

    /** Replaces a service; false when it does not exist. */
    update: (id: number, input: ServiceInput): Promise<boolean> => table.update(id, toRow(input)),

    remove: table.remove,

    count: table.count,
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('servicesRepository', createServicesRepository(fastify.db));
  },
  { name: 'services-repository', dependencies: ['db'] },
);
