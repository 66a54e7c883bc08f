/**
 * Sign-ups with limited seats (issue 43) through a real SMTP server on loopback: confirmed or
 * waitlisted, the seats left in the service's answer, the same address twice, self-cancel moving the
 * waitlist up (a sign-up that does not fit keeps its place, a smaller one behind it moves up), the
 * mails (a confirmation with an .ics and a cancel link, a move up, a reminder the day before, each
 * once), bad input in Dutch, the per-IP quota, and the deletion after the service (AVG). The clock
 * is held and stepped.
 */
import type { FastifyInstance } from 'fastify';

import { holdClockAt, now, startClockAt, stepClock } from '../../src/lib/clock';
import { TEST_NOW } from '../setup-clock';
import { makeWebRoot } from '../site/fake-web-root';
import { decoded, HOST, startNewsletterApp } from './newsletter-harness';
import { startSmtp, stopSmtp, type Received } from './smtp-catcher';

const DAY = 86_400_000;

describe('signing up for a service with limited seats', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let received: Received[];
  let serviceId: number;
  let startsAt: string;
  const root = makeWebRoot();
  let ip = 0;

  beforeEach(async () => {
    holdClockAt(TEST_NOW);
    smtp = await startSmtp();
    received = smtp.received;
    app = await startNewsletterApp(smtp.port, root);
    startsAt = new Date(now().getTime() + 10 * DAY).toISOString();
    const service = await app.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    serviceId = service.id;
    await app.db
      .updateTable('services')
      .set({ starts_at: startsAt, season: 'Kerstnachtdienst', signups: 1, signup_seats: 5, signup_max_seats: 4, signup_question: 'Neemt u iets mee?' })
      .where('id', '=', serviceId)
      .execute();
  });
  afterEach(async () => {
    await app.close();
    await stopSmtp(smtp.server);
    startClockAt(TEST_NOW);
  });

  const signUp = (body: Record<string, unknown>, from = `203.0.113.${(ip += 1) % 250}`, id = serviceId) =>
    app.inject({ method: 'POST', url: `/api/services/${id}/registrations`, remoteAddress: from, headers: { host: HOST }, payload: body });
  const person = (name: string, seats: number) => ({ name, email: `${name.toLowerCase()}@example.org`, seats });
  const registration = async () => (await app.inject({ url: `/api/services/${serviceId}`, headers: { host: HOST } })).json().data.registration;
  const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address));
  const cancelTokenIn = (mail: Received) => {
    const token = /\/afmelden\?token=([\w-]{43})/.exec(decoded(mail))?.[1];
    if (!token) throw new Error(`no cancel link in:\n${mail.raw}`);
    return token;
  };
  const cancel = (token: string) => app.inject({ method: 'POST', url: '/api/registrations/cancel', headers: { host: HOST }, payload: { token } });

  it('confirms what fits, waitlists the rest in order, and shows the seats taken in the service’s answer', async () => {
    expect(await registration()).toEqual({ limit: 5, taken: 0, open: true, closesAt: startsAt, maxSeats: 4, question: 'Neemt u iets mee?' });
    const anna = await signUp({ ...person('Anna', 3), answer: 'Een taart' });
    expect(anna.statusCode).toBe(201);
    expect(anna.json()).toEqual({ data: { status: 'confirmed', seats: 3 } });
    expect((await signUp(person('Bert', 3))).json()).toEqual({ data: { status: 'waitlisted', seats: 3, position: 1 } });
    expect((await signUp(person('Cor', 2))).json()).toEqual({ data: { status: 'confirmed', seats: 2 } });
    expect((await signUp(person('Dina', 1))).json()).toEqual({ data: { status: 'waitlisted', seats: 1, position: 2 } });
    expect(await registration()).toMatchObject({ limit: 5, taken: 5, open: true });

    await app.registrations.drain();
    const [mail] = mailsTo('anna@example.org');
    expect(mail!.raw).toMatch(/^Subject: Aangemeld: Kerstnachtdienst,/m);
    expect(decoded(mail!)).toContain('U bent aangemeld voor 3 plaatsen. Fijn dat u komt!');
    expect(decoded(mail!)).toContain('Uw antwoord op "Neemt u iets mee?": Een taart');
    expect(mail!.raw).toContain('filename=aanmelding.ics');
    expect(mail!.raw).toMatch(/Content-Type: text\/calendar/);
    expect(decoded(mailsTo('bert@example.org')[0]!)).toContain('De dienst is vol. U staat op de wachtlijst (plaats 1), met 3 plaatsen.');
    expect(mailsTo('bert@example.org')[0]!.raw).not.toContain('aanmelding.ics');
  });

  it('answers the same address again with its sign-up, unchanged, and mails it once', async () => {
    expect((await signUp(person('Anna', 2))).statusCode).toBe(201);
    const again = await signUp({ ...person('Anna', 4), email: 'ANNA@example.org' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { status: 'confirmed', seats: 2 } });
    await app.registrations.drain();
    await app.registrations.drain();
    expect(mailsTo('anna@example.org')).toHaveLength(1);
    expect(await registration()).toMatchObject({ taken: 2 });
  });

  it('cancels with the mail’s link: the seats are free at once, the first waiting one that fits moves up and gets a mail', async () => {
    await signUp(person('Anna', 2));
    await signUp(person('Bert', 3));
    await signUp(person('Cor', 3)); // waits: 3 of 0
    await signUp(person('Dina', 2)); // waits behind Cor
    await app.registrations.drain();
    const token = cancelTokenIn(mailsTo('anna@example.org')[0]!);

    const res = await cancel(token);
    expect(res.json()).toEqual({ data: { status: 'cancelled' } });
    // 2 seats free: Cor (3) does not fit and keeps the head of the list, Dina (2) moves up.
    expect(await registration()).toMatchObject({ taken: 5 });
    const list = await app.registrations.repository.list({ kind: 'service', id: serviceId, occurrence: '' });
    expect(list.map((r) => [r.name, r.status, r.position])).toEqual([
      ['Bert', 'confirmed', undefined],
      ['Dina', 'confirmed', undefined],
      ['Cor', 'waitlisted', 1],
    ]);
    await app.registrations.drain();
    const moved = mailsTo('dina@example.org');
    expect(moved).toHaveLength(2);
    expect(moved[1]!.raw).toMatch(/^Subject: Er is een plaats vrij: Kerstnachtdienst,/m);
    expect(moved[1]!.raw).toContain('aanmelding.ics');
    expect(mailsTo('cor@example.org')).toHaveLength(1);

    // The link again: already cancelled; a made-up one does not work.
    expect((await cancel(token)).json()).toEqual({ data: { status: 'already' } });
    const bad = await cancel('x'.repeat(43));
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ code: 'not_found', message: 'Deze link werkt niet (meer). Misschien bent u al afgemeld.' });
  });

  it('refuses bad input with a Dutch message at the field, and an unknown or closed sign-up', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'a@example.org', seats: 1 }, 'name', 'Naam is verplicht'],
      [{ name: 'A', email: 'geen-adres', seats: 1 }, 'email', 'E-mailadres is niet juist'],
      [{ name: 'A', email: 'a@example.org', seats: 0 }, 'seats', 'Vul een aantal plaatsen in van 1 of meer.'],
      [{ name: 'A', email: 'a@example.org', seats: 5 }, 'seats', 'U kunt hoogstens 4 plaatsen aanvragen.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await signUp(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
    }
    const unknown = await signUp(person('Anna', 1), undefined, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Aanmelden is voor deze bijeenkomst niet (meer) mogelijk.' });

    await app.registrations.repository.setClosed('service', serviceId, true);
    const closed = await signUp(person('Anna', 1));
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ code: 'signup_closed', message: 'Aanmelden is voor deze bijeenkomst niet (meer) mogelijk.' });
    expect(await registration()).toMatchObject({ open: false });
    expect(await app.db.selectFrom('registrations').selectAll().execute()).toEqual([]);
  });

  it('closes at the moment the editor set', async () => {
    const day = new Date(now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    await app.db.updateTable('services').set({ signup_closes_date: day, signup_closes_time: '12:00' }).where('id', '=', serviceId).execute();
    expect((await registration()).closesAt).toBe(new Date(`${day}T11:00:00.000Z`).toISOString());
    expect((await signUp(person('Anna', 1))).statusCode).toBe(201);
    stepClock(3 * DAY);
    expect((await signUp(person('Bert', 1))).statusCode).toBe(400);
  });

  it('limits sign-ups per client IP, with Retry-After', async () => {
    for (let n = 0; n < 10; n += 1) expect((await signUp(person(`P${n}`, 1), '198.51.100.7')).statusCode).toBeLessThan(300);
    const over = await signUp(person('Q', 1), '198.51.100.7');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json()).toEqual({ code: 'too_many_requests', message: 'U heeft zich te vaak aangemeld. Probeer het over 10 minuten opnieuw.' });
    expect((await signUp(person('R', 1), '198.51.100.8')).statusCode).toBe(201);
  });

  it('mails a reminder the day before, once (a second drain adds none), and deletes the sign-ups 30 days after', async () => {
    await signUp(person('Anna', 2));
    await signUp(person('Bert', 4)); // waits: no reminder
    await app.registrations.drain();
    expect(received).toHaveLength(2);
    stepClock(9 * DAY + 60_000);
    // A day before: who signs up now has just had the confirmation, and no reminder.
    await signUp(person('Cor', 1));
    await app.registrations.drain();
    await app.registrations.drain();
    const reminders = received.filter((mail) => /^Subject: Herinnering: Kerstnachtdienst/m.test(mail.raw));
    expect(reminders.map((mail) => mail.to)).toEqual([['anna@example.org']]);

    stepClock(25 * DAY);
    expect(await app.registrations.repository.sweep(30, now())).toBe(0);
    stepClock(7 * DAY);
    expect(await app.registrations.repository.sweep(30, now())).toBe(3);
    expect(await app.db.selectFrom('registrations').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('registration_mails').selectAll().execute()).toEqual([]);
  });
});
