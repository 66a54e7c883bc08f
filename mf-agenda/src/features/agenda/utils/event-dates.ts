/**
 * How an event's start and end read in Dutch (spec §1: day-month-year with dashes; §3: events show
 * start and end). Times are Amsterdam times. An all-day event ends at the midnight after its last
 * day (as the API and iCalendar store it), so its last day is one moment before that.
 */
import { formatDay, formatTime, toLocal } from '@kerk/kit/dates';

export interface EventTimes {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

export interface EventWhen {
  /** 'maandag 23-11-2026 19.30', or the date alone for an all-day event. */
  start: string;
  /** The time on the same day, the date (and time) of the last day, or '' for a single whole day. */
  end: string;
  /** True when the event runs over more than one day: the list joins start and end with 't/m'. */
  multiDay: boolean;
  /** ISO value of the last moment for <time dateTime>: the last day for all-day events. */
  endDateTime: string;
}

/** The Amsterdam date an event starts on ('YYYY-MM-DD'). */
export const firstDayOf = (event: EventTimes): string => toLocal(event.startsAt).format('YYYY-MM-DD');

/** The Amsterdam date of an all-day event's last day ('YYYY-MM-DD'). */
export const lastDayOf = (event: EventTimes): string =>
  toLocal(Date.parse(event.endsAt) - 1).format('YYYY-MM-DD');

export function eventWhen(event: EventTimes): EventWhen {
  const firstDay = firstDayOf(event);
  if (event.allDay) {
    const lastDay = lastDayOf(event);
    const multiDay = lastDay > firstDay;
    return { start: formatDay(firstDay), end: multiDay ? formatDay(lastDay) : '', multiDay, endDateTime: lastDay };
  }
  const sameDay = toLocal(event.endsAt).format('YYYY-MM-DD') === firstDay;
  return {
    start: `${formatDay(event.startsAt)} ${formatTime(event.startsAt)}`,
    end: sameDay ? formatTime(event.endsAt) : `${formatDay(event.endsAt)} ${formatTime(event.endsAt)}`,
    multiDay: !sameDay,
    endDateTime: event.endsAt,
  };
}
