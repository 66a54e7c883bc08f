/**
 * iCalendar (RFC 5545) for the agenda with ical-generator: one event ("Zet in agenda") or the
 * subscribable feed. Times are written as wall-clock times in the kit's TIME_ZONE with a VTIMEZONE, so
 * calendars show the village time whatever their own zone. The UID is the stored one and SEQUENCE /
 * LAST-MODIFIED come from the revision trigger, so a subscribed calendar updates an event in place.
 * A recurring event is one VEVENT with its RRULE and a DTSTART in Europe/Amsterdam, so the calendar
 * keeps its wall-clock time across the DST changes; its skipped days are EXDATEs in that zone (for
 * whole days DATEs, like its DTSTART) and each moved occurrence is one more VEVENT with the same UID
 * and a RECURRENCE-ID naming the start the rule gave it (RFC 5545, 3.8.4.4 and 3.8.5.1).
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { dayjs, TIME_ZONE } from '@kerk/kit/dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ICalCalendar, type ICalEventData } from 'ical-generator';

import { movedOccurrence, ruleStartOn } from './event-exceptions';
import { publicOrigin } from '../../../lib/public-origin';
import type { EventDetail } from './events-repository';

export interface CalendarOptions {
  /** The congregation's name (the settings' title): the calendar is "Agenda <name>". */
  siteName: string;
  /** Origin of the site, e.g. `https://www.example.org`, for the event links. */
  siteUrl: string;
  /** Feed only: how often subscribers should refresh, in seconds. */
  refreshSeconds?: number;
}

export const eventUrl = (siteUrl: string, id: number) => `${siteUrl}/evenement/${id}`;

/** The location line calendars show: church, address. */
const locationOf = (event: EventDetail) => [event.churchName, event.address].filter(Boolean).join(', ');

/**
 * The stored RRULE for the feed. Its UNTIL is a UTC instant, as RFC 5545 asks beside a DTSTART with
 * a TZID; an all-day event's DTSTART is a DATE, and then UNTIL must be a DATE too: its Amsterdam day.
 */
function ruleFor(event: EventDetail): string {
  if (!event.allDay) return event.rrule;
  return event.rrule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, (_match, y, mo, d, h, mi, se) =>
    `UNTIL=${dayjs(`${y}-${mo}-${d}T${h}:${mi}:${se}Z`).tz(TIME_ZONE).format('YYYYMMDD')}`,
  );
}

/** EXDATE values match DTSTART's type: the series' wall-clock start on each skipped day, or the day. */
function exdateLine(event: EventDetail): string[] {
  const days = event.exceptions.skipDates;
  if (!event.rrule || days.length === 0) return [];
  if (event.allDay) return [`EXDATE;VALUE=DATE:${days.map((day) => day.replace(/-/g, '')).join(',')}`];
  const starts = days.map((day) => dayjs(ruleStartOn(event, day)).tz(TIME_ZONE).format('YYYYMMDD[T]HHmmss'));
  return [`EXDATE;TZID=${TIME_ZONE}:${starts.join(',')}`];
}

/** The overriding VEVENTs of a series' moved occurrences: the series' data at the new time. */
function movedEvents(event: EventDetail, data: ICalEventData): ICalEventData[] {
  if (!event.rrule) return [];
  return event.exceptions.moves.map((move) => {
    const moved = movedOccurrence(event, move);
    const at = { ...data, start: dayjs(moved.startsAt), end: dayjs(moved.endsAt), repeating: null };
    // ical-generator writes RECURRENCE-ID as a date-time; beside a DATE DTSTART it must be a DATE too.
    if (event.allDay) return { ...at, x: [['RECURRENCE-ID;VALUE=DATE', move.day.replace(/-/g, '')]] as [string, string][] };
    return { ...at, recurrenceId: dayjs(moved.movedFrom) };
  });
}

export function buildCalendar(events: EventDetail[], options: CalendarOptions): string {
  const calendar = new ICalCalendar({
    prodId: { company: options.siteName || 'Agenda', product: 'Agenda', language: 'NL' },
    name: options.siteName ? `Agenda ${options.siteName}` : 'Agenda',
    url: `${options.siteUrl}/agenda`,
    // The name stays null on purpose: with a calendar-wide zone ical-generator would also write
    // DTSTAMP and LAST-MODIFIED as local times, which RFC 5545 requires in UTC. The events carry
    // the zone instead, and the generator still adds its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: options.refreshSeconds ?? null,
    x: [['X-WR-TIMEZONE', TIME_ZONE]],
  });
  for (const event of events) {
    const url = eventUrl(options.siteUrl, event.id);
    const data: ICalEventData = {
      id: event.uid,
      sequence: event.sequence,
      // A native Date would be written in the server's own zone; a dayjs value (the kit's, with its
      // time-zone plugins) is converted to TIME_ZONE by ical-generator.
      start: dayjs(event.startsAt),
      end: dayjs(event.endsAt),
      allDay: event.allDay,
      timezone: TIME_ZONE,
      // One VEVENT per series: the stored RRULE as it is (its UNTIL in UTC, as RFC 5545 asks with a TZID start), and its EXDATEs.
      repeating: event.rrule ? [`RRULE:${ruleFor(event)}`, ...exdateLine(event)].join('\n') : null,
      summary: event.title,
      description: { plain: event.plainText ? `${event.plainText}\n\n${url}` : url, html: event.description || undefined },
      location: locationOf(event),
      url,
      stamp: dayjs(event.updatedAt),
      lastModified: dayjs(event.updatedAt),
    };
    for (const vevent of [data, ...movedEvents(event, data)]) calendar.createEvent(vevent);
  }
  return calendar.toString();
}

/** PUBLIC_URL, else the visitor's origin (behind a proxy only when TRUST_PROXY is on), for links inside the calendar. */
export const siteUrlOf = (request: FastifyRequest) => publicOrigin(request, request.server.config);

/** Sends iCalendar text as it is (no JSON serialization) with its own type and disposition. */
export function sendCalendar(reply: FastifyReply, ics: string, disposition: string) {
  return reply.type('text/calendar; charset=utf-8').header('content-disposition', disposition).send(ics);
}
