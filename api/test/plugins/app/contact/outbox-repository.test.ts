import type { Kysely } from 'kysely';

import type { Database } from '../../../../src/db/schema';
import { seedContact } from '../../../../src/seed/seed-contact';
import { createOutboxRepository, type OutboxRepository } from '../../../../src/plugins/app/contact/outbox-repository';
import { retryDelay } from '../../../../src/plugins/app/outbox/outbox-worker';
import { openDatabase } from '../../../../src/plugins/external/db';
import { migrateToLatest } from '../../../../src/db/migrate';

const input = { contactType: 'zaalhuur', name: 'Piet Jansen', email: 'piet@example.org', subject: 'Zaal op 12 mei', message: 'Wij zoeken een zaal voor 40 personen.' };
const at = (iso: string) => new Date(`2025-05-01T${iso}Z`);

describe('contact outbox state machine', () => {
  let db: Kysely<Database>;
  let outbox: OutboxRepository;

  beforeEach(async () => {
    db = openDatabase(':memory:');
    await migrateToLatest(db);
    await seedContact(db);
    outbox = createOutboxRepository(db);
  });
  afterEach(() => db.destroy());

  it('stores a new message as queued with no attempts, due at once', async () => {
    const { id } = await outbox.enqueue(input, {}, at('10:00:00.000'));
    expect(await outbox.find(id!)).toMatchObject({ status: 'queued', attempts: 0, next_attempt_at: '2025-05-01T10:00:00.000Z', last_error: null, sent_at: null });
  });

  it('claims a due message as sending, counts the attempt and joins the recipient of its type', async () => {
    const { id } = await outbox.enqueue(input, {}, at('10:00:00.000'));
    const claimed = await outbox.claimNext(at('10:00:00.000'));
    expect(claimed).toEqual({ id, ...input, attempts: 1, typeLabel: 'Zaalhuur Beuningen, Druten of Wijchen', recipientName: 'Beheer zaalverhuur', recipientEmail: 'zaalverhuur@pgmaasenwaal.example' });
    expect((await outbox.find(id!))!.status).toBe('sending');
    expect(await outbox.claimNext(at('10:00:00.000'))).toBeNull();
  });

  it('claims the oldest due message first', async () => {
    const older = await outbox.enqueue(input, {}, at('09:00:00.000'));
    await outbox.enqueue(input, {}, at('09:30:00.000'));
    expect((await outbox.claimNext(at('10:00:00.000')))!.id).toBe(older.id);
  });

  it('marks a delivered message sent, after which it is never claimed again', async () => {
    const { id } = await outbox.enqueue(input, {}, at('10:00:00.000'));
    const claim = await outbox.claimNext(at('10:00:00.000'));
    expect(await outbox.markSent(claim!, at('10:00:01.000'))).toBe(true);
    expect(await outbox.find(id!)).toMatchObject({ status: 'sent', sent_at: '2025-05-01T10:00:01.000Z' });
    expect(await outbox.claimNext(at('23:00:00.000'))).toBeNull();
  });

  it('moves a failed message to retry with its error, and claims it again only once its time has come', async () => {
    const { id } = await outbox.enqueue(input, {}, at('10:00:00.000'));
    const claim = await outbox.claimNext(at('10:00:00.000'));
    expect(await outbox.markFailed(claim!, 'connect ECONNREFUSED 127.0.0.1:2525', at('10:01:00.000'))).toBe(true);
    expect(await outbox.find(id!)).toMatchObject({ status: 'retry', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', next_attempt_at: '2025-05-01T10:01:00.000Z' });
    expect(await outbox.claimNext(at('10:00:59.999'))).toBeNull();
    expect(await outbox.claimNext(at('10:01:00.000'))).toMatchObject({ id, attempts: 2 });
  });

  it('claims a message left in sending by a crash again once its lease has passed, and only that one', async () => {
    const interrupted = await outbox.enqueue(input, {}, at('10:00:00.000'));
    const done = await outbox.enqueue(input, {}, at('10:00:01.000'));
    await outbox.claimNext(at('10:00:05.000'));
    const claim = await outbox.claimNext(at('10:00:05.000'));
    await outbox.markSent(claim!, at('10:00:06.000'));
    // The default lease is a minute: until 10:01:05.000 the interrupted send may still be going on.
    expect(await outbox.claimNext(at('10:01:05.000'))).toBeNull();
    expect(await outbox.claimNext(at('10:01:05.001'))).toMatchObject({ id: interrupted.id, attempts: 2 });
    expect((await outbox.find(done.id!))!.status).toBe('sent');
    expect(await outbox.countByStatus()).toEqual({ queued: 0, sending: 1, sent: 1, retry: 0 });
  });

  it('answers the first id for a repeated idempotency key, and a conflict for another message under it', async () => {
    const first = await outbox.enqueue(input, { idempotencyKey: 'key-12345678', requestHash: 'a' });
    expect(await outbox.enqueue(input, { idempotencyKey: 'key-12345678', requestHash: 'a' })).toEqual({ id: first.id, outcome: 'replayed' });
    expect(await outbox.enqueue(input, { idempotencyKey: 'key-12345678', requestHash: 'b' })).toEqual({ outcome: 'conflict' });
    expect(await outbox.enqueue(input)).toMatchObject({ outcome: 'created' });
    expect(await outbox.enqueue(input)).toMatchObject({ outcome: 'created' });
    expect(await outbox.countByStatus()).toMatchObject({ queued: 3 });
  });

  it('refuses a message for a contact type that does not exist', async () => {
    // toMatchObject, not toThrow: SqliteError comes from the native module's realm, not jest's.
    await expect(outbox.enqueue({ ...input, contactType: 'bestaat-niet' })).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(await outbox.countByStatus()).toEqual({ queued: 0, sending: 0, sent: 0, retry: 0 });
  });

  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [500, 3_600_000],
  ])('waits, after failed attempt %i, %i ms (doubling, capped at an hour)', (attempts, delay) => {
    expect(retryDelay(attempts, 60_000, 3_600_000)).toBe(delay);
  });
});
