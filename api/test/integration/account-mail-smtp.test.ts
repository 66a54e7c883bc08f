/**
 * Account mails end to end through a loopback SMTP server: an invitation and a "Wachtwoord
 * vergeten" mail leave through the account outbox's worker (the contact outbox's, same SMTP_URL),
 * carry a working one-time link, and are emptied in the table once sent.
 */

import type { FastifyInstance } from 'fastify';

import { now, nowMs, startClockAt } from '../../src/lib/clock';
import { asSignedIn, PASSWORD, signedInAs, signIn } from '../admin-helper';
import { TEST_NOW } from '../setup-clock';
import { eventually, startMailApp } from './mail-harness';
import { startSmtp } from './smtp-catcher';

/** The token of the link in a received mail, its quoted-printable undone ('=\r\n' soft breaks, '=3D'). */
const tokenIn = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .match(/\/beheer\/wachtwoord\?token=([A-Za-z0-9_-]{43})(?![\w-])/)?.[1];

describe('account mails over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;

  beforeEach(async () => {
    smtp = await startSmtp();
    app = await startMailApp(smtp.port, { publicUrl: 'https://kerk.example.nl' });
  });
  afterEach(async () => {
    startClockAt(TEST_NOW);
    await app.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('mails an invitation with a working link, then empties the stored body', async () => {
    const beheerder = await signedInAs(app, 'beheerder');
    const res = await app.inject({ method: 'POST', url: '/api/admin/users', payload: { email: 'diaken@example.org', role: 'redacteur' }, headers: asSignedIn(beheerder) });
    expect(res.statusCode).toBe(201);
    await eventually('the invitation arrived', () => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['diaken@example.org']);
    expect(mail!.raw).toMatch(/^Subject: Uw account voor het beheer van de website$/m);
    const token = tokenIn(mail!.raw);
    expect(token).toBeDefined();
    await eventually('the outbox row is sent and emptied', async () => {
      const rows = await app.db.selectFrom('account_mails').select(['status', 'body']).execute();
      return rows.length === 1 && rows[0]!.status === 'sent' && rows[0]!.body === '';
    });
    expect((await app.inject({ method: 'POST', url: '/api/admin/password', payload: { token, password: PASSWORD } })).statusCode).toBe(200);
    expect((await signIn(app, 'diaken@example.org')).res.statusCode).toBe(200);
  });

  it('mails "Wachtwoord vergeten" to a known address only', async () => {
    await signedInAs(app, 'beheerder');
    for (const email of ['beheerder@example.org', 'niemand@example.org']) {
      expect((await app.inject({ method: 'POST', url: '/api/admin/password-reset', payload: { email } })).statusCode).toBe(202);
    }
    await eventually('the reset mail arrived', () => smtp.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.map((m) => m.to)).toEqual([['beheerder@example.org']]);
    expect(tokenIn(smtp.received[0]!.raw)).toBeDefined();
  });

  it('mails what a crashed instance left in sending once its lease has passed, exactly once', async () => {
    const leaseUntil = new Date(nowMs() + app.config.outboxLeaseMs);
    const at = now().toISOString();
    await app.db
      .insertInto('account_mails')
      .values({ id: 'mail-of-a-crashed-instance', to_email: 'scriba@example.org', subject: 'Uw account', body: 'link', next_attempt_at: at, created_at: at, last_error: null, sent_at: null, status: 'sending', attempts: 1, claimed_by: 'crashed-instance', lease_until: leaseUntil.toISOString() })
      .execute();
    expect(await app.accounts.drainMail()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    startClockAt(leaseUntil.getTime() + 1);
    await eventually('the mail arrived', () => smtp.received.length === 1);
    expect(smtp.received[0]!.to).toEqual(['scriba@example.org']);
    await eventually('the row is sent and emptied', async () => {
      const row = await app.db.selectFrom('account_mails').select(['status', 'attempts', 'body']).executeTakeFirstOrThrow();
      return row.status === 'sent' && row.attempts === 2 && row.body === '';
    });
    await app.accounts.drainMail();
    expect(smtp.received).toHaveLength(1);
  });
});
