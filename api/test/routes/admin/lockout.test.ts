/**
 * Lockout: 5 failed sign-ins for one address lock it for 15 minutes, 20 from one client lock that
 * client, whatever addresses it tries; the answer is 429 with a Dutch message that says how many
 * minutes are left and points to "Wachtwoord vergeten" (and Retry-After, retryAfterMinutes), never
 * a 5xx, and even the right password waits. The clock stands still at each step (holdClockAt),
 * so the minutes are exact however long a password check takes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { holdClockAt, startClockAt } from '../../../src/lib/clock';
import { addUser, PASSWORD } from '../../admin-helper';
import { build, useApp } from '../../helper';
import { TEST_NOW } from '../../setup-clock';
import { twoInstanceCases } from './lockout-cases';

const MINUTE = 60_000;
const WRONG = 'Verkeerd-wachtwoord-1';
const lockedMessage = (minutes: string) =>
  `Te veel mislukte pogingen om aan te melden. Probeer het over ${minutes} opnieuw, of vraag een nieuw wachtwoord aan met "Wachtwoord vergeten".`;

describe('sign-in lockout', () => {
  const app = useApp();
  afterEach(() => startClockAt(TEST_NOW));
  const signIn = (email: string, password: string, ip = '203.0.113.7') =>
    app().inject({ method: 'POST', url: '/api/admin/session', payload: { email, password }, remoteAddress: ip });
  const base = new Date(TEST_NOW).getTime();
  /** Stops the clock `ms` after the test's start. */
  const standAt = (ms: number) => holdClockAt(base + ms);

  beforeEach(() => standAt(0));

  it('locks an address after 5 failures for 15 minutes, with the minutes in Dutch, and lets it in again after', async () => {
    await addUser(app(), 'scriba@example.org');
    for (let i = 1; i <= 4; i++) expect((await signIn('scriba@example.org', WRONG)).statusCode).toBe(401);
    const fifth = await signIn('scriba@example.org', WRONG);
    expect([fifth.statusCode, fifth.json()]).toEqual([429, { code: 'locked', message: lockedMessage('15 minuten'), retryAfterMinutes: 15 }]);
    expect(fifth.headers['retry-after']).toBe('900');

    // The right password waits too, and so does the same address in capitals from another client.
    const right = await signIn('SCRIBA@example.org', PASSWORD, '198.51.100.1');
    expect([right.statusCode, right.json().message]).toEqual([429, lockedMessage('15 minuten')]);
  });

  it('says the minutes the lock still lasts, rounded up, at every step of the clock', async () => {
    await addUser(app(), 'scriba@example.org');
    for (let i = 0; i < 5; i++) await signIn('scriba@example.org', WRONG);
    const steps = [
      [1, '15 minuten', 15, '900'],
      [MINUTE, '14 minuten', 14, '840'],
      [10.5 * MINUTE, '5 minuten', 5, '270'],
      [13 * MINUTE + 1, '2 minuten', 2, '120'],
      [14 * MINUTE, '1 minuut', 1, '60'],
      [15 * MINUTE - 1, '1 minuut', 1, '1'],
    ] as const;
    for (const [after, minutes, retryAfterMinutes, retryAfter] of steps) {
      standAt(after);
      const res = await signIn('scriba@example.org', PASSWORD);
      expect([after, res.statusCode, res.json(), res.headers['retry-after']]).toEqual([after, 429, { code: 'locked', message: lockedMessage(minutes), retryAfterMinutes }, retryAfter]);
    }
  });

  it('lets the right password in the moment the 15 minutes are over', async () => {
    await addUser(app(), 'scriba@example.org');
    for (let i = 0; i < 5; i++) await signIn('scriba@example.org', WRONG);
    standAt(15 * MINUTE);
    expect((await signIn('scriba@example.org', PASSWORD)).statusCode).toBe(200);
  });

  it('checks 5 of 10 parallel guesses for one address: 4 are wrong, the 5th locks, the rest wait unchecked', async () => {
    await addUser(app(), 'scriba@example.org');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn('scriba@example.org', `${WRONG}${i}`, `198.51.100.${i + 1}`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it('counts failures within 15 minutes only, and a success starts the count again', async () => {
    await addUser(app(), 'scriba@example.org');
    for (let i = 0; i < 4; i++) await signIn('scriba@example.org', WRONG);
    standAt(16 * MINUTE);
    for (let i = 0; i < 4; i++) expect((await signIn('scriba@example.org', WRONG)).statusCode).toBe(401);
    expect((await signIn('scriba@example.org', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn('scriba@example.org', WRONG)).statusCode).toBe(401);
  });

  it('locks an address that has no account the same way (a lock reveals nothing)', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn('niemand@example.org', WRONG)).statusCode).toBe(401);
    expect((await signIn('niemand@example.org', WRONG)).statusCode).toBe(429);
  });

  it('locks a client after 20 failures over many addresses, also for an address that did nothing wrong', async () => {
    await addUser(app(), 'scriba@example.org');
    for (let i = 1; i < 20; i++) expect((await signIn(`gok${i}@example.org`, WRONG)).statusCode).toBe(401);
    const twentieth = await signIn('gok20@example.org', WRONG);
    expect([twentieth.statusCode, twentieth.json().message]).toEqual([429, lockedMessage('15 minuten')]);
    expect((await signIn('scriba@example.org', PASSWORD)).statusCode).toBe(429);
    // Refused unchecked, the attempt does not count against the address.
    expect(await app().db.selectFrom('login_throttle').select('failures').where('key', '=', 'account:scriba@example.org').execute()).toEqual([{ failures: 0 }]);
    // Another client is not locked.
    expect((await signIn('scriba@example.org', PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('records failures and the lock in the audit log, with the address and the IP', async () => {
    for (let i = 0; i < 5; i++) await signIn('scriba@example.org', WRONG);
    const rows = await app().db.selectFrom('audit_log').select(['action', 'subject', 'ip', 'actor_email']).orderBy('id').execute();
    expect(rows.filter((row) => row.action === 'sign_in_failed')).toHaveLength(5);
    expect(rows.at(-1)).toEqual({ action: 'account_locked', subject: 'scriba@example.org', ip: '203.0.113.7', actor_email: '' });
  });

  it('never answers a 5xx, whatever the password', async () => {
    await addUser(app(), 'scriba@example.org');
    for (const password of ['', ' ', '\u0000'.repeat(20), 'é'.repeat(256), '$argon2id$v=19$m=1,t=1,p=1$AAAA$BBBB']) {
      const res = await signIn('scriba@example.org', password);
      expect([password, res.statusCode < 500]).toEqual([password, true]);
    }
  });
});

describe('sign-in lockout with two API instances on one SQLite file', () => {
  let dir: string;
  let apps: [FastifyInstance, FastifyInstance];
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockout-'));
    const databasePath = path.join(dir, 'site.db');
    // One after the other: the first migrates and seeds the file, the second finds it done.
    const first = build({ config: { databasePath } });
    await first.ready();
    const second = build({ config: { databasePath } });
    await second.ready();
    apps = [first, second];
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  twoInstanceCases(() => apps);
});
