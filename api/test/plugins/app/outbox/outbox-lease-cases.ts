/**
 * Several API instances drain one outbox (issue 18): two outbox-state objects with different
 * instance ids, each on its own connection to one database, claim rows with a lease. Both outbox
 * tables share these states, so each case runs on both. Times come from the test clock. The cases
 * run on SQLite (outbox-lease.test.ts: two connections to one file) and on PostgreSQL
 * (outbox-lease.pg.test.ts: two pools, claims really at the same time).
 */
import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../../../src/db/schema';
import { now } from '../../../../src/lib/clock';
import { createAccountMailOutbox } from '../../../../src/plugins/app/accounts/account-mail';
import { createOutboxRepository } from '../../../../src/plugins/app/contact/outbox-repository';
import { freshOutboxState, outboxStates, type OutboxTable } from '../../../../src/plugins/app/outbox/outbox-states';
import { createNewsletterOutbox } from '../../../../src/plugins/app/newsletter/newsletter-outbox';
import { createSubscribersRepository } from '../../../../src/plugins/app/newsletter/subscribers-repository';

const LEASE_MS = 60_000;
const contact = { contactType: 'zaalhuur', name: 'Piet Jansen', email: 'piet@example.org', subject: 'Zaal op 12 mei', message: 'Wij zoeken een zaal voor 40 personen.' };

let signUps = 0;

/** Stores one row in the table, due at `at`; answers its id. */
const ENQUEUE: Record<OutboxTable, (db: Kysely<Database>, at: Date) => Promise<string>> = {
  contact_messages: async (db, at) => (await createOutboxRepository(db).enqueue(contact, {}, at)).id!,
  account_mails: (db, at) => createAccountMailOutbox(db).enqueue({ to: 'scriba@example.org', subject: 'Uw account', body: 'https://kerk.example.nl/beheer/wachtwoord?token=x' }, at),
  // A Zijstroom confirmation mail, each for a sign-up of its own.
  newsletter_mails: async (db, at) => {
    const sign = await createSubscribersRepository(db).signUp(`lezer${(signUps += 1)}@example.org`, '', at);
    return createNewsletterOutbox(db).enqueueConfirmation(sign!, 'https://kerk.example.nl', at);
  },
  // A volunteer's message about a sign-up list (the states alone; no sign-up behind it).
  registration_mails: async (db, at) => {
    const id = randomUUID();
    await db.insertInto('registration_mails').values({ id, kind: 'message', once: `message:${id}`, registration_id: null, to_email: 'lid@example.org', token: null, ...freshOutboxState(at) }).execute();
    return id;
  },
};

/** Two connections to one migrated and seeded database, and how to close them (and remove it). */
export interface TwoConnections {
  dbA: Kysely<Database>;
  dbB: Kysely<Database>;
  close: () => Promise<void>;
}

export function outboxLeaseCases(connect: () => Promise<TwoConnections>) {
  describe.each(Object.keys(ENQUEUE) as OutboxTable[])('outbox claims with a lease on %s', (table) => {
    let connections: TwoConnections;
    let dbA: Kysely<Database>;
    let dbB: Kysely<Database>;
    let a: ReturnType<typeof outboxStates>;
    let b: ReturnType<typeof outboxStates>;
    let t0: Date;
    const after = (ms: number) => new Date(t0.getTime() + ms);
    const enqueue = () => ENQUEUE[table](dbA, t0);
    const row = (id: string) =>
      (dbA as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .selectFrom(table)
        .select(['status', 'attempts', 'claimed_by', 'lease_until', 'sent_at', 'last_error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    beforeEach(async () => {
      connections = await connect();
      ({ dbA, dbB } = connections);
      a = outboxStates(dbA, table, { instanceId: 'api-a', leaseMs: LEASE_MS });
      b = outboxStates(dbB, table, { instanceId: 'api-b', leaseMs: LEASE_MS });
      t0 = now();
    });
    afterEach(() => connections.close());

    it('never hands one row to both instances', async () => {
      for (let i = 0; i < 12; i += 1) await enqueue();
      const claims = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? a : b).claimNextId(t0)));
      const ids = claims.flatMap((claim) => (claim ? [claim.id] : []));
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      for (const [i, claim] of claims.entries()) {
        if (claim) expect(await row(claim.id)).toMatchObject({ status: 'sending', attempts: 1, claimed_by: i % 2 === 0 ? 'api-a' : 'api-b' });
      }
    });

    it('claims a row until now + the lease, and lets the other instance take it over only once the lease has passed', async () => {
      const id = await enqueue();
      expect(await a.claimNextId(t0)).toEqual({ id, attempts: 1 });
      expect(await row(id)).toMatchObject({ status: 'sending', claimed_by: 'api-a', lease_until: after(LEASE_MS).toISOString() });
      expect(await b.claimNextId(after(LEASE_MS))).toBeNull();
      expect(await b.claimNextId(after(LEASE_MS + 1))).toEqual({ id, attempts: 2 });
      expect(await row(id)).toMatchObject({ status: 'sending', claimed_by: 'api-b', lease_until: after(2 * LEASE_MS + 1).toISOString() });
      expect(await a.claimNextId(after(LEASE_MS + 2))).toBeNull();
    });

    it("refuses a stale worker's outcome once another instance claimed the row again, and records the new claim's", async () => {
      const id = await enqueue();
      const stale = (await a.claimNextId(t0))!;
      const fresh = (await b.claimNextId(after(LEASE_MS + 1)))!;
      expect(await a.markSent(stale, after(LEASE_MS + 2))).toBe(false);
      expect(await a.markFailed(stale, 'too late', after(LEASE_MS + 3))).toBe(false);
      expect(await row(id)).toMatchObject({ status: 'sending', attempts: 2, claimed_by: 'api-b', sent_at: null, last_error: null });
      expect(await b.markSent(fresh, after(LEASE_MS + 4))).toBe(true);
      expect(await row(id)).toMatchObject({ status: 'sent', sent_at: after(LEASE_MS + 4).toISOString(), lease_until: null });
    });

    it("refuses an instance's own earlier claim once it claimed the row again", async () => {
      const id = await enqueue();
      const first = (await a.claimNextId(t0))!;
      const second = (await a.claimNextId(after(LEASE_MS + 1)))!;
      expect(await a.markFailed(first, 'too late', after(LEASE_MS + 2))).toBe(false);
      expect(await a.markSent(second, after(LEASE_MS + 3))).toBe(true);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('records a late outcome when nobody took the row over in the meantime', async () => {
      const id = await enqueue();
      const claim = (await a.claimNextId(t0))!;
      expect(await a.markFailed(claim, 'connect ECONNREFUSED', after(LEASE_MS + 10_000))).toBe(true);
      expect(await row(id)).toMatchObject({ status: 'retry', last_error: 'connect ECONNREFUSED', claimed_by: 'api-a', lease_until: null });
      expect(await b.claimNextId(after(LEASE_MS + 9_999))).toBeNull();
      expect(await b.claimNextId(after(LEASE_MS + 10_000))).toEqual({ id, attempts: 2 });
    });
  });
}
