/**
 * One Zijstroom issue, two API processes (the app as src/server.ts builds it: test/stepped-server.ts,
 * via instances.ts) on one PostgreSQL: every confirmed subscriber gets it exactly once.
 * - Both alive: they share the rows (FOR UPDATE SKIP LOCKED claims), no address twice.
 * - One killed with SIGKILL in the middle of the send: A mails through a server that takes its
 *   first messages and then never answers a DATA, so A dies holding a claim it never finished; B
 *   takes that row over on its next look, past A's lease (60 s, stepped past: instances.ts), and sends the rest.
 * The issue is started by the database alone (a scheduled row, as the editing app leaves it); an
 * instance finds it when it looks at its outbox, as its poll would. After the send every instance
 * looks once more, past every lease, and only then is "no address twice" checked: the look that
 * would send a second copy is done first (issue 42; without the claim's guard it fails, see
 * docs/tests.md). Each case has its database and its instances; all four start at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabaseFor, type OpenedDatabase } from '../../src/db/dialect';
import type { NewsletterMailStatus } from '../../src/db/schema';
import { now } from '../../src/lib/clock';
import { createIssuesRepository } from '../../src/plugins/app/newsletter/issues-repository';
import { createTestDatabase, type TestDatabase } from '../db/embedded-pg';
import { createInstances, LEASE_MS, type Instance } from './instances';
import { eventually } from './mail-harness';
import { startSmtp, stopSmtp, type Received } from './smtp-catcher';

const SUBSCRIBERS = 40;
/** An instant every clock is past. */
const DUE_ALWAYS = new Date(0);

/** One case's database, its instances and what it opened. */
interface Setting {
  database: TestDatabase;
  db: OpenedDatabase;
  media: string;
  group: ReturnType<typeof createInstances>;
}

async function setting(): Promise<Setting> {
  const database = await createTestDatabase();
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-instances-'));
  const db = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
  return { database, db, media, group: createInstances(() => ({ DATABASE_URL: database.url, MEDIA_PATH: media, WEB_ROOT: media, NEWSLETTER_RATE: '0' })) };
}

/**
 * Confirmed subscribers and one issue, written straight into the database, due on any instance's
 * clock: the instances run on the machine's (instances.ts), which may be before the tests' fixed
 * instant, so the issue is due from the start of time, not from the tests' now.
 */
async function prepare({ db }: Setting): Promise<number> {
  const at = now().toISOString();
  const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: `lid${i + 1}@example.org`, status: 'confirmed' as const, created_at: at, confirmed_at: at, confirm_hash: null, confirm_expires_at: null, confirm_sent_at: null, undeliverable_at: null }));
  await db.db.insertInto('newsletter_subscribers').values(rows).execute();
  const issues = createIssuesRepository(db.db);
  const id = await issues.create({ title: 'Zijstroom voor iedereen', body: '<p>Eén keer, niet twee keer.</p>' }, 'redactie@example.org');
  await issues.schedule(id, DUE_ALWAYS, 'https://kerk.example.nl', 'redactie@example.org', DUE_ALWAYS);
  return id;
}

/** The instant past which every row's lease has ended: the last claim was before the last send. */
async function pastEveryLease({ db }: Setting, id: number): Promise<number> {
  const rows = await db.db.selectFrom('newsletter_mails').select('sent_at').where('issue_id', '=', id).execute();
  return Math.max(...rows.map((r) => new Date(r.sent_at!).getTime())) + LEASE_MS;
}

const everyoneOnce = (received: Received[]) => {
  const to = received.flatMap((m) => m.to);
  expect(to).toHaveLength(SUBSCRIBERS);
  expect(new Set(to).size).toBe(SUBSCRIBERS);
};

describe('a Zijstroom issue sent by two API instances on one PostgreSQL', () => {
  const sinks: Awaited<ReturnType<typeof startSmtp>>[] = [];
  const settings: Setting[] = [];
  let both: Setting, killed: Setting;
  let shared: Awaited<ReturnType<typeof startSmtp>>, first: Awaited<ReturnType<typeof startSmtp>>, second: Awaited<ReturnType<typeof startSmtp>>;
  let a: Instance, b: Instance, doomed: Instance, heir: Instance;

  async function sink(options: Parameters<typeof startSmtp>[1] = {}) {
    const server = await startSmtp(0, options);
    sinks.push(server);
    return server;
  }

  beforeAll(async () => {
    settings.push((both = await setting()), (killed = await setting()));
    // A relay taking 100 ms a mail: one instance alone needs 4 s for the issue, so both looks, started together, claim rows.
    shared = await sink({ delayMs: 100 });
    first = await sink({ holdAfter: 5 });
    second = await sink();
    [a, b, doomed, heir] = await Promise.all([
      both.group.start('api-a', shared.port),
      both.group.start('api-b', shared.port),
      killed.group.start('api-a', first.port),
      killed.group.start('api-b', second.port),
    ]);
    await Promise.all([a, b].map(both.group.up).concat([doomed, heir].map(killed.group.up)));
  }, 240_000);

  afterAll(async () => {
    for (const { group, db, database, media } of settings) {
      group.killAll();
      await db.close();
      await database.drop();
      fs.rmSync(media, { recursive: true, force: true });
    }
    for (const s of sinks.splice(0)) await stopSmtp(s.server);
  });

  it('shares the rows between two live instances and mails every subscriber exactly once', async () => {
    const id = await prepare(both);
    // Both look at once: the one that starts the issue queues its rows, both send them.
    const sends = await both.group.lookAll([a, b]);
    expect(sends.reduce((n, look) => n + look.sent.newsletter, 0)).toBe(SUBSCRIBERS);
    expect((await createIssuesRepository(both.db.db).find(id))?.status).toBe('sent');
    const claimedBy = await both.db.db.selectFrom('newsletter_mails').select('claimed_by').distinct().where('issue_id', '=', id).execute();
    expect(claimedBy.map((r) => r.claimed_by).sort()).toEqual(['api-a', 'api-b']);

    // Both look again past every lease; only once they have: nothing came twice.
    const lease = await pastEveryLease(both, id);
    const again = await both.group.lookAll([a, b]);
    expect(again.map((look) => look.at > lease)).toEqual([true, true]);
    everyoneOnce(shared.received);
    expect(again.map((look) => look.sent.newsletter)).toEqual([0, 0]);
  }, 120_000);

  it('finishes the send of an instance killed with SIGKILL mid-send, without sending anyone a second copy', async () => {
    const { db, group } = killed;
    const id = await prepare(killed);
    // A looks (B does not): it mails five and hangs on the sixth, so its look never ends: kill it there.
    void doomed.lookAt(group.next()).catch(() => undefined);
    await eventually('A mailed five', () => first.received.length === 5, 60_000);
    // Its five marked sent and the sixth claimed: the kill lands while the sixth is unanswered (a
    // kill between a relay's 250 and the row's update would be a second copy no outbox can prevent).
    const rowsOfA = async (status: NewsletterMailStatus) => (await db.db.selectFrom('newsletter_mails').select('id').where('status', '=', status).where('claimed_by', '=', 'api-a').where('kind', '=', 'issue').execute()).length;
    await eventually('A marked five sent and holds the sixth', async () => (await rowsOfA('sent')) === 5 && (await rowsOfA('sending')) === 1, 30_000);
    const dead = new Promise((resolve) => doomed.child.once('exit', resolve));
    doomed.child.kill('SIGKILL');
    await dead;

    // B's next look, a poll interval past A's: past A's lease, it takes the sixth over and sends the rest.
    const [rest] = await group.lookAll([heir]);
    expect((await createIssuesRepository(db.db).find(id))?.status).toBe('sent');

    // B looks again past every lease; only then: nobody got a second copy.
    const lease = await pastEveryLease(killed, id);
    const [again] = await group.lookAll([heir]);
    expect(again!.at).toBeGreaterThan(lease);
    everyoneOnce([...first.received, ...second.received]);
    expect(first.received).toHaveLength(5);
    expect([rest!.sent.newsletter, again!.sent.newsletter]).toEqual([SUBSCRIBERS - 5, 0]);
  }, 120_000);
});
