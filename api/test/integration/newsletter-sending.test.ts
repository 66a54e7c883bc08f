/**
 * Sending a Zijstroom issue through the outbox to a real SMTP server on loopback: one mail per
 * confirmed subscriber, with its headers (List-Unsubscribe https + mailto, RFC 8058's one-click),
 * a visible "Afmelden", HTML with inlined CSS and absolute image URLs, and a plain-text part; the
 * one-click unsubscribe; the rate per minute; a 4xx retried with back-off; a 5xx counted against
 * the address (3: undeliverable, skipped); pausing. The clock is held and stepped.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { holdClockAt, startClockAt, stepClock } from '../../src/lib/clock';
import { TEST_NOW } from '../setup-clock';
import { makeWebRoot } from '../site/fake-web-root';
import { decoded, headerOf, HOST, sendIssue, startNewsletterApp, subscribe } from './newsletter-harness';
import { startSmtp, stopSmtp, type Received, type SmtpOptions } from './smtp-catcher';

const PHOTO = '<p>Zie de foto.</p><p><img src="/api/media/0123456789abcdef0123/640.avif" srcset="/api/media/0123456789abcdef0123/640.avif 640w" sizes="100vw" alt="De kerk" width="640" height="427"></p>';

describe('sending a Zijstroom issue', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let received: Received[];
  const root = makeWebRoot();
  const refusals = new Map<string, number>();

  async function start(rate = 0, options: SmtpOptions = {}) {
    smtp = await startSmtp(0, { refuse: (address) => refusals.get(address), ...options });
    received = smtp.received;
    app = await startNewsletterApp(smtp.port, root, { newsletterRate: rate });
  }
  beforeEach(() => {
    holdClockAt(TEST_NOW);
    refusals.clear();
  });
  afterEach(async () => {
    await app?.close();
    await stopSmtp(smtp.server);
    startClockAt(TEST_NOW);
  });

  const issueMails = () => received.filter((m) => !/^Subject: Bevestig/m.test(m.raw));
  const mailRow = (to: string) => app.db.selectFrom('newsletter_mails').selectAll().where('to_email', '=', to).where('kind', '=', 'issue').orderBy('created_at').execute();

  it('mails each confirmed subscriber once, with the unsubscribe headers, a visible Afmelden, inlined CSS, absolute image URLs and a plain-text part', async () => {
    await start();
    await subscribe(app, received, 'anna@example.org', 'Anna de Vries');
    await subscribe(app, received, 'piet@example.org');
    await app.inject({ method: 'POST', url: '/api/zijstroom/aanmelden', headers: { host: HOST }, payload: { email: 'nooit-bevestigd@example.org' } });
    const id = await sendIssue(app, 'Zijstroom 12 december', PHOTO);
    await app.newsletter.drain();
    await app.newsletter.drain();
    const mails = issueMails();
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['anna@example.org', 'piet@example.org']);
    const raw = decoded(mails.find((m) => m.to[0] === 'anna@example.org')!);
    expect(headerOf(raw, 'Subject')).toBe('Zijstroom 12 december');
    expect(headerOf(raw, 'List-Unsubscribe')).toMatch(/^<https:\/\/kerk\.example\.nl\/zijstroom\/afmelden\?token=[\w-]{43}>, <mailto:[^>]+\?subject=Afmelden%20Zijstroom>$/);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toMatch(/<a href="https:\/\/kerk\.example\.nl\/zijstroom\/afmelden\?token=[\w-]{43}"[^>]*>Afmelden<\/a>/);
    expect(raw).toMatch(/<img src="https:\/\/kerk\.example\.nl\/api\/media\/0123456789abcdef0123\/640\.webp"[^>]* width="640" height="427"/);
    expect(raw).not.toContain('srcset=');
    // juice inlined the stylesheet: styles on the elements, no <style> left for a mail client to drop.
    expect(raw).toMatch(/<h1 style="[^"]*font-size: 28px/);
    expect(raw).not.toMatch(/<style>/);
    // The plain-text part: the body's text and the unsubscribe link written out.
    expect(raw).toMatch(/Zie de foto\.[\s\S]*Afmelden\s+\[https:\/\/kerk\.example\.nl\/zijstroom\/afmelden\?token=/);
    expect(await app.newsletter.issues.progress(id)).toEqual({ status: 'sent', recipients: 2, sent: 2, failed: 0, skipped: 0, waiting: 0 });
    expect((await app.inject({ url: '/api/zijstroom' })).json().data).toEqual([{ id, title: 'Zijstroom 12 december', sentAt: new Date(TEST_NOW).toISOString() }]);
  });

  it('unsubscribes with the one-click POST, keeps only the hash of the address, and sends the next issue without it', async () => {
    await start();
    await subscribe(app, received, 'anna@example.org');
    await subscribe(app, received, 'piet@example.org');
    await sendIssue(app, 'Eerste');
    await app.newsletter.drain();
    const unsubscribe = new URL(/<(https:[^>]+)>/.exec(headerOf(decoded(issueMails().find((m) => m.to[0] === 'anna@example.org')!), 'List-Unsubscribe')!)![1]!);
    const res = await app.inject({ method: 'POST', url: unsubscribe.pathname + unsubscribe.search, headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('U bent afgemeld voor Zijstroom.');
    // Gone, but for its hash; not in the outbox either.
    expect(await app.db.selectFrom('newsletter_subscribers').select('email').execute()).toEqual([{ email: 'piet@example.org' }]);
    expect(JSON.stringify(await app.db.selectFrom('newsletter_mails').selectAll().execute())).not.toContain('anna@example.org');
    expect(await app.newsletter.subscribers.isSuppressed('Anna@example.org')).toBe(true);
    // A second click (a mail client after the visitor) is fine too; an unknown token is not.
    expect((await app.inject({ method: 'POST', url: unsubscribe.pathname + unsubscribe.search, payload: '' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/zijstroom/afmelden?token=onzin' })).statusCode).toBe(404);

    received.length = 0;
    await sendIssue(app, 'Tweede');
    await app.newsletter.drain();
    expect(issueMails().map((m) => m.to[0])).toEqual(['piet@example.org']);
  });

  it('sends at most the configured number per minute, the rest as the minute passes', async () => {
    await start(2);
    for (const name of ['a', 'b', 'c', 'd', 'e']) await subscribe(app, received, `${name}@example.org`, '', 60_001);
    stepClock(60_001);
    const id = await sendIssue(app, 'Met mate');
    await app.newsletter.drain();
    expect(issueMails()).toHaveLength(2);
    await app.newsletter.drain();
    expect(issueMails()).toHaveLength(2);
    expect(await app.newsletter.issues.progress(id)).toMatchObject({ status: 'sending', recipients: 5, sent: 2, waiting: 3 });
    stepClock(60_001);
    await app.newsletter.drain();
    expect(issueMails()).toHaveLength(4);
    stepClock(60_001);
    await app.newsletter.drain();
    expect(issueMails().map((m) => m.to[0]).sort()).toEqual(['a', 'b', 'c', 'd', 'e'].map((n) => `${n}@example.org`));
    expect(await app.newsletter.issues.progress(id)).toMatchObject({ status: 'sent', sent: 5 });
  });

  it('retries a temporary refusal (4xx) with back-off, and sends it once the server takes it', async () => {
    await start();
    await subscribe(app, received, 'vol@example.org');
    refusals.set('vol@example.org', 452);
    await sendIssue(app, 'Later');
    await app.newsletter.drain();
    expect(await mailRow('vol@example.org')).toEqual([expect.objectContaining({ status: 'retry', attempts: 1, next_attempt_at: new Date(Date.parse(TEST_NOW) + 60_000).toISOString() })]);
    stepClock(60_000);
    await app.newsletter.drain();
    expect(await mailRow('vol@example.org')).toEqual([expect.objectContaining({ status: 'retry', attempts: 2, next_attempt_at: new Date(Date.parse(TEST_NOW) + 180_000).toISOString() })]);
    refusals.clear();
    stepClock(120_000);
    await app.newsletter.drain();
    expect(await mailRow('vol@example.org')).toEqual([expect.objectContaining({ status: 'sent', attempts: 3 })]);
    expect(issueMails()).toHaveLength(1);
  });

  it('counts a permanent refusal (5xx) against the address without retrying; after 3 the address is undeliverable and skipped', async () => {
    await start();
    await subscribe(app, received, 'weg@example.org');
    await subscribe(app, received, 'goed@example.org');
    refusals.set('weg@example.org', 550);
    for (const title of ['Een', 'Twee', 'Drie']) {
      await sendIssue(app, title);
      await app.newsletter.drain();
      stepClock(3_600_000);
      await app.newsletter.drain();
    }
    expect((await mailRow('weg@example.org')).map((r) => [r.status, r.attempts])).toEqual([['failed', 1], ['failed', 1], ['failed', 1]]);
    const subscriber = await app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', 'weg@example.org').executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({ bounces: 3, undeliverable_at: expect.any(String) });
    const fourth = await sendIssue(app, 'Vier');
    await app.newsletter.drain();
    expect(await mailRow('weg@example.org')).toHaveLength(3);
    expect(await app.newsletter.issues.progress(fourth)).toMatchObject({ status: 'sent', recipients: 1, sent: 1 });
    expect(issueMails().filter((m) => m.to[0] === 'goed@example.org')).toHaveLength(4);
  });

  it('pauses a send (nothing more goes out) and resumes it', async () => {
    await start(1);
    for (const name of ['a', 'b', 'c']) await subscribe(app, received, `${name}@example.org`, '', 60_001);
    stepClock(60_001);
    const id = await sendIssue(app, 'Even wachten');
    await app.newsletter.drain();
    expect(await app.newsletter.issues.pause(id)).toBe(true);
    stepClock(60_001);
    await app.newsletter.drain();
    expect(issueMails()).toHaveLength(1);
    expect(await app.newsletter.issues.progress(id)).toEqual({ status: 'paused', recipients: 3, sent: 1, failed: 0, skipped: 0, waiting: 2 });
    expect(await app.newsletter.issues.resume(id)).toBe(true);
    await app.newsletter.drain();
    expect(issueMails()).toHaveLength(2);
  });

  it('signs each mail with DKIM for the configured domain and selector, and sends unsigned without a key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = join(mkdtempSync(join(tmpdir(), 'kerk-dkim-')), 'dkim.pem');
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    smtp = await startSmtp(0);
    received = smtp.received;
    app = await startNewsletterApp(smtp.port, root, { dkim: { domainName: 'pgmaasenwaal.nl', keySelector: 'zijstroom', keyFile } });
    await subscribe(app, received, 'anna@example.org');
    await sendIssue(app, 'Getekend');
    await app.newsletter.drain();
    const signature = headerOf(decoded(issueMails()[0]!), 'DKIM-Signature');
    expect(signature).toMatch(/\ba=rsa-sha256;/);
    expect(signature).toMatch(/\bd=pgmaasenwaal\.nl;/);
    expect(signature).toMatch(/\bs=zijstroom;/);
    expect(signature).toMatch(/\bh=[^;]*\bfrom\b/i);
    expect(signature).toMatch(/\bb=[A-Za-z0-9+/= ]{100,}/);
    await app.close();
    await stopSmtp(smtp.server);

    await start();
    await subscribe(app, received, 'piet@example.org');
    await sendIssue(app, 'Ongetekend');
    await app.newsletter.drain();
    expect(headerOf(decoded(issueMails()[0]!), 'DKIM-Signature')).toBeUndefined();
  });
});
