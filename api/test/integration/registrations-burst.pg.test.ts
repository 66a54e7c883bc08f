/**
 * A burst of 1,000 sign-ups for a service of 200 seats (issue 43), through two API processes (the
 * app as src/server.ts builds it: test/stepped-server.ts, via instances.ts) on one PostgreSQL.
 * Every request comes from its own X-Forwarded-For address (TRUST_PROXY) and its own e-mail
 * address, one seat each, alternating between the instances, all at once. The list's row lock
 * (FOR UPDATE) must make it exactly 200 confirmed, the waitlist 1..800 in `seq` order, `seq` 1..n
 * without a gap, and the confirmation mails each go out once.
 * - Both alive: the answers, the database and the mails agree, 1,000 mails, each once.
 * - A killed with SIGKILL once it has answered half its requests: still 200 confirmed, every 201 in
 *   the database, no gap in `seq`. B sends what A left queued; the mail A was mailing when it died
 *   (its row `sending`, claimed by A) is B's once B's clock is stepped past A's lease (60 s:
 *   longer than any send under the burst takes, so no live send outlasts its lease). Only that mail
 *   may come twice: the one window docs/operations.md names (A died after the relay's 250).
 * The outboxes poll every 200 ms of their own and wake on each sign-up, so the mails go out during
 * the burst. "No second copy" is checked only after every live instance has looked again past
 * every lease (asserted from the answers). Without the claim's guard (a `sent` row due again once
 * its lease has passed) that look sends all 1,000 again (see docs/tests.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabaseFor, type OpenedDatabase } from '../../src/db/dialect';
import { createTestDatabase, type TestDatabase } from '../db/embedded-pg';
import { createInstances, LEASE_MS, type Instance } from './instances';
import { eventually } from './mail-harness';
import { startSmtp, stopSmtp, type Received } from './smtp-catcher';

const SIGNUPS = 1000;
const SEATS = 200;
const DAY = 86_400_000;

interface Setting {
  database: TestDatabase;
  db: OpenedDatabase;
  media: string;
  group: ReturnType<typeof createInstances>;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  a: Instance;
  b: Instance;
}

async function setting(): Promise<Setting> {
  const database = await createTestDatabase();
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'registrations-burst-'));
  const db = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
  const smtp = await startSmtp();
  // `?pool=true` (nodemailer's URL option, open to any SMTP_URL): one connection per instance for all
  // its mails. Without it each mail opens its own, and the catcher (smtp-server) waits 100 ms before
  // it greets every one: 1,000 mails took 80 s on two instances, 120 s on one.
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}/?pool=true`;
  const group = createInstances(() => ({ DATABASE_URL: database.url, MEDIA_PATH: media, WEB_ROOT: media, TRUST_PROXY: 'true', TEST_POLL_MS: '200', SMTP_URL: smtpUrl }));
  const [a, b] = await Promise.all([group.start('api-a', smtp.port), group.start('api-b', smtp.port)]);
  return { database, db, media, group, smtp, a: a!, b: b! };
}

/** A service of the seed, taking sign-ups for 200 seats, a week after the instances' clock. */
async function openService({ db, a }: Setting): Promise<number> {
  const { at } = await a.lookAt(a.aheadMs);
  const { id } = await db.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.db
    .updateTable('services')
    .set({ starts_at: new Date(at + 7 * DAY).toISOString(), season: 'Kerstnachtdienst', signups: 1, signup_seats: SEATS, signup_max_seats: 4, signup_closed: 0, signup_closes_date: '' })
    .where('id', '=', id)
    .execute();
  return id;
}

type Answer = { n: number; via: string; status: number; data?: { status: 'confirmed' | 'waitlisted'; seats: number; position?: number }; error?: string };

const email = (n: number) => `lid-${String(n).padStart(4, '0')}@example.org`;
/** Its own address in 10.0.0.0/8 per sign-up: no two share a quota. */
const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Fires all sign-ups at once, A and B in turn; `onAnswer` sees each answer as it comes. */
function burst(serviceId: number, [a, b]: Instance[], onAnswer: (answer: Answer) => void = () => undefined): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: SIGNUPS }, async (_, i): Promise<Answer> => {
      const n = i + 1;
      const via = n % 2 ? a! : b!;
      let answer: Answer;
      try {
        const res = await fetch(`${via.base}/api/services/${serviceId}/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(n) },
          body: JSON.stringify({ name: `Lid ${n}`, email: email(n), seats: 1 }),
          // Generous: a slow 2-core machine; this bounds a hang, it measures nothing.
          signal: AbortSignal.timeout(120_000),
        });
        answer = { n, via: via.id, status: res.status, ...(res.status === 201 ? { data: ((await res.json()) as { data: Answer['data'] }).data } : { error: await res.text() }) };
      } catch (error) {
        answer = { n, via: via.id, status: 0, error: String(error) };
      }
      onAnswer(answer);
      return answer;
    }),
  );
}

async function rowsOf({ db }: Setting) {
  return db.db.selectFrom('registrations').select(['id', 'seq', 'email', 'status', 'seats']).orderBy('seq').execute();
}

/** The list as it must be after any burst: 200 confirmed first, then the waitlist in `seq` order, `seq` 1..n. */
function expectOrderedList(rows: Awaited<ReturnType<typeof rowsOf>>) {
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
  expect(new Set(rows.map((r) => r.email)).size).toBe(rows.length);
  expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(SEATS);
  expect(rows.reduce((sum, r) => sum + (r.status === 'confirmed' ? r.seats : 0), 0)).toBe(SEATS);
  // The first 200 committed are the 200 confirmed; the rest wait, in commit order.
  expect(rows.slice(0, SEATS).every((r) => r.status === 'confirmed')).toBe(true);
  expect(rows.slice(SEATS).every((r) => r.status === 'waitlisted')).toBe(true);
}

/** Every 201 is in the database, with the status and waitlist position it was answered. */
function expectAnswersKept(answers: Answer[], rows: Awaited<ReturnType<typeof rowsOf>>) {
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  for (const answer of answers.filter((x) => x.status === 201)) {
    const row = byEmail.get(email(answer.n));
    expect({ n: answer.n, found: Boolean(row) }).toEqual({ n: answer.n, found: true });
    const expected = row!.status === 'confirmed' ? { status: 'confirmed', seats: 1 } : { status: 'waitlisted', seats: 1, position: row!.seq - SEATS };
    expect(answer.data).toEqual(expected);
  }
}

/** Sign-up mails not sent yet. */
const unsent = async ({ db }: Setting) =>
  Number((await db.db.selectFrom('registration_mails').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '<>', 'sent').executeTakeFirstOrThrow()).n);

const countBy = (received: Received[]) => {
  const counts = new Map<string, number>();
  for (const address of received.flatMap((m) => m.to)) counts.set(address, (counts.get(address) ?? 0) + 1);
  return counts;
};

/** The instant past which every sign-up mail's lease has ended: each was claimed before it was sent. */
async function pastEveryLease({ db }: Setting): Promise<number> {
  const rows = await db.db.selectFrom('registration_mails').select('sent_at').execute();
  return Math.max(...rows.map((r) => new Date(r.sent_at!).getTime())) + LEASE_MS;
}

describe('a burst of 1,000 sign-ups for 200 seats through two API instances on one PostgreSQL', () => {
  const settings: Setting[] = [];
  let both: Setting, killed: Setting;

  beforeAll(async () => {
    [both, killed] = await Promise.all([setting(), setting()]);
    settings.push(both, killed);
    await Promise.all(settings.flatMap(({ group, a, b }) => [a, b].map(group.up)));
  }, 240_000);

  afterAll(async () => {
    for (const { group, db, database, media, smtp } of settings) {
      group.killAll();
      await db.close();
      await database.drop();
      fs.rmSync(media, { recursive: true, force: true });
      await stopSmtp(smtp.server);
    }
  });

  it('confirms exactly 200, waitlists 800 in commit order and mails each sign-up once', async () => {
    const { a, b, group, smtp, db } = both;
    const serviceId = await openService(both);
    const answers = await burst(serviceId, [a, b]);
    expect(answers.filter((x) => x.status !== 201)).toEqual([]);
    expect(answers.filter((x) => x.data?.status === 'confirmed')).toHaveLength(SEATS);
    const positions = answers.flatMap((x) => (x.data?.position === undefined ? [] : [x.data.position]));
    expect(positions.sort((p, q) => p - q)).toEqual(Array.from({ length: SIGNUPS - SEATS }, (_, i) => i + 1));

    const rows = await rowsOf(both);
    expect(rows).toHaveLength(SIGNUPS);
    expectOrderedList(rows);
    expectAnswersKept(answers, rows);
    expect((await db.db.selectFrom('registration_lists').select('seq').executeTakeFirstOrThrow()).seq).toBe(SIGNUPS);

    // The outboxes drain on their own clocks (woken by each sign-up, and their 200 ms poll); stepping
    // a clock while the other instance mails would pass that mail's lease under it.
    await eventually('all 1,000 mails sent', async () => (await unsent(both)) === 0, 120_000);
    // Both look past every lease; only once they have: nobody got a second copy.
    const lease = await pastEveryLease(both);
    const again = await group.lookAll([a, b]);
    expect(again.map((look) => look.at > lease)).toEqual([true, true]);
    expect(again.map((look) => look.sent.registrations)).toEqual([0, 0]);
    const counts = countBy(smtp.received);
    expect(counts.size).toBe(SIGNUPS);
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    const confirmed = new Set(rows.filter((r) => r.status === 'confirmed').map((r) => r.email));
    for (const mail of smtp.received) expect(/^Subject: (\w+):/m.exec(mail.raw)?.[1]).toBe(confirmed.has(mail.to[0]!) ? 'Aangemeld' : 'Wachtlijst');
  }, 180_000);

  it('keeps 200 confirmed, every answered sign-up and the order when one instance is killed mid-burst', async () => {
    const { a, b, group, smtp, db } = killed;
    const serviceId = await openService(killed);
    let answeredByA = 0;
    const dead = new Promise<void>((resolve) => a.child.once('exit', () => resolve()));
    // A is killed the moment it has answered half its requests (a quarter of the burst), B goes on.
    const all = burst(serviceId, [a, b], (answer) => {
      if (answer.via === 'api-a' && answer.status === 201 && (answeredByA += 1) === SIGNUPS / 4) a.child.kill('SIGKILL');
    });
    await Promise.race([dead, all.then(() => Promise.reject(new Error(`the burst ended before A was killed (${answeredByA} answers of A)`)))]);
    // What A was mailing when it died: its claim, frozen; B takes it over only past A's lease.
    const sendingOfA = await db.db.selectFrom('registration_mails').select(['to_email', 'lease_until']).where('status', '=', 'sending').where('claimed_by', '=', 'api-a').execute();
    const answers = await all;

    // A answered half its requests; the rest of A's failed or were answered before the kill landed.
    expect(answers.filter((x) => x.via === 'api-b' && x.status !== 201)).toEqual([]);
    expect(answers.filter((x) => x.via === 'api-a' && x.status === 201).length).toBeGreaterThanOrEqual(SIGNUPS / 4);
    const rows = await rowsOf(killed);
    expect(rows.length).toBeGreaterThanOrEqual(answers.filter((x) => x.status === 201).length);
    expectOrderedList(rows);
    expectAnswersKept(answers, rows);
    expect((await db.db.selectFrom('registration_lists').select('seq').executeTakeFirstOrThrow()).seq).toBe(rows.length);

    // B sends what A left queued on its own; B looks past A's lease: it sends A's unfinished mail.
    await eventually('B sent all but what A was mailing', async () => (await unsent(killed)) === sendingOfA.length, 120_000);
    const [taken] = await group.lookAll([b]);
    for (const row of sendingOfA) expect(taken!.at).toBeGreaterThan(new Date(row.lease_until!).getTime());
    const mails = await db.db.selectFrom('registration_mails').select(['status', 'to_email']).where('kind', '=', 'confirm').execute();
    expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
    expect(mails).toHaveLength(rows.length);
    // B looks again past every lease; only then: each sign-up's mail once, a second copy only of A's last.
    const lease = await pastEveryLease(killed);
    const [again] = await group.lookAll([b]);
    expect(again!.at).toBeGreaterThan(lease);
    expect(again!.sent.registrations).toBe(0);
    const counts = countBy(smtp.received);
    expect([...counts.keys()].sort()).toEqual(rows.map((r) => r.email).sort());
    // A worker mails one at a time: at most one mail was under way when A died.
    expect(sendingOfA.length).toBeLessThanOrEqual(1);
    const underWay = new Set(sendingOfA.map((r) => r.to_email));
    expect([...counts.entries()].filter(([address, n]) => n !== 1 && !(n === 2 && underWay.has(address)))).toEqual([]);
  }, 180_000);
});
