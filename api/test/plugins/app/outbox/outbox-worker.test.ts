import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../../../../src/db/schema';
import { seedContact } from '../../../../src/seed/seed-contact';
import { createOutboxRepository, type OutboxMessage, type OutboxRepository } from '../../../../src/plugins/app/contact/outbox-repository';
import { createOutboxWorker } from '../../../../src/plugins/app/outbox/outbox-worker';
import { openDatabase } from '../../../../src/plugins/external/db';
import { migrateToLatest } from '../../../../src/db/migrate';

const input = { contactType: 'diakenen', name: 'Els Bakker', email: 'els@example.org', subject: 'Voedselbank', message: 'Hoe kan ik helpen bij de inzameling?' };

function fakeLog() {
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

describe('contact outbox worker', () => {
  let db: Kysely<Database>;
  let outbox: OutboxRepository;
  let clock: Date;
  const now = () => clock;

  beforeEach(async () => {
    db = openDatabase(':memory:');
    await migrateToLatest(db);
    await seedContact(db);
    outbox = createOutboxRepository(db);
    clock = new Date('2025-05-01T10:00:00.000Z');
  });
  afterEach(() => db.destroy());

  const worker = (send: (m: OutboxMessage) => Promise<void>, logger = fakeLog().logger) =>
    createOutboxWorker({ outbox, send, log: logger, retryBaseMs: 1000, retryMaxMs: 8000, now });

  it('sends every due message to the recipient of its type and marks it sent', async () => {
    const send = jest.fn(async (_m: OutboxMessage) => {});
    const a = await outbox.enqueue(input, {}, clock);
    const b = await outbox.enqueue({ ...input, contactType: 'huwelijk' }, {}, clock);
    expect(await worker(send).tick()).toBe(2);
    expect(send.mock.calls.map(([m]) => [m.id, m.recipientEmail])).toEqual([
      [a.id, 'diaconie@pgmaasenwaal.example'],
      [b.id, 'huwelijk@pgmaasenwaal.example'],
    ]);
    expect(await outbox.countByStatus()).toEqual({ queued: 0, sending: 0, sent: 2, retry: 0 });
  });

  it('keeps a message whose delivery fails, logs why, and retries it after the back-off', async () => {
    const { log, logger } = fakeLog();
    let smtpUp = false;
    const send = jest.fn(async () => {
      if (!smtpUp) throw new Error('connect ECONNREFUSED');
    });
    const w = worker(send, logger);
    const { id } = await outbox.enqueue(input, {}, clock);

    expect(await w.tick()).toBe(0);
    expect(await outbox.find(id!)).toMatchObject({ status: 'retry', attempts: 1, last_error: 'connect ECONNREFUSED', next_attempt_at: '2025-05-01T10:00:01.000Z' });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ id, attempts: 1, reason: 'connect ECONNREFUSED' }), 'contact message not sent, will retry');

    smtpUp = true;
    expect(await w.tick()).toBe(0); // not due yet: the back-off is respected
    clock = new Date('2025-05-01T10:00:01.000Z');
    expect(await w.tick()).toBe(1);
    expect(await outbox.find(id!)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never gives up: after many failures the message still waits, at most retryMaxMs apart, and errors are raised', async () => {
    const { log, logger } = fakeLog();
    const w = worker(async () => Promise.reject(new Error('421 service not available')), logger);
    const { id } = await outbox.enqueue(input, {}, clock);
    for (let i = 0; i < 12; i += 1) {
      await w.tick();
      clock = new Date((await outbox.find(id!))!.next_attempt_at);
    }
    const row = await outbox.find(id!);
    expect(row).toMatchObject({ status: 'retry', attempts: 12 });
    expect(Date.parse(row!.next_attempt_at) - Date.parse('2025-05-01T10:00:00.000Z')).toBeGreaterThan(0);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ id, attempts: 12 }), 'contact message not sent, will retry');
  });

  it('doubles the wait per failure up to the cap', async () => {
    const w = worker(async () => Promise.reject(new Error('down')));
    const { id } = await outbox.enqueue(input, {}, clock);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const before = clock.getTime();
      await w.tick();
      clock = new Date((await outbox.find(id!))!.next_attempt_at);
      waits.push(clock.getTime() - before);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it.each([
    ['sent', async () => {}],
    ['failed', async () => Promise.reject(new Error('connection timeout'))],
  ])('records nothing, and warns, when a send that outlasted its lease ends %s after another instance took the message over', async (outcome, result) => {
    const { log, logger } = fakeLog();
    const other = createOutboxRepository(db, { instanceId: 'api-b', leaseMs: 60_000 });
    const { id } = await outbox.enqueue(input, {}, clock);
    const send = jest.fn(async () => {
      clock = new Date(clock.getTime() + 60_001);
      expect(await other.claimNext(clock)).toMatchObject({ id, attempts: 2 });
      await result();
    });
    expect(await worker(send, logger).tick()).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outbox.find(id!)).toMatchObject({ status: 'sending', attempts: 2, claimed_by: 'api-b', sent_at: null, last_error: null });
    expect(log.warn.mock.calls).toEqual([[expect.objectContaining({ id, attempts: 1, outcome }), `contact message ${outcome} after its lease had passed; not recorded, another worker holds it now`]]);
    expect(log.info).not.toHaveBeenCalled();
  });

  it('sends a message stored just as a drain found nothing more (wake-up while busy is not lost)', async () => {
    const send = jest.fn(async (_m: OutboxMessage) => {});
    let injected = false;
    // The race: the drain's last look finds nothing, then the route stores a message and wakes the worker.
    const racingOutbox: OutboxRepository = {
      ...outbox,
      async claimNext(at) {
        const message = await outbox.claimNext(at);
        if (!message && !injected) {
          injected = true;
          await outbox.enqueue({ ...input, subject: 'Tweede bericht' }, {}, clock);
          w.wake();
        }
        return message;
      },
    };
    const w = createOutboxWorker({ outbox: racingOutbox, send, log: fakeLog().logger, retryBaseMs: 1000, retryMaxMs: 8000, now });
    await outbox.enqueue(input, {}, clock);
    expect(await w.tick()).toBe(2);
    expect(send.mock.calls.map(([m]) => m.subject)).toEqual(['Voedselbank', 'Tweede bericht']);
  });

  it('on stop, finishes the send in progress and takes no new message', async () => {
    let release!: () => void;
    const send = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const w = worker(send);
    const first = await outbox.enqueue(input, {}, clock);
    await outbox.enqueue(input, {}, clock);
    void w.tick();
    await new Promise((resolve) => setImmediate(resolve));
    const stopping = w.stop();
    release();
    await stopping;
    expect(send).toHaveBeenCalledTimes(1);
    expect((await outbox.find(first.id!))!.status).toBe('sent');
    expect(await outbox.countByStatus()).toMatchObject({ sent: 1, queued: 1 });
  });
});
