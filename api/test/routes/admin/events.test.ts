/**
 * /api/admin/events (issue 16): an editor adds, changes, deletes and restores agenda events, single
 * or recurring. Each save is a revision; a stale If-Match is a 409 naming who and when; bad input
 * gets a Dutch message per field. A weekly event shows in the public agenda once per week at its
 * Amsterdam time, and in the iCal feeds as one VEVENT with its RRULE, SEQUENCE rising per change.
 * Its photo is recorded as used, so the media library will not delete it.
 */
import * as ical from 'node-ical';

import { formatTime } from '@kerk/kit/dates';
import { startClockAt, stepClock } from '../../../src/lib/clock';
import { asSignedIn } from '../../admin-helper';
import { useEditors } from '../../admin-editors';
import { photo } from '../../media-images';

const NOW = '2026-10-01T09:00:00Z';

/** The weekly Bible circle, Tuesdays 20:00–21:30 from 13 October until 10 November (across the end of summer time). */
const CIRCLE = {
  title: 'Bijbelkring: Marcus lezen',
  startDate: '2026-10-13',
  startTime: '20:00',
  endTime: '21:30',
  church: 'wijchen',
  description: '<p>We lezen elke keer één psalm.</p><script>alert(1)</script>',
  repeat: 'weekly',
  repeatUntil: '2026-11-10',
};

type Admin = { id: number; version: number; uid?: string } & Record<string, unknown>;

describe('/api/admin/events', () => {
  const ed = useEditors('/api/admin/events', NOW);
  const { call } = ed;

  const create = async (fields: object = CIRCLE) => {
    const res = await call(ed.redacteur, 'POST', '', fields);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json().data as Admin;
  };

  const publicList = async (from: string, to: string) =>
    ((await ed.app.inject({ url: `/api/events?from=${from}&to=${to}&pageSize=100` })).json().data as { id: number; startsAt: string; endsAt: string; recurrence: string }[]);

  const veventsOf = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');

  it('creates a weekly event that the public agenda shows every week at 20:00 Amsterdam time, across the end of summer time', async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: CIRCLE.title, startDate: '2026-10-13', startTime: '20:00', endDate: '2026-10-13', endTime: '21:30', church: 'wijchen', location: 'wijchen',
      placeName: 'Open Hof', description: '<p>We lezen elke keer één psalm.</p>', repeat: 'weekly', repeatUntil: '2026-11-10', repeatCount: null,
      rrule: 'FREQ=WEEKLY;UNTIL=20261110T225959Z', recurrence: 'Elke week op dinsdag, tot en met 10 november 2026', version: 1, updatedBy: 'anna@example.org',
    });
    const mine = (await publicList('2026-10-01', '2026-11-30')).filter((e) => e.id === created.id);
    expect(mine.map((e) => e.startsAt)).toEqual(['2026-10-13T18:00:00.000Z', '2026-10-20T18:00:00.000Z', '2026-10-27T19:00:00.000Z', '2026-11-03T19:00:00.000Z', '2026-11-10T19:00:00.000Z']);
    expect(mine.map((e) => formatTime(e.startsAt))).toEqual(Array(5).fill('20.00'));
    expect(mine[0]!.recurrence).toBe('Elke week op dinsdag, tot en met 10 november 2026');
    // One week's view holds one occurrence.
    expect((await publicList('2026-10-26', '2026-11-01')).filter((e) => e.id === created.id)).toEqual([expect.objectContaining({ startsAt: '2026-10-27T19:00:00.000Z', endsAt: '2026-10-27T20:30:00.000Z' })]);
    // The page of one occurrence (?datum=) has that day's times; a day without one shows the first.
    expect((await ed.app.inject({ url: `/api/events/${created.id}?datum=2026-11-03` })).json().data).toMatchObject({ startsAt: '2026-11-03T19:00:00.000Z', endsAt: '2026-11-03T20:30:00.000Z' });
    expect((await ed.app.inject({ url: `/api/events/${created.id}?datum=2026-11-04` })).json().data).toMatchObject({ startsAt: '2026-10-13T18:00:00.000Z' });
    // Search finds the series by its next date, not its first (its answers are cached until the next write).
    startClockAt('2026-10-21T09:00:00Z');
    const found = ((await ed.app.inject({ url: '/api/search?q=Marcus' })).json().data as { type: string; id: number; date: string }[]).find((r) => r.type === 'event' && r.id === created.id);
    expect(found?.date).toBe('2026-10-27T19:00:00.000Z');
    startClockAt(NOW);
    const audit = (await ed.app.inject({ url: '/api/admin/audit', headers: { cookie: ed.koster.cookie } })).json().data;
    expect(audit[0]).toMatchObject({ action: 'event_created', actor: 'anna@example.org', subject: 'Bijbelkring: Marcus lezen (13 oktober 2026)' });
  });

  it('carries the series as one VEVENT with its RRULE and a DTSTART in Europe/Amsterdam; SEQUENCE rises after an edit', async () => {
    const created = await create();
    const feed = await ed.app.inject({ url: '/api/agenda.ics' });
    const series = veventsOf(feed.body).filter((e) => e.summary === CIRCLE.title);
    expect(series).toHaveLength(1);
    expect(feed.body).toMatch(/DTSTART;TZID=Europe\/Amsterdam:20261013T200000\r\n/);
    expect(feed.body).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20261110T225959Z\r\n/);
    expect(series[0]!.rrule?.all().length).toBe(5);

    const before = (await ed.app.inject({ url: `/api/events/${created.id}.ics` })).body;
    expect(before).toMatch(/SEQUENCE:0\r\n/);
    const saved = await call(ed.koster, 'PUT', `/${created.id}`, { ...CIRCLE, repeatUntil: '2026-12-15' }, { 'if-match': '"1"' });
    expect(saved.statusCode).toBe(200);
    const after = (await ed.app.inject({ url: `/api/events/${created.id}.ics` })).body;
    expect(after).toMatch(/SEQUENCE:1\r\n/);
    expect(after).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20261215T225959Z\r\n/);
    expect(veventsOf(after)).toHaveLength(1);
  });

  it('answers a Dutch message per field: empty title, end before start, bad address, a recurrence without end', async () => {
    const bad = await call(ed.redacteur, 'POST', '', { ...CIRCLE, title: ' ', startTime: '21:00', endTime: '20:00', repeatUntil: '', church: 'ander', location: 'druten', address: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      message: 'Het evenement is niet opgeslagen. Bekijk de meldingen bij de velden.',
      fields: {
        title: 'Titel is verplicht',
        endTime: 'Het einde ligt vóór het begin. Kies een latere einddatum of eindtijd.',
        address: 'Vul een adres in met straat, huisnummer, postcode en plaats, bijvoorbeeld Dorpsstraat 1, 1234 AB Dorp.',
        repeatUntil: 'Kies tot wanneer het evenement terugkomt: tot en met een datum, of een aantal keer.',
      },
    });
    const more = await call(ed.redacteur, 'POST', '', { ...CIRCLE, allDay: true, endDate: '2026-10-12', church: 'nergens', repeatUntil: '', repeatCount: 500, mediaId: 999 });
    expect(more.json().fields).toEqual({
      endDate: 'Het einde ligt vóór het begin. Kies een latere einddatum of eindtijd.',
      church: 'Kies een van de kerken, of "Ander adres".',
      repeatCount: 'Vul een aantal keer in van 2 tot en met 200.',
      mediaId: 'Deze foto staat niet (meer) in de fotobibliotheek. Kies een andere foto.',
    });
    expect((await call(ed.redacteur, 'GET', '')).json().data.some((e: Admin) => e.title === CIRCLE.title)).toBe(false);
  });

  it('saves another address with its village, and whole days over more days', async () => {
    const created = await create({ title: 'Gemeentekamp', allDay: true, startDate: '2026-10-23', endDate: '2026-10-25', church: 'ander', location: 'druten', placeName: 'Kampeerboerderij De Hoeve', address: 'Hoeveweg 3, 6651 AA Druten' });
    expect(created).toMatchObject({ allDay: true, startDate: '2026-10-23', endDate: '2026-10-25', startTime: '', church: 'ander', location: 'druten', placeName: 'Kampeerboerderij De Hoeve', startsAt: '2026-10-22T22:00:00.000Z', endsAt: '2026-10-25T23:00:00.000Z', repeat: 'none', rrule: '' });
    expect((await ed.app.inject({ url: `/api/events/${created.id}` })).json().data).toMatchObject({ churchName: 'Kampeerboerderij De Hoeve', address: 'Hoeveweg 3, 6651 AA Druten', location: 'druten', recurrence: '' });
  });

  it('updates with If-Match: 428 without, 409 naming who and when; each save is a revision to restore', async () => {
    const created = await create();
    expect((await call(ed.koster, 'PUT', `/${created.id}`, { ...CIRCLE, title: 'Bijbelkring' })).statusCode).toBe(428);
    // The koster saves a minute after it was made (the clock is held: nothing moves it but this).
    stepClock(60_000);
    expect((await call(ed.koster, 'PUT', `/${created.id}`, { ...CIRCLE, title: 'Bijbelkring' }, { 'if-match': '"1"' })).statusCode).toBe(200);
    const stale = await call(ed.redacteur, 'PUT', `/${created.id}`, { ...CIRCLE, title: 'Kring' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/^Dit evenement is intussen gewijzigd door koster@example\.org op 1 oktober 2026 om 11\.01\./), current: { title: 'Bijbelkring' } });
    const revisions = (await call(ed.redacteur, 'GET', `/${created.id}/revisions`)).json().data as { id: number; version: number }[];
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    const restored = await call(ed.redacteur, 'POST', `/${created.id}/revisions/${revisions[1]!.id}/restore`, undefined, { 'if-match': '"2"' });
    expect(restored.json().data).toMatchObject({ title: CIRCLE.title, version: 3, rrule: 'FREQ=WEEKLY;UNTIL=20261110T225959Z' });
    expect((await ed.app.inject({ url: `/api/events/${created.id}` })).json().data.title).toBe(CIRCLE.title);
  });

  it('deletes into the Prullenbak (404 and gone from the feed at once) and restores with the same id and UID', async () => {
    const created = await create();
    const { uid } = (await ed.app.inject({ url: `/api/events/${created.id}` })).json().data;
    const deleted = await call(ed.redacteur, 'DELETE', `/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await ed.app.inject({ url: `/api/events/${created.id}` })).statusCode).toBe(404);
    expect((await publicList('2026-10-01', '2026-11-30')).some((e) => e.id === created.id)).toBe(false);
    expect((await ed.app.inject({ url: '/api/agenda.ics' })).body).not.toContain(uid);
    const trash = (await call(ed.redacteur, 'GET', '/prullenbak')).json().data;
    expect(trash).toEqual([expect.objectContaining({ refId: created.id, title: 'Bijbelkring: Marcus lezen (13 oktober 2026)', deletedBy: 'anna@example.org' })]);

    const restored = await call(ed.koster, 'POST', `/prullenbak/${deleted.json().data.trashId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await ed.app.inject({ url: `/api/events/${created.id}` })).json().data.uid).toBe(uid);
    expect((await publicList('2026-10-01', '2026-11-30')).filter((e) => e.id === created.id)).toHaveLength(5);
  });

  it('shows its photo (AVIF and WebP widths, alt) and keeps the photo from being deleted while used', async () => {
    const upload = await ed.app.inject({ method: 'POST', url: '/api/admin/media?alt=Open%20Bijbel%20op%20tafel&name=kring.jpg', headers: asSignedIn(ed.redacteur, { 'content-type': 'image/jpeg' }), payload: await photo(700, 500) });
    const media = upload.json().data;
    const created = await create({ ...CIRCLE, mediaId: media.id });
    expect(created.mediaId).toBe(media.id);
    const detail = (await ed.app.inject({ url: `/api/events/${created.id}` })).json().data;
    expect(detail.photo).toEqual({ src: media.src, srcset: media.srcset, srcsetAvif: media.srcsetAvif, alt: 'Open Bijbel op tafel', width: 700, height: 500, preview: media.preview, focusX: 50, focusY: 50 });
    const refused = await ed.app.inject({ method: 'DELETE', url: `/api/admin/media/${media.id}`, headers: asSignedIn(ed.redacteur) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().usages).toEqual([{ kind: 'event', ref: String(created.id), label: 'Agenda: Bijbelkring: Marcus lezen' }]);

    const { trashId } = (await call(ed.redacteur, 'DELETE', `/${created.id}`)).json().data;
    expect((await ed.app.inject({ method: 'DELETE', url: `/api/admin/media/${media.id}`, headers: asSignedIn(ed.redacteur) })).statusCode).toBe(204);
    // Back from the Prullenbak after its photo was deleted: the event returns, without a photo.
    expect((await call(ed.redacteur, 'POST', `/prullenbak/${trashId}/restore`)).statusCode).toBe(200);
    expect((await ed.app.inject({ url: `/api/events/${created.id}` })).json().data.photo).toBeNull();
  });

  it('lists coming events and running series first, the ended ones (also a finished series) on request', async () => {
    const series = await create();
    const past = await create({ ...CIRCLE, title: 'Oud', startDate: '2026-09-01', repeat: 'none', repeatUntil: '' });
    const finished = await create({ ...CIRCLE, title: 'Zomerkring', startDate: '2026-08-04', repeatUntil: '', repeatCount: 4 });
    const running = await create({ ...CIRCLE, title: 'Najaarskring', startDate: '2026-09-01', repeatUntil: '', repeatCount: 8 });
    const ids = async (query: string) => ((await call(ed.redacteur, 'GET', `?pageSize=100${query}`)).json().data as Admin[]).map((e) => e.id);
    const coming = await ids('');
    expect(coming).toEqual(expect.arrayContaining([series.id, running.id]));
    expect(coming).not.toContain(past.id);
    expect(coming).not.toContain(finished.id);
    const earlier = await ids('&past=true');
    expect(earlier).toEqual(expect.arrayContaining([past.id, finished.id]));
    expect(earlier).not.toContain(series.id);
    expect(earlier).not.toContain(running.id);
  });
});
