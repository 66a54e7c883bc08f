/**
 * Lockout: 5 failed sign-ins for one address lock it for 15 minutes, 20 from one client lock that
 * client, whatever addresses it tries; the answer is 429 with a Dutch message that says how many
 * minutes are left (and Retry-After), never a 5xx, and even the right password waits.
 */
import { startClockAt } from '../../../src/lib/clock';
import { addUser, PASSWORD } from '../../admin-helper';
import { useApp } from '../../helper';
import { TEST_NOW } from '../../setup-clock';

const MINUTE = 60_000;
const WRONG = 'Verkeerd-wachtwoord-1';
const lockedMessage = (minutes: string) => `Te veel mislukte pogingen om aan te melden. Probeer het over ${minutes} opnieuw.`;

describe('sign-in lockout', () => {
  const app = useApp();
  afterEach(() => startClockAt(TEST_NOW));
  const signIn = (email: string, password: string, ip = '203.0.113.7') =>
    app().inject({ method: 'POST', url: '/api/admin/session', payload: { email, password }, remoteAddress: ip });
  let base = 0;
  /** Puts the clock `minutes` after the test's start. */
  const moveClock = (minutes: number) => startClockAt(base + minutes * MINUTE);

  beforeEach(() => {
    base = new Date(TEST_NOW).getTime();
    startClockAt(base);
  });

  it('locks an address after 5 failures for 15 minutes, with the minutes in Dutch, and lets it in again after', async () => {
    await addUser(app(), 'scriba@example.org');
    for (let i = 1; i <= 4; i++) expect((await signIn('scriba@example.org', WRONG)).statusCode).toBe(401);
    const fifth = await signIn('scriba@example.org', WRONG);
    expect([fifth.statusCode, fifth.json()]).toEqual([429, { code: 'locked', message: lockedMessage('15 minuten') }]);
    expect(fifth.headers['retry-after']).toBe('900');

    // The right password waits too, and so does the same address in capitals from another client.
    const right = await signIn('SCRIBA@example.org', PASSWORD, '198.51.100.1');
    expect([right.statusCode, right.json().message]).toEqual([429, lockedMessage('15 minuten')]);

    // Whole minutes, rounded up: 4½ minutes left is 'over 5 minuten'.
    moveClock(10.5);
    expect((await signIn('scriba@example.org', PASSWORD)).json().message).toBe(lockedMessage('5 minuten'));
    moveClock(14.5);
    expect((await signIn('scriba@example.org', PASSWORD)).json().message).toBe(lockedMessage('1 minuut'));
    moveClock(15.1);
    expect((await signIn('scriba@example.org', PASSWORD)).statusCode).toBe(200);
  });

  it('takes parallel guesses for one address one at a time: 10 at once, 4 are checked and the rest locked', async () => {
    await addUser(app(), 'scriba@example.org');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn('scriba@example.org', `${WRONG}${i}`, `198.51.100.${i + 1}`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it('counts failures within 15 minutes only, and a success starts the count again', async () => {
    await addUser(app(), 'scriba@example.org');
    for (let i = 0; i < 4; i++) await signIn('scriba@example.org', WRONG);
    moveClock(16);
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
