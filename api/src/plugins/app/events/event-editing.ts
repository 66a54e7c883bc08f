/**
 * Agenda events as the editing app edits them (issue 16), decorating `fastify.eventEditing`, on the
 * generic collection: list (upcoming first, or the earlier ones), one, create, save over the version
 * read (409), delete into the Prullenbak and restore, revisions. The recurrence becomes an RRULE
 * (event-recurrence.ts); the photo's use is recorded in the same transaction (the media library
 * refuses to delete it while used). The events table's triggers bump SEQUENCE and keep the search
 * index in step; `fastify.dataVersion()` moves with the write, so caches and the rendered pages follow.
 */
import { OTHER_VENUE } from '@kerk/kit/api-schemas';
import type { AdminEvent, EventRepeat } from '@kerk/kit/api-types';
import { eventType } from '@kerk/kit/content-types';
import { DAY } from '@kerk/kit/dates/calendar';
import { dayjs, formatDate, TIME_ZONE } from '@kerk/kit/dates';
import { signupFields } from '@kerk/kit/registrations';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, EventsTable } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { toPlainText, typedText } from '../../../lib/sanitize';
import { createCollection, type Editor, type SaveResult as CollectionSaveResult } from '../content-editing/collection';
import { columnsOf, fieldsOf } from '../content-editing/content-rows';
import { recordPhotoUsage } from '../media/media-repository';
import { newEventUid, seriesOf } from './event-model';
import { describeRecurrence, fromRrule, hasEnded, toRrule } from './event-recurrence';
import { checkEvent, checkExceptions, type EventFields } from './event-rules';

export type { AdminEvent };
export type SaveResult = CollectionSaveResult<AdminEvent>;

export const EVENT_KIND = 'event';

declare module 'fastify' {
  interface FastifyInstance {
    eventEditing: EventEditing;
  }
}

type EventRow = Selectable<EventsTable>;

const local = (instant: string) => dayjs(instant).tz(TIME_ZONE);

const toAdmin = (row: EventRow): AdminEvent => {
  const start = local(row.starts_at);
  const allDay = row.all_day === 1;
  // An all-day event's end is the midnight after its last day.
  const end = allDay ? local(row.ends_at).subtract(1, 'day') : local(row.ends_at);
  const recurrence = fromRrule(row.rrule);
  return {
    id: row.id,
    // The declared stored fields (title, description, photo, the exceptions) as the declaration maps them.
    ...(fieldsOf(eventType, row) as Pick<AdminEvent, 'title' | 'description' | 'mediaId' | 'skipDates' | 'moves' | keyof typeof signupFields>),
    allDay,
    startDate: start.format(DAY),
    startTime: allDay ? '' : start.format('HH:mm'),
    endDate: end.format(DAY),
    endTime: allDay ? '' : end.format('HH:mm'),
    church: row.other_venue === 1 ? OTHER_VENUE : row.location,
    location: row.location,
    placeName: row.church_name,
    address: row.address,
    repeat: recurrence.kind,
    repeatUntil: recurrence.until ?? '',
    repeatCount: recurrence.count ?? null,
    rrule: row.rrule,
    recurrence: describeRecurrence(row.rrule, row.starts_at),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
};

/** A readable name of an event for the trash, the audit log and the photo's usages. */
export const eventTitle = (row: Pick<EventRow, 'title' | 'starts_at'>) => `${row.title} (${formatDate(row.starts_at, 'D MMMM YYYY')})`;

const photoUsage = (id: number, title: string) => ({ kind: EVENT_KIND, ref: String(id), label: `Agenda: ${title}` });

export interface AdminEventFilter {
  /** false: not ended yet (a series until its last occurrence), soonest first; true: the ended ones, latest first. */
  past: boolean;
  page: number;
  pageSize: number;
}

export function createEventEditing(db: Kysely<Database>) {
  const items = createCollection<EventRow, AdminEvent>(db, {
    kind: EVENT_KIND,
    table: 'events',
    toAdmin,
    title: eventTitle,
    afterWrite: (trx, row) => recordPhotoUsage(trx, photoUsage(row.id, row.title), row.media_id),
    afterDelete: (trx, id) => recordPhotoUsage(trx, photoUsage(id, ''), null),
  });

  const churches = () => db.selectFrom('churches').select(['slug', 'name', 'address', 'zipcode', 'city']).orderBy('position').execute();

  /** Checks the fields; the columns a save writes, or the messages per field. */
  async function check(fields: EventFields): Promise<{ errors: Record<string, string> } | { columns: Partial<EventRow> }> {
    const list = await churches();
    const mediaExists = fields.mediaId == null || !!(await db.selectFrom('media').select('id').where('id', '=', fields.mediaId).executeTakeFirst());
    const { errors, startsAt, endsAt, values } = checkEvent(fields, { churches: list.map((c) => c.slug), mediaExists });
    if (Object.keys(errors).length > 0 || !startsAt || !endsAt) return { errors };
    const other = values.church === OTHER_VENUE;
    const church = list.find((c) => c.slug === values.church);
    const repeat = (values.repeat || 'none') as EventRepeat;
    const rrule = toRrule({ kind: repeat, until: values.repeatUntil?.trim() || undefined, count: values.repeatCount ?? undefined }, values.startDate!);
    const exceptions = checkExceptions(values, { startsAt, endsAt, rrule, allDay: values.allDay === true });
    if ('errors' in exceptions) return exceptions;
    // Title, description, photo and the exceptions as declared; when and where are the event's own.
    const declared = columnsOf(eventType, { ...values, ...exceptions.values }) as Partial<EventRow>;
    return {
      columns: {
        ...declared,
        plain_text: toPlainText((declared.description ?? '').replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, '$& ')),
        starts_at: startsAt,
        ends_at: endsAt,
        all_day: values.allDay ? 1 : 0,
        location: other ? values.location! : values.church!,
        church_name: other ? typedText(values.placeName ?? '') : church!.name,
        address: other ? typedText(values.address ?? '') : `${church!.address}, ${church!.zipcode} ${church!.city}`,
        other_venue: other ? 1 : 0,
        rrule,
      },
    };
  }

  return {
    churches,

    async list({ past, page, pageSize }: AdminEventFilter): Promise<{ items: AdminEvent[]; total: number }> {
      const nowIso = clockNow().toISOString();
      // A series is coming until its last occurrence has ended: whether it has is read from its
      // RRULE, so the candidates come from SQL and the cut is made here (an agenda holds hundreds).
      const candidates = await db
        .selectFrom('events')
        .where((eb) => (past ? eb('ends_at', '<', nowIso) : eb.or([eb('ends_at', '>=', nowIso), eb('rrule', '!=', '')])))
        .selectAll()
        .orderBy('starts_at', past ? 'desc' : 'asc')
        .orderBy('id', past ? 'desc' : 'asc')
        .execute();
      const rows = candidates.filter((row) => hasEnded(seriesOf(row), nowIso) === past);
      return { items: rows.slice((page - 1) * pageSize, page * pageSize).map(toAdmin), total: rows.length };
    },

    get: items.get,

    async create(fields: EventFields, editor: Editor): Promise<SaveResult> {
      const checked = await check(fields);
      if ('errors' in checked) return { status: 'invalid', fields: checked.errors };
      return items.create({ ...checked.columns, uid: newEventUid() }, editor);
    },

    async update(id: number, fields: EventFields, version: number, editor: Editor): Promise<SaveResult> {
      if (!(await items.findRow(id))) return { status: 'not_found' };
      const checked = await check(fields);
      if ('errors' in checked) return { status: 'invalid', fields: checked.errors };
      return items.update(id, version, checked.columns, editor);
    },

    remove: items.remove,
    trash: items.trash,
    restore: items.restore,
    revisions: items.revisions,
    titleOf: items.titleOf,
    restoreRevision: items.restoreRevision,
  };
}

export type EventEditing = ReturnType<typeof createEventEditing>;

export default fp(
  async (fastify) => {
    fastify.decorate('eventEditing', createEventEditing(fastify.db));
  },
  { name: 'event-editing', dependencies: ['db'] },
);
