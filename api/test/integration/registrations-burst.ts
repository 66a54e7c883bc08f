/**
 * What the two burst tests share (issue 43): two API processes (test/stepped-server.ts, via
 * instances.ts) on one fresh PostgreSQL database with TRUST_PROXY=true, a short outbox poll of their
 * own (200 ms) and one SMTP catcher; a service of 200 seats; 1,000 sign-ups fired at once, A and B in
 * turn, each its own X-Forwarded-For and address, one seat; and the checks of the list they leave.
 * One file per case (registrations-burst.pg.test.ts, registrations-burst-kill.pg.test.ts), so that
 * the PostgreSQL phase's two workers run them side by side: most of each is waiting on the mails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabaseFor, type OpenedDatabase } from '../../src/db/dialect';
import { createTestDatabase, type TestDatabase } from '../db/embedded-pg';
import { createInstances, LEASE_MS, type Instance } from './instances';
import { startSmtp, stopSmtp, type Received } from './smtp-catcher';

export const SIGNUPS = 1000;
export const SEATS = 200;
const DAY = 86_400_000;

export interface Setting {
  database: TestDatabase;
  db: OpenedDatabase;
  media: string;
  group: ReturnType<typeof createInstances>;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  a: Instance;
  b: Instance;
}

export async function setting(): Promise<Setting> {
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
export async function openService({ db, a }: Setting): Promise<number> {
  const { at } = await a.lookAt(a.aheadMs);
  const { id } = await db.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.db
    .updateTable('services')
    .set({ starts_at: new Date(at + 7 * DAY).toISOString(), season: 'Kerstnachtdienst', signups: 1, signup_seats: SEATS, signup_max_seats: 4, signup_closed: 0, signup_closes_date: '' })
    .where('id', '=', id)
    .execute();
  return id;
}

export type Answer = { n: number; via: string; status: number; data?: { status: 'confirmed' | 'waitlisted'; seats: number; position?: number }; error?: string };

export const email = (n: number) => `lid-${String(n).padStart(4, '0')}@example.org`;
/** Its own address in 10.0.0.0/8 per sign-up: no two share a quota. */
const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Fires all sign-ups at once, A and B in turn; `onAnswer` sees each answer as it comes. */
export function burst(serviceId: number, [a, b]: Instance[], onAnswer: (answer: Answer) => void = () => undefined): Promise<Answer[]> {
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

export async function rowsOf({ db }: Setting) {
  return db.db.selectFrom('registrations').select(['id', 'seq', 'email', 'status', 'seats']).orderBy('seq').execute();
}

/** The list as it must be after any burst: 200 confirmed first, then the waitlist in `seq` order, `seq` 1..n. */
export function expectOrderedList(rows: Awaited<ReturnType<typeof rowsOf>>) {
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
  expect(new Set(rows.map((r) => r.email)).size).toBe(rows.length);
  expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(SEATS);
  expect(rows.reduce((sum, r) => sum + (r.status === 'confirmed' ? r.seats : 0), 0)).toBe(SEATS);
  // The first 200 committed are the 200 confirmed; the rest wait, in commit order.
  expect(rows.slice(0, SEATS).every((r) => r.status === 'confirmed')).toBe(true);
  expect(rows.slice(SEATS).every((r) => r.status === 'waitlisted')).toBe(true);
}

/** Every 201 is in the database, with the status and waitlist position it was answered. */
export function expectAnswersKept(answers: Answer[], rows: Awaited<ReturnType<typeof rowsOf>>) {
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  for (const answer of answers.filter((x) => x.status === 201)) {
    const row = byEmail.get(email(answer.n));
    expect({ n: answer.n, found: Boolean(row) }).toEqual({ n: answer.n, found: true });
    const expected = row!.status === 'confirmed' ? { status: 'confirmed', seats: 1 } : { status: 'waitlisted', seats: 1, position: row!.seq - SEATS };
    expect(answer.data).toEqual(expected);
  }
}

/** Sign-up mails not sent yet. */
export const unsent = async ({ db }: Setting) =>
  Number((await db.db.selectFrom('registration_mails').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '<>', 'sent').executeTakeFirstOrThrow()).n);

export const countBy = (received: Received[]) => {
  const counts = new Map<string, number>();
  for (const address of received.flatMap((m) => m.to)) counts.set(address, (counts.get(address) ?? 0) + 1);
  return counts;
};

/** The instant past which every sign-up mail's lease has ended: each was claimed before it was sent. */
export async function pastEveryLease({ db }: Setting): Promise<number> {
  const rows = await db.db.selectFrom('registration_mails').select('sent_at').execute();
  return Math.max(...rows.map((r) => new Date(r.sent_at!).getTime())) + LEASE_MS;
}

/** Stops what `setting` started. */
export async function closeSetting({ group, db, database, media, smtp }: Setting): Promise<void> {
  group.killAll();
  await db.close();
  await database.drop();
  fs.rmSync(media, { recursive: true, force: true });
  await stopSmtp(smtp.server);
}
