import { eventWhen } from './event-dates';

describe('eventWhen', () => {
  it('shows a same-day event as its date and start time, and the end time only', () => {
    expect(eventWhen({ startsAt: '2026-11-23T18:30:00.000Z', endsAt: '2026-11-23T20:00:00.000Z', allDay: false })).toEqual({
      start: 'maandag 23-11-2026 19.30', end: '21.00', multiDay: false, endDateTime: '2026-11-23T20:00:00.000Z',
    });
  });

  it('shows Amsterdam times on the DST Sundays (10:00 local both times)', () => {
    expect(eventWhen({ startsAt: '2026-03-29T08:00:00.000Z', endsAt: '2026-03-29T09:00:00.000Z', allDay: false }).start).toBe('zondag 29-03-2026 10.00');
    expect(eventWhen({ startsAt: '2026-10-25T09:00:00.000Z', endsAt: '2026-10-25T10:00:00.000Z', allDay: false }).start).toBe('zondag 25-10-2026 10.00');
  });

  it('gives a multi-day event the full end date and time', () => {
    expect(eventWhen({ startsAt: '2026-11-27T18:00:00.000Z', endsAt: '2026-11-29T15:00:00.000Z', allDay: false })).toMatchObject({
      start: 'vrijdag 27-11-2026 19.00', end: 'zondag 29-11-2026 16.00', multiDay: true,
    });
  });

  it('shows whole days as dates, the last day being the one before the exclusive end', () => {
    expect(eventWhen({ startsAt: '2026-11-20T23:00:00.000Z', endsAt: '2026-11-23T23:00:00.000Z', allDay: true })).toEqual({
      start: 'zaterdag 21-11-2026', end: 'maandag 23-11-2026', multiDay: true, endDateTime: '2026-11-23',
    });
    expect(eventWhen({ startsAt: '2026-11-20T23:00:00.000Z', endsAt: '2026-11-21T23:00:00.000Z', allDay: true })).toMatchObject({ end: '', multiDay: false });
  });
});
