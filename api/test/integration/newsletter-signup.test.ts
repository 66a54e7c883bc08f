/**
 * Signing up for Zijstroom through a real SMTP server on loopback: the plain form and the JSON
 * call answer the same for every address (no enumeration), the confirmation mail (Dutch, a link
 * valid 7 days and usable once, never twice within 10 minutes), the per-client quota, and what is
 * stored (no IP address; the consent moment and how). The clock is held and stepped.
 */
import type { FastifyInstance } from 'fastify';

import { holdClockAt, now, startClockAt, stepClock } from '../../src/lib/clock';
import { CONSENT_BY_FORM } from '../../src/plugins/app/newsletter/subscribers-repository';
import { TEST_NOW } from '../setup-clock';
import { makeWebRoot } from '../site/fake-web-root';
import { confirmPathIn, decoded, HOST, signUpByForm, startNewsletterApp } from './newsletter-harness';
import { startSmtp, stopSmtp, type Received } from './smtp-catcher';

describe('signing up for Zijstroom', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let received: Received[];
  const root = makeWebRoot();

  beforeEach(async () => {
    holdClockAt(TEST_NOW);
    smtp = await startSmtp();
    received = smtp.received;
    app = await startNewsletterApp(smtp.port, root);
  });
  afterEach(async () => {
    await app.close();
    await stopSmtp(smtp.server);
    startClockAt(TEST_NOW);
  });

  const signUpJson = (email: string, ip = '203.0.113.9') =>
    app.inject({ method: 'POST', url: '/api/zijstroom/aanmelden', remoteAddress: ip, headers: { host: HOST }, payload: { email } });
  const subscriber = (email: string) => app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();

  it('takes the plain form without JavaScript, answers 303 to the page with the answer, and mails a Dutch confirmation with its link', async () => {
    const res = await signUpByForm(app, 'Anna@Example.org', 'Anna de Vries', '198.51.100.23');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/zijstroom?aangemeld=1#aanmelden');
    await app.newsletter.drain();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['anna@example.org']);
    expect(received[0]!.raw).toMatch(/^Subject: Bevestig uw aanmelding voor Zijstroom/m);
    expect(received[0]!.raw).toContain('Beste Anna de Vries,');
    expect(decoded(received[0]!)).toContain('De link werkt 7 dagen en kan één keer worden gebruikt.');
    expect(confirmPathIn(received[0]!)).toMatch(/^\/zijstroom\/bevestigen\?token=[\w-]{43}$/);
    // What is stored: no IP address anywhere, the token only as its hash, and the mail's link emptied once sent.
    const row = await subscriber('anna@example.org');
    expect(row).toMatchObject({ status: 'pending', name: 'Anna de Vries', created_at: new Date(TEST_NOW).toISOString(), confirmed_at: null });
    const everything = JSON.stringify([row, await app.db.selectFrom('newsletter_mails').selectAll().execute()]);
    expect(everything).not.toContain('198.51.100.23');
    expect(everything).not.toContain(confirmPathIn(received[0]!).split('=')[1]);
  });

  it('answers every well-formed address the same, new, pending, confirmed or unsubscribed, so nobody can test who is subscribed', async () => {
    const answers: string[] = [];
    const ask = async (email: string) => {
      const res = await signUpJson(email);
      answers.push(`${res.statusCode} ${res.body}`);
    };
    await ask('nieuw@example.org');
    await ask('nieuw@example.org');
    await app.newsletter.drain();
    expect((await app.inject({ url: confirmPathIn(received[0]!), headers: { host: HOST } })).headers.location).toBe('/zijstroom/bevestigd');
    await ask('nieuw@example.org');
    await app.newsletter.subscribers.remove((await subscriber('nieuw@example.org'))!.id);
    await ask('nieuw@example.org');
    await ask('ander@example.org');
    expect(new Set(answers)).toEqual(new Set(['202 {"data":{"message":"Kijk in uw mailbox om uw aanmelding te bevestigen"}}']));
  });

  it('sends no second confirmation mail to an address within 10 minutes, and a new link after that (the old one stops working)', async () => {
    await signUpJson('piet@example.org');
    stepClock(9 * 60_000);
    await signUpJson('piet@example.org');
    await app.newsletter.drain();
    expect(received).toHaveLength(1);
    stepClock(60_000);
    await signUpJson('piet@example.org');
    await app.newsletter.drain();
    expect(received).toHaveLength(2);
    const first = await app.inject({ url: confirmPathIn(received[0]!), headers: { host: HOST } });
    expect(first.headers.location).toBe('/zijstroom/bevestigd?link=onbekend');
    const second = await app.inject({ url: confirmPathIn(received[1]!), headers: { host: HOST } });
    expect(second.headers.location).toBe('/zijstroom/bevestigd');
  });

  it('confirms with the link once, storing the consent moment and how; a second use says so; after 7 days it has expired', async () => {
    await signUpJson('jan@example.org');
    await signUpJson('kees@example.org');
    await app.newsletter.drain();
    const [jan, kees] = [received.find((m) => m.to[0] === 'jan@example.org')!, received.find((m) => m.to[0] === 'kees@example.org')!];
    stepClock(60_000);
    expect((await app.inject({ url: confirmPathIn(jan), headers: { host: HOST } })).headers.location).toBe('/zijstroom/bevestigd');
    expect(await subscriber('jan@example.org')).toMatchObject({ status: 'confirmed', confirmed_at: now().toISOString(), consent: CONSENT_BY_FORM });
    expect((await app.inject({ url: confirmPathIn(jan), headers: { host: HOST } })).headers.location).toBe('/zijstroom/bevestigd?link=gebruikt');

    stepClock(7 * 86_400_000);
    expect((await app.inject({ url: confirmPathIn(kees), headers: { host: HOST } })).headers.location).toBe('/zijstroom/bevestigd?link=verlopen');
    expect((await app.inject({ url: '/zijstroom/bevestigen?token=niet-goed', headers: { host: HOST } })).headers.location).toBe('/zijstroom/bevestigd?link=onbekend');
    // The unconfirmed sign-up is deleted once its link has expired, its address gone from the outbox too.
    expect(await app.newsletter.subscribers.sweep()).toBe(1);
    expect(await subscriber('kees@example.org')).toBeUndefined();
    expect(await app.db.selectFrom('newsletter_mails').select('id').where('to_email', '=', 'kees@example.org').execute()).toEqual([]);
  });

  it('limits sign-ups per client: the sixth within 10 minutes is refused (429 with Retry-After; the plain form to the page that says so)', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await signUpJson(`lid${i}@example.org`, '192.0.2.1')).statusCode).toBe(202);
    const refused = await signUpJson('lid6@example.org', '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ code: 'too_many_requests', message: 'U heeft zich te vaak aangemeld. Probeer het over 10 minuten opnieuw.' });
    expect((await signUpByForm(app, 'lid6@example.org', '', '192.0.2.1')).headers.location).toBe('/zijstroom?aangemeld=te-vaak#aanmelden');
    // Another client is not affected.
    expect((await signUpJson('lid6@example.org', '192.0.2.2')).statusCode).toBe(202);
  });

  it('refuses an address that is none (400 at the field; the plain form to the page that says so) and drops a filled honeypot silently', async () => {
    const res = await signUpJson('anna.example.org');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_error', message: 'E-mailadres is niet juist', fields: { email: 'E-mailadres is niet juist' } });
    expect((await signUpByForm(app, '')).headers.location).toBe('/zijstroom?aangemeld=ongeldig#aanmelden');
    const bot = await app.inject({ method: 'POST', url: '/api/zijstroom/aanmelden', headers: { host: HOST }, payload: { email: 'bot@example.org', website: 'https://spam.example' } });
    expect(bot.statusCode).toBe(202);
    await app.newsletter.drain();
    expect(received).toEqual([]);
    expect(await app.db.selectFrom('newsletter_subscribers').select('id').execute()).toEqual([]);
  });

  it('refuses the plain form posted from another site (403)', async () => {
    const res = await app.inject({ method: 'POST', url: '/zijstroom', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, payload: 'email=anna%40example.org' });
    expect(res.statusCode).toBe(403);
    expect(await subscriber('anna@example.org')).toBeUndefined();
  });
});
