/**
 * Test data and a fetch router for the agenda's component tests (not part of the bundle), typed by
 * the kit's answer types and checked against the answer schemas when loaded (`fixture`).
 */
import { eventDetailSchema, eventSummarySchema, pageSchema } from '@kerk/kit/api-schemas';
import { mockFetch } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';

import type { AgendaEvent, EventDetail } from './api/events-api';

export const koffie: AgendaEvent = fixture(eventSummarySchema, {
  id: 1, title: 'Koffieochtend in De Ark', excerpt: 'Samen koffie drinken.', startsAt: '2026-11-23T09:00:00.000Z', endsAt: '2026-11-23T10:30:00.000Z',
  allDay: false, location: 'druten', churchName: 'De Ark', address: 'Hogestraat 5, 6651 BJ Druten', updatedAt: '2026-11-01T10:00:00.000Z', recurrence: '',
});

export const kamp: AgendaEvent = fixture(eventSummarySchema, {
  id: 2, title: 'Gemeentekamp aan de Maas', excerpt: 'Kamperen.', startsAt: '2026-11-27T17:00:00.000Z', endsAt: '2026-11-29T14:00:00.000Z',
  allDay: false, location: 'batenburg', churchName: 'Dorpskerk Batenburg', address: 'Walstraat 2, 6634 AE Batenburg', updatedAt: '2026-11-01T10:00:00.000Z', recurrence: '',
});

export const detail: EventDetail = fixture(eventDetailSchema, { ...koffie, description: '<p>Elke week drinken we <strong>samen</strong> koffie.</p>', uid: 'a@pgmaasenwaal.nl', photo: null });

export const agendaPage = fixture(pageSchema, {
  id: 9, name: 'agenda', metaTitle: 'Agenda', metaDescription: 'Alle activiteiten',
  partials: [
    { name: 'title', content: 'Agenda' },
    { name: 'intro', content: '<p>Wat is er te doen?</p>' },
    { name: 'empty', content: 'Er zijn geen evenementen gepland.' },
    { name: 'subscribe', content: '<p>Zet de agenda in uw eigen agenda.</p>' },
  ],
});

export const indexPage = fixture(pageSchema, { id: 1, name: 'index', metaTitle: 'Home', metaDescription: '', partials: [{ name: 'events-title', content: 'Programma en evenementen' }] });

export const listOf = (items: AgendaEvent[], page = 1, total = items.length, pageSize = 100) => ({ data: items, meta: { page, pageSize, total } });

type EventsHandler = (params: URLSearchParams) => { status?: number; body: unknown } | undefined;

/** Answers the page store from the fixtures and /api/events with the given handler. */
export function mockAgendaApi(events: EventsHandler, extra: (url: URL) => { status?: number; body: unknown } | undefined = () => undefined) {
  return mockFetch((url) => {
    if (url.pathname === '/api/page') {
      const name = url.searchParams.get('name');
      return name === 'agenda' ? { body: { data: agendaPage } } : name === 'index' ? { body: { data: indexPage } } : undefined;
    }
    if (url.pathname === '/api/events') return events(url.searchParams);
    return extra(url);
  });
}

/** The /api/events requests made so far, as their query parameters. */
export const eventsRequests = (mock: jest.Mock) =>
  mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/events')
    .map((url) => Object.fromEntries(url.searchParams));

/** Monday 23-11-2026 21:05 in Amsterdam: the instant the agenda's tests live at. */
export const MONDAY_EVENING = '2026-11-23T20:05:00.000Z';

/**
 * Freezes `Date` (only) at an instant, so "today" and "now" never come from the wall clock; timers
 * stay real, so Testing Library's waiting and user-event work as usual. Undo with jest.useRealTimers().
 */
export function freezeDateAt(iso: string) {
  jest.useFakeTimers({
    now: Date.parse(iso),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
