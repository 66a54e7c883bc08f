/**
 * The contact form end to end through a real SMTP server on loopback (smtp-server): the app posts,
 * stores, and mails with nodemailer. Outages and restarts use a temporary SQLite file, so a second
 * app instance sees what the first one stored, as after a real restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { nowMs, startClockAt } from '../../src/lib/clock';
import { openDatabase } from '../../src/plugins/external/db';
import { testConfig } from '../helper';
import { TEST_NOW } from '../setup-clock';
import { eventually, freePort, startMailApp } from './mail-harness';
import { startSmtp, stopSmtp } from './smtp-catcher';

const contact = {
  name: 'Anna de Vries',
  email: 'anna@example.org',
  subject: 'Trouwen in de dorpskerk',
  message: 'Wij willen volgend jaar in de kerk van Batenburg trouwen. Kan dat?',
  contactType: 'huwelijk',
};

const statusOf = async (app: FastifyInstance, id: string) =>
  (await app.db.selectFrom('contact_messages').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow());

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

describe('contact form through a real SMTP server', () => {
  let dir: string;
  let databasePath: string;
  const cleanup: Array<() => Promise<void>> = [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-smtp-'));
    databasePath = path.join(dir, 'site.db');
  });
  afterEach(async () => {
    startClockAt(TEST_NOW);
    for (const step of cleanup.splice(0).reverse()) await step();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function post(app: FastifyInstance) {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(res.statusCode).toBe(202);
    return res.json().data.id as string;
  }

  it('mails the message to the recipient of its contact type with Reply-To the visitor', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => stopSmtp(smtp.server));
    const app = await startMailApp(smtp.port, { databasePath });
    cleanup.push(() => app.close());

    const id = await post(app);
    await eventually('the mail arrived', () => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['huwelijk@pgmaasenwaal.example']);
    expect(header(mail!.raw, 'Reply-To')).toBe('Anna de Vries <anna@example.org>');
    expect(header(mail!.raw, 'Subject')).toBe('[Huwelijk] Trouwen in de dorpskerk');
    expect(header(mail!.raw, 'X-Contact-Message-Id')).toBe(id);
    expect(mail!.raw).toContain('Wij willen volgend jaar in de kerk van Batenburg trouwen.');
    await eventually('the row is marked sent', async () => (await statusOf(app, id)).status === 'sent');
  });

  it('keeps the message while SMTP is down and delivers it exactly once when SMTP comes back', async () => {
    const port = await freePort();
    const app = await startMailApp(port, { databasePath });
    cleanup.push(() => app.close());

    const id = await post(app);
    await eventually('a failed attempt is recorded', async () => (await statusOf(app, id)).status === 'retry');

    const smtp = await startSmtp(port);
    cleanup.push(() => stopSmtp(smtp.server));
    await eventually('the mail arrived', () => smtp.received.length >= 1);
    await eventually('the row is marked sent', async () => (await statusOf(app, id)).status === 'sent');
    // More polls and an explicit drain must not send it again.
    await app.contactOutbox.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((m) => header(m.raw, 'X-Contact-Message-Id') === id)).toHaveLength(1);
  });

  it('delivers a message stored before a restart, by the next app instance on the same database', async () => {
    const port = await freePort();
    const first = await startMailApp(port, { databasePath });
    const id = await post(first);
    await eventually('a failed attempt is recorded', async () => (await statusOf(first, id)).status === 'retry');
    await first.close();

    const smtp = await startSmtp(port);
    cleanup.push(() => stopSmtp(smtp.server));
    const second = await startMailApp(port, { databasePath });
    cleanup.push(() => second.close());
    await eventually('the mail arrived', () => smtp.received.length === 1);
    expect(smtp.received[0]!.to).toEqual(['huwelijk@pgmaasenwaal.example']);
    await eventually('the row is marked sent', async () => (await statusOf(second, id)).status === 'sent');
  });

  it('delivers a message a crash left in `sending` exactly once after the restart, once its lease has passed', async () => {
    const port = await freePort();
    const first = await startMailApp(port, { databasePath });
    const id = await post(first);
    await eventually('a failed attempt is recorded', async () => (await statusOf(first, id)).status === 'retry');
    await first.close();
    // What a crash mid-send leaves behind: the row claimed by the dead instance, its lease running, no outcome.
    const db = openDatabase(databasePath);
    const leaseUntil = new Date(nowMs() + testConfig().outboxLeaseMs);
    await db
      .updateTable('contact_messages')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), claimed_by: 'crashed-instance', lease_until: leaseUntil.toISOString() }))
      .where('id', '=', id)
      .execute();
    await db.destroy();

    const smtp = await startSmtp(port);
    cleanup.push(() => stopSmtp(smtp.server));
    const second = await startMailApp(port, { databasePath });
    cleanup.push(() => second.close());
    // While the lease runs, the crashed instance might still be sending it: nobody takes it over.
    expect(await second.contactOutbox.drain()).toBe(0);
    expect(await statusOf(second, id)).toMatchObject({ status: 'sending' });
    expect(smtp.received).toHaveLength(0);
    startClockAt(leaseUntil.getTime() + 1);
    await eventually('the mail arrived', () => smtp.received.length === 1);
    await eventually('the row is marked sent', async () => (await statusOf(second, id)).status === 'sent');
    await second.contactOutbox.drain();
    expect(smtp.received.filter((m) => header(m.raw, 'X-Contact-Message-Id') === id)).toHaveLength(1);
    expect(await statusOf(second, id)).toEqual({ status: 'sent', attempts: 3 });
  });
});
