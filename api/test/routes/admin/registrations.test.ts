/**
 * /api/admin/registrations (issue 43): the seeded Kerstnacht's list as the volunteers use it.
 * A beheerder sees the names in order, adds a sign-up by phone (without an address), cancels one
 * (the waitlist moves up, with a mail), exports the CSV, mails everyone; both roles see the counts,
 * close and open again, and change the seats (more seats move the waitlist up, as a save of the
 * service's form does). A redacteur never gets a name or an address.
 */
import { serviceType } from '@kerk/kit/content-types';

import { useEditors } from '../../admin-editors';
import type { SignedIn } from '../../admin-helper';

const NOW = '2026-11-25T09:00:00.000Z';

type Listed = { id: number; seq: number; name: string; email: string; seats: number; status: string; source: string; position?: number };

describe('/api/admin/registrations', () => {
  const ed = useEditors('/api/admin/registrations', NOW);
  const { call } = ed;
  let id: number;

  beforeEach(async () => {
    const row = await ed.app.db.selectFrom('services').select('id').where('signups', '=', 1).where('season', 'like', 'Kerstnacht%').executeTakeFirstOrThrow();
    id = row.id;
    // Few seats, so the waitlist is reached quickly.
    await ed.app.db.updateTable('services').set({ signup_seats: 4 }).where('id', '=', id).execute();
  });

  const phone = (name: string, seats: number, email = '', who: SignedIn = ed.koster) => call(who, 'POST', `/service/${id}`, { name, email, seats });
  const list = async (who: SignedIn = ed.koster) => {
    const res = await call(who, 'GET', `/service/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { limit: number; taken: number; waiting: number; open: boolean; closed: boolean; names: boolean; items: Listed[]; title: string };
  };
  /** The mails queued, in a fixed order (their ids are random). */
  const mails = async () =>
    (await ed.app.db.selectFrom('registration_mails').select(['kind', 'to_email', 'subject']).execute()).sort((a, b) => `${a.kind} ${a.to_email}`.localeCompare(`${b.kind} ${b.to_email}`));

  it('lists the services and events taking sign-ups from today on, with their counts, for both roles', async () => {
    await phone('Anna de Vries', 3);
    await phone('Piet Jansen', 2);
    for (const who of [ed.koster, ed.redacteur]) {
      const res = await call(who, 'GET', '');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { kind: string; id: number; title: string; startsAt: string; limit: number; taken: number; waiting: number; open: boolean }[];
      expect(data.find((t) => t.kind === 'service' && t.id === id)).toEqual(expect.objectContaining({ title: 'Kerstnacht', limit: 4, taken: 3, waiting: 2, open: true }));
      expect(data.map((t) => t.title)).toEqual(expect.arrayContaining(['Kerstdiner voor iedereen']));
      expect(data.map((t) => t.startsAt)).toEqual([...data.map((t) => t.startsAt)].sort());
      expect(data.every((t) => t.startsAt >= '2026-11-24T23:00:00.000Z')).toBe(true);
    }
  });

  it('adds a sign-up by phone without an address: confirmed when it fits, else on the waitlist; the list in order', async () => {
    const first = await phone('Anna de Vries', 3);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ status: 'confirmed', seats: 3, id: expect.any(Number) });
    const second = await phone('Piet Jansen', 2, 'piet@example.org');
    expect(second.json().data).toEqual({ status: 'waitlisted', seats: 2, position: 1, id: expect.any(Number) });
    const answer = await list();
    expect(answer).toEqual(expect.objectContaining({ limit: 4, taken: 3, waiting: 2, names: true }));
    expect(answer.items.map(({ name, email, status, source, position }) => ({ name, email, status, source, position }))).toEqual([
      { name: 'Anna de Vries', email: '', status: 'confirmed', source: 'phone', position: undefined },
      { name: 'Piet Jansen', email: 'piet@example.org', status: 'waitlisted', source: 'phone', position: 1 },
    ]);
    // Only the sign-up with an address gets a mail.
    expect(await mails()).toEqual([{ kind: 'confirm', to_email: 'piet@example.org', subject: '' }]);
  });

  it('refuses a sign-up by phone with the field’s Dutch message, a known address with 409, and a redacteur with 403', async () => {
    const bad = await phone('', 0, 'geen-adres');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'validation_error',
      message: 'Controleer de velden die rood zijn.',
      fields: { name: 'Naam is verplicht', email: 'E-mailadres is niet juist', seats: 'Vul een aantal plaatsen in van 1 of meer.' },
    });
    expect((await phone('Anna', 1, 'anna@example.org')).statusCode).toBe(201);
    const again = await phone('Anna', 2, 'ANNA@example.org');
    expect([again.statusCode, again.json()]).toEqual([409, { code: 'duplicate', message: 'Dit e-mailadres staat al op de lijst.' }]);
    expect((await phone('Kees', 1, '', ed.redacteur)).statusCode).toBe(403);
    const unknown = await call(ed.koster, 'POST', '/service/9999', { name: 'Kees', email: '', seats: 1 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  it('shows a redacteur the counts but no name or address, and refuses the CSV', async () => {
    await phone('Anna de Vries', 3, 'anna@example.org');
    const answer = await list(ed.redacteur);
    expect(answer).toEqual(expect.objectContaining({ taken: 3, names: false, items: [] }));
    expect(JSON.stringify(answer)).not.toContain('Anna');
    expect((await call(ed.redacteur, 'GET', `/service/${id}/aanmeldingen.csv`)).statusCode).toBe(403);
  });

  it('cancels one sign-up: the waitlist moves up with a mail, an audit line without the name', async () => {
    const anna = (await phone('Anna de Vries', 3)).json().data.id as number;
    await phone('Piet Jansen', 2, 'piet@example.org');
    const res = await call(ed.koster, 'DELETE', `/entries/${anna}`);
    expect(res.statusCode).toBe(204);
    expect((await list()).items.map((r) => [r.name, r.status])).toEqual([['Piet Jansen', 'confirmed']]);
    expect((await mails()).map((m) => m.kind)).toEqual(['confirm', 'moved_up']);
    const again = await call(ed.koster, 'DELETE', `/entries/${anna}`);
    expect([again.statusCode, again.json().message]).toEqual([404, 'Deze aanmelding staat niet (meer) op de lijst.']);
    const audit = await ed.app.db.selectFrom('audit_log').select(['action', 'subject']).where('action', '=', 'registration_cancelled').execute();
    expect(audit).toEqual([{ action: 'registration_cancelled', subject: 'Kerstnacht 24-12-2026' }]);
  });

  it('exports the list as CSV with a BOM and Dutch columns, the waitlist after the confirmed, formulas made text', async () => {
    await phone('=Anna', 3);
    await phone('Piet Jansen', 2, 'piet@example.org');
    const res = await call(ed.koster, 'GET', `/service/${id}/aanmeldingen.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aanmeldingen-dienst-\d+-2026-12-2\d\.csv"$/);
    const [header, ...rows] = res.body.split('\r\n');
    expect(header).toBe('\uFEFF"Volgnummer";"Naam";"E-mailadres";"Plaatsen";"Status";"Antwoord";"Aangemeld op";"Via"');
    expect(rows).toEqual(['"1";"\'=Anna";"";"3";"bevestigd";"";"25-11-2026 10.00";"telefoon"', '"2";"Piet Jansen";"piet@example.org";"2";"wachtlijst (plaats 1)";"";"25-11-2026 10.00";"telefoon"', '']);
  });

  it('closes sign-ups early and opens them again, for both roles; the visitor’s form follows', async () => {
    const closed = await call(ed.redacteur, 'PUT', `/service/${id}/closed`, { closed: true });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toEqual(expect.objectContaining({ closed: true, open: false, names: false }));
    const visitor = await ed.app.inject({ method: 'POST', url: `/api/services/${id}/registrations`, payload: { name: 'Kees', email: 'kees@example.org', seats: 1 } });
    expect(visitor.statusCode).toBe(400);
    // A volunteer may still add one by phone.
    expect((await phone('Anna', 1)).statusCode).toBe(201);
    const opened = await call(ed.koster, 'PUT', `/service/${id}/closed`, { closed: false });
    expect(opened.json().data).toEqual(expect.objectContaining({ closed: false, open: true }));
  });

  it('changes the seats: more move the waitlist up, fewer than confirmed is refused in Dutch', async () => {
    await phone('Anna de Vries', 3);
    await phone('Piet Jansen', 2, 'piet@example.org');
    const fewer = await call(ed.redacteur, 'PUT', `/service/${id}/seats`, { seats: 2 });
    expect([fewer.statusCode, fewer.json().fields]).toEqual([400, { seats: 'Er zijn al 3 plaatsen bevestigd. Kies minstens 3, of meld eerst mensen af.' }]);
    expect((await call(ed.koster, 'PUT', `/service/${id}/seats`, { seats: 0 })).json().fields.seats).toBe('Vul een aantal plaatsen in van 1 tot en met 5000.');
    const more = await call(ed.redacteur, 'PUT', `/service/${id}/seats`, { seats: 6 });
    expect(more.statusCode).toBe(200);
    expect(more.json().data).toEqual(expect.objectContaining({ limit: 6, taken: 5, waiting: 0 }));
    expect((await mails()).map((m) => m.kind)).toEqual(['confirm', 'moved_up']);
    // A save of the service: its version went up, so a form open on the old one meets a conflict.
    const service = await ed.app.db.selectFrom('services').select(['version', 'updated_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(service).toEqual({ version: 2, updated_by: 'anna@example.org' });
  });

  it('moves the waitlist up when the service’s form saves more seats', async () => {
    await phone('Anna de Vries', 3);
    await phone('Piet Jansen', 2, 'piet@example.org');
    const item = (await ed.app.inject({ url: `/api/admin/services/${id}`, headers: { cookie: ed.koster.cookie } })).json().data as Record<string, unknown>;
    const body = Object.fromEntries(Object.keys(serviceType.fields).map((key) => [key, item[key]]));
    const saved = await ed.app.inject({
      method: 'PUT',
      url: `/api/admin/services/${id}`,
      headers: { cookie: ed.koster.cookie, 'x-csrf-token': ed.koster.csrfToken, 'if-match': `"${String(item.version)}"` },
      payload: { ...body, signupSeats: 10 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await list()).items.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
    expect((await mails()).map((m) => [m.kind, m.to_email])).toEqual([
      ['confirm', 'piet@example.org'],
      ['moved_up', 'piet@example.org'],
    ]);
  });

  it('mails everyone signed up with an address, after checking the fields; answers how many', async () => {
    await phone('Anna de Vries', 3);
    await phone('Piet Jansen', 2, 'piet@example.org');
    await phone('Kees', 1, 'kees@example.org');
    const empty = await call(ed.koster, 'POST', `/service/${id}/bericht`, { subject: ' ', body: '' });
    expect([empty.statusCode, empty.json().fields]).toEqual([400, { subject: 'Onderwerp is verplicht', body: 'Tekst van het bericht is verplicht' }]);
    const res = await call(ed.koster, 'POST', `/service/${id}/bericht`, { subject: 'Parkeren', body: 'Parkeer bij de school.' });
    expect([res.statusCode, res.json()]).toEqual([200, { data: { sent: 2 } }]);
    expect((await mails()).filter((m) => m.kind === 'message').map((m) => [m.to_email, m.subject])).toEqual([
      ['kees@example.org', 'Parkeren'],
      ['piet@example.org', 'Parkeren'],
    ]);
    expect((await call(ed.redacteur, 'POST', `/service/${id}/bericht`, { subject: 'x', body: 'y' })).statusCode).toBe(403);
  });

  it('takes a recurring event’s sign-ups per occurrence: each listed apart, one list per occurrence', async () => {
    const workshop = await ed.app.db.selectFrom('events').select('id').where('title', '=', 'Workshop iconen schilderen').executeTakeFirstOrThrow();
    await ed.app.db.updateTable('events').set({ rrule: 'FREQ=WEEKLY;COUNT=3' }).where('id', '=', workshop.id).execute();
    const targets = (await call(ed.koster, 'GET', '')).json().data as { kind: string; id: number; occurrence: string }[];
    const occurrences = targets.filter((t) => t.kind === 'event' && t.id === workshop.id).map((t) => t.occurrence);
    expect(occurrences).toHaveLength(3);
    const [first, second] = occurrences as [string, string];
    expect((await call(ed.koster, 'GET', `/event/${workshop.id}`)).statusCode).toBe(404);
    const added = await call(ed.koster, 'POST', `/event/${workshop.id}`, { name: 'Anna', email: '', seats: 2, occurrence: first });
    expect(added.statusCode).toBe(201);
    const inFirst = (await call(ed.koster, 'GET', `/event/${workshop.id}?occurrence=${encodeURIComponent(first)}`)).json().data;
    expect(inFirst).toEqual(expect.objectContaining({ occurrence: first, taken: 2 }));
    expect((await call(ed.koster, 'GET', `/event/${workshop.id}?occurrence=${encodeURIComponent(second)}`)).json().data.taken).toBe(0);
  });
});
