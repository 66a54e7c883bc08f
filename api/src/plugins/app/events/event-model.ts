/**
 * The shapes of an event (input, list item, detail) and their mapping to and from a row. HTML is
 * sanitized here, on the way into the database; `plain_text` feeds excerpts, search and calendars.
 */
import type { EventDetail as EventDetailAnswer, EventSummary } from '@kerk/kit/api-types';
import { randomUUID } from 'node:crypto';

import type { Selectable } from 'kysely';

import type { EventsTable } from '../../../db/schema';
import { sanitizeByKind, toPlainText } from '../../../lib/sanitize';
import { type Exceptions, exceptionsOf } from './event-exceptions';
import { describeRecurrence, type SeriesEvent } from './event-recurrence';

export interface EventInput {
  title: string;
  /** HTML; sanitized before it is stored. */
  description: string;
  startsAt: Date;
  endsAt: Date;
  allDay?: boolean;
  location: string;
  churchName: string;
  address: string;
  uid?: string;
}

/** A list item, from the kit's API contract. */
export type { EventSummary };

/** The detail answer of the kit's API contract, plus what only the calendars use (not in the JSON answer). */
export interface EventDetail extends EventDetailAnswer {
  /** The description as text (calendar clients without HTML support). */
  plainText: string;
  sequence: number;
  /** The stored RRULE value ('' for one event): the iCal feeds carry it as it is. */
  rrule: string;
  /** A series' skipped and moved occurrences (EXDATE and RECURRENCE-ID in the feeds). */
  exceptions: Exceptions;
}

export interface EventQuery {
  /** ISO UTC instants; either may be left open. */
  from?: string;
  to?: string;
  location?: string;
  page: number;
  pageSize: number;
}


const EXCERPT_LENGTH = 180;

/** The first words of a text, cut at a word boundary. */
/**
 * A new event's iCalendar UID: globally unique and kept for good (calendars match updates on it). A
 * UUID alone is unique; no domain is appended, so the release names no congregation.
 */
export const newEventUid = (): string => randomUUID();

export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

export const toDetail = (row: Selectable<EventsTable>): EventDetail => ({
  id: row.id,
  title: row.title,
  excerpt: excerptOf(row.plain_text),
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  allDay: row.all_day === 1,
  location: row.location,
  churchName: row.church_name,
  address: row.address,
  updatedAt: row.updated_at,
  recurrence: describeRecurrence(row.rrule, row.starts_at),
  description: row.description,
  plainText: row.plain_text,
  uid: row.uid,
  sequence: row.sequence,
  rrule: row.rrule,
  exceptions: exceptionsOf(row),
  // The photo is read by the repository (another table); only the detail answer carries it.
  photo: null,
});

export const toSummary = (row: Selectable<EventsTable>): EventSummary => {
  const { description: _d, plainText: _p, uid: _u, sequence: _s, rrule: _r, exceptions: _e, photo: _f, ...summary } = toDetail(row);
  return summary;
};

/** A row as a series to expand (event-recurrence.ts), with its exceptions. */
export const seriesOf = (row: Pick<Selectable<EventsTable>, 'starts_at' | 'ends_at' | 'rrule' | 'all_day' | 'skip_dates' | 'moves'>): SeriesEvent => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  rrule: row.rrule,
  allDay: row.all_day === 1,
  exceptions: exceptionsOf(row),
});

/** Text of sanitized HTML; block ends become spaces, so paragraphs do not run into each other. */
const textOf = (html: string) => toPlainText(html.replace(/<\/(p|li|h[2-4]|blockquote|td|th)>|<br\s*\/?>/gi, '$& '));

export function toRow(input: EventInput) {
  const description = sanitizeByKind('essential', input.description);
  return {
    title: toPlainText(input.title),
    description,
    plain_text: textOf(description),
    starts_at: input.startsAt.toISOString(),
    ends_at: input.endsAt.toISOString(),
    all_day: input.allDay ? (1 as const) : (0 as const),
    location: input.location,
    church_name: toPlainText(input.churchName),
    address: toPlainText(input.address),
  };
}
