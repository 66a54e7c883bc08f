/**
 * The editing app's rules for one agenda event (issue 16), with a Dutch message per field: a title,
 * a start and an end not before it (or whole days), one of the churches or another address, and a
 * recurrence with an end (a last day or a number of times), so a series never runs on unnoticed.
 */
import { OTHER_VENUE } from '@kerk/kit/api-schemas';
import { eventMessages, eventType, type FieldValues, normalTime } from '@kerk/kit/content-types';
import { addDays, isCalendarDate, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { LOCATION_SLUGS } from '@kerk/kit/texts';

import { checkContent, visibleValues } from '../content-editing/content-rows';
import { moveLine, parseMove } from './event-exceptions';
import { ruleOccurrences, type SeriesEvent } from './event-recurrence';

/** What the form sends: the fields of the kit's `eventType` (the rules say which are missing). */
export type EventFields = Partial<FieldValues<typeof eventType>>;

export { eventMessages };

/** Street, house number and place: letters, a digit, at least 6 characters. */
const looksLikeAddress = (value: string) => value.length >= 6 && /\p{L}{2}/u.test(value) && /\d/.test(value);

export interface CheckedEvent {
  errors: Record<string, string>;
  /** ISO instants, when the dates and times are good. */
  startsAt: string | null;
  endsAt: string | null;
  /** The values as they are kept (a field the form hides emptied). */
  values: EventFields;
}

/** Start and end as instants; an all-day event ends at the midnight after its last day. */
function checkTimes(fields: EventFields, errors: Record<string, string>): { startsAt: Date | null; endsAt: Date | null } {
  if (errors.startDate || errors.endDate || errors.startTime || errors.endTime) return { startsAt: null, endsAt: null };
  const startDate = fields.startDate!.trim();
  const endDate = fields.endDate?.trim() || startDate;
  const startTime = fields.allDay ? '00:00' : normalTime(fields.startTime ?? '')!;
  const endTime = fields.allDay ? '00:00' : normalTime(fields.endTime ?? '')!;
  const startsAt = zonedToUtc(startDate, startTime);
  const endsAt = fields.allDay ? zonedToUtc(addDays(endDate, 1)) : zonedToUtc(endDate, endTime);
  if (endsAt.getTime() < startsAt.getTime() || (fields.allDay && endDate < startDate)) {
    errors[fields.allDay || endDate !== startDate ? 'endDate' : 'endTime'] = eventMessages.endBeforeStart;
    return { startsAt: null, endsAt: null };
  }
  return { startsAt, endsAt };
}

/** The event's own rules beyond the fields': an address that looks like one, a series with an end after its start. */
function checkOwn(fields: EventFields, errors: Record<string, string>) {
  if (fields.church === OTHER_VENUE && !errors.address && !looksLikeAddress(fields.address?.trim() ?? '')) errors.address = eventMessages.address;
  if (!fields.repeat || fields.repeat === 'none') return;
  const until = fields.repeatUntil?.trim() ?? '';
  if (until) {
    if (!errors.repeatUntil && fields.startDate && until < fields.startDate) errors.repeatUntil = eventMessages.repeatUntilBeforeStart;
  } else if (fields.repeatCount === undefined || fields.repeatCount === null) errors.repeatUntil = eventMessages.repeatEnd;
}

/** The per-field messages for an event (empty when it can be saved), its first start and end, and its values. */
export function checkEvent(fields: EventFields, options: { churches: readonly string[]; mediaExists: boolean }): CheckedEvent {
  const values = visibleValues(eventType, fields) as EventFields;
  const errors = checkContent(eventType, values, { churches: options.churches, locations: LOCATION_SLUGS });
  const { startsAt, endsAt } = checkTimes(values, errors);
  checkOwn(values, errors);
  if (values.mediaId != null && !options.mediaExists) errors.mediaId = eventMessages.photo;
  return { errors, startsAt: startsAt?.toISOString() ?? null, endsAt: endsAt?.toISOString() ?? null, values };
}

/** Whether the rule (without exceptions) has an occurrence starting on an Amsterdam day. */
const isOccurrence = (series: SeriesEvent, day: string) =>
  ruleOccurrences(series, zonedToUtc(day).toISOString(), zonedToUtc(addDays(day, 1)).toISOString()).some((o) => zonedDate(o.startsAt) === day);

/**
 * A series' exceptions (issue 41): every skipped day and every moved one must be a day of the rule,
 * a move needs its new day (and time, unless whole days). The values to keep, or the messages; a
 * single event keeps none.
 */
export function checkExceptions(values: EventFields, series: SeriesEvent & { rrule: string }): { errors: Record<string, string> } | { values: Pick<EventFields, 'skipDates' | 'moves'> } {
  if (!series.rrule) return { values: { skipDates: [], moves: [] } };
  const errors: Record<string, string> = {};
  const skipDates = (values.skipDates ?? []).map((day) => day.trim());
  const notOne = skipDates.find((day) => !isOccurrence(series, day));
  if (notOne) errors.skipDates = eventMessages.notAnOccurrence(eventType.fields.skipDates.label, notOne);
  const moves = (values.moves ?? []).map(parseMove);
  for (const move of moves) {
    const time = series.allDay ? '' : normalTime(move.toTime);
    if (!isCalendarDate(move.day) || !isCalendarDate(move.toDay) || time === null) errors.moves = series.allDay ? eventMessages.moveAllDay : eventMessages.move;
    else if (!isOccurrence(series, move.day)) errors.moves = eventMessages.notAnOccurrence(eventType.fields.moves.label, move.day);
    else if (skipDates.includes(move.day)) errors.moves = eventMessages.movedAndSkipped(move.day);
    if (errors.moves) break;
    move.toTime = time!;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { values: { skipDates, moves: moves.map(moveLine) } };
}
