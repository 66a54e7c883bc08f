/**
 * Per content type, what the fake admin API needs beyond the declaration: the item's answer schema
 * (the kit's api-schemas), whether its list is paged (`{ data, meta }`, as the API's list schema
 * says), what the API adds to the fields it stores (the `toAdmin` of the kind's editing plugin)
 * and the title its Prullenbak shows (the kind's `title` there). Only what a section's test reads;
 * a field the API adds that is missing here fails the answer's schema check, naming it.
 */
import {
  adminChurchSchema,
  adminEventSchema,
  adminNewsSchema,
  adminPastorSchema,
  adminPurposeSchema,
  adminServiceSchema,
  adminSchemaOf,
  adminZijstroomSchema,
  hasPhotoField,
} from '@kerk/kit/api-schemas';
import type { MediaItem, Photo } from '@kerk/kit/api-types';
import { type ContentKind, CONTENT_TYPES, ENGINE_TYPES, type EngineKind, MESSAGES, messagesOf } from '@kerk/kit/content-types';
import { formatDate, formatTime } from '@kerk/kit/dates';
import { zonedToUtc } from '@kerk/kit/dates/calendar';
import type { TSchema } from '@sinclair/typebox';

/** A stored item: its fields and what the API adds, with its id and version. */
export type Item = Record<string, unknown> & { id: number; version: number; updatedAt: string; updatedBy: string };

interface Kind {
  schema: TSchema;
  paged: boolean;
  /** `media`: the photo of the library with that id, or null. */
  derive: (item: Item, media: (id: unknown) => MediaItem | null) => Record<string, unknown>;
  title: (item: Item) => string;
  /** An item the API no longer lets change (a Zijstroom sent or scheduled): a save or delete answers 409 `locked`. */
  locked?: (item: Item) => boolean;
}

/** The instant of a day and a time in Amsterdam, ISO; '' when they name none. */
const instant = (date: unknown, time: unknown = '00:00') => {
  const at = zonedToUtc(String(date ?? ''), String(time || '00:00'));
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
};

const named = (item: Item) => String(item.title ?? item.name ?? item.id);

/** A library photo as an item's `picture` (the API's pictureFiller). */
const pictureOf = (photo: MediaItem | null): Photo | null =>
  photo && { src: photo.src, srcset: photo.srcset, srcsetAvif: photo.srcsetAvif, width: photo.width, height: photo.height, alt: photo.alt, preview: photo.preview, focusX: photo.focusX, focusY: photo.focusY };

/** An engine type's entry, from its declaration alone (the API's content-editing/engine.ts). */
const engineKind = (type: (typeof ENGINE_TYPES)[number]): Kind => ({
  schema: adminSchemaOf(type),
  paged: false,
  derive: hasPhotoField(type) ? (item, media) => ({ picture: pictureOf(media(item.mediaId)) }) : () => ({}),
  title: (item) => {
    const value = type.titleField ? item[type.titleField] : undefined;
    return typeof value === 'string' && value ? value : `${type.names.one} ${item.id}`;
  },
});

const ENGINE_KINDS = Object.fromEntries(ENGINE_TYPES.map((type) => [type.kind, engineKind(type)])) as Record<EngineKind, Kind>;

/** A kind's sentences: its own in the kit's MESSAGES, else (an engine type) the shared ones from its names. */
export const messagesFor = (kind: ContentKind) => (kind in MESSAGES ? MESSAGES[kind as keyof typeof MESSAGES] : messagesOf(CONTENT_TYPES[kind]));

export const KINDS: Record<ContentKind, Kind> = {
  ...ENGINE_KINDS,
  service: {
    schema: adminServiceSchema,
    paged: true,
    derive: (item) => ({ startsAt: instant(item.date, item.time), churchName: item.churchName ?? '' }),
    // serviceTitle of the API's service-editing.ts: "De Ark (Druten), zo 6 december 2026 10.00".
    title: (item) => {
      const church = String(item.church);
      const at = instant(item.date, item.time);
      return `${String(item.churchName)} (${church.charAt(0).toUpperCase()}${church.slice(1)}), ${formatDate(at, 'dd D MMMM YYYY')} ${formatTime(at)}`;
    },
  },
  news: {
    schema: adminNewsSchema,
    paged: true,
    derive: (item, media) => {
      const publishAt = instant(item.date, item.time);
      const status = item.published === false ? 'unpublished' : publishAt > new Date().toISOString() ? 'scheduled' : 'published';
      return { publishAt, status, photo: media(item.mediaId), image: item.image ?? '' };
    },
    title: named,
  },
  event: {
    schema: adminEventSchema,
    paged: true,
    derive: (item) => ({
      rrule: item.rrule ?? '',
      recurrence: item.recurrence ?? '',
      startsAt: instant(item.startDate, item.startTime),
      endsAt: instant(item.endDate || item.startDate, item.endTime || item.startTime),
    }),
    // eventTitle of the API's event-editing.ts: "Bijbelkring (13 oktober 2026)".
    title: (item) => `${named(item)} (${formatDate(instant(item.startDate, item.startTime), 'D MMMM YYYY')})`,
  },
  pastor: { schema: adminPastorSchema, paged: false, derive: (item, media) => ({ slug: item.slug ?? 'lid', photo: item.photo ?? '', picture: pictureOf(media(item.mediaId)) }), title: named },
  church: { schema: adminChurchSchema, paged: false, derive: (item, media) => ({ picture: pictureOf(media(item.mediaId)) }), title: named },
  purpose: { schema: adminPurposeSchema, paged: false, derive: (item, media) => ({ picture: pictureOf(media(item.mediaId)), migrated: item.migrated ?? false }), title: named },
  zijstroom: {
    schema: adminZijstroomSchema,
    paged: false,
    locked: (item) => item.status !== 'draft',
    derive: (item) => ({ status: item.status ?? 'draft', sendAt: item.sendAt ?? null, sentAt: item.sentAt ?? null, recipients: item.recipients ?? 0, sent: item.sent ?? 0, attachment: item.attachment ?? null }),
    title: named,
  },
};
