/**
 * Drains the contact outbox: claims each due message, mails it, and records the outcome. One drain
 * runs at a time; a wake-up during a drain makes it go round once more, so a message stored while
 * the worker was busy is not left waiting for the next interval.
 */
import type { FastifyBaseLogger } from 'fastify';

import { retryDelay, type OutboxMessage, type OutboxRepository } from './outbox-repository';
import { now as clockNow } from '../../../lib/clock';

export interface OutboxWorkerOptions {
  outbox: OutboxRepository;
  send: (message: OutboxMessage) => Promise<void>;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  now?: () => Date;
}

/** From this many failed attempts on, a failure is logged as an error: someone should look. */
const ALARM_ATTEMPTS = 5;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOutboxWorker({ outbox, send, log, retryBaseMs, retryMaxMs, now = clockNow }: OutboxWorkerOptions) {
  let draining: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      await send(message);
      await outbox.markSent(message.id, now());
      log.info({ id: message.id, attempts: message.attempts }, 'contact message sent');
      return true;
    } catch (error) {
      const retryAt = new Date(now().getTime() + retryDelay(message.attempts, retryBaseMs, retryMaxMs));
      await outbox.markFailed(message.id, describe(error), retryAt);
      const level = message.attempts >= ALARM_ATTEMPTS ? 'error' : 'warn';
      log[level]({ id: message.id, attempts: message.attempts, retryAt, reason: describe(error) }, 'contact message not sent, will retry');
      return false;
    }
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const message = await outbox.claimNext(now());
      if (!message) break;
      if (await deliver(message)) sent += 1;
    }
    return sent;
  }

  /** Sends every due message; answers how many were sent. Concurrent calls share one drain. */
  function tick(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await drainOnce();
      } while (again && !stopped);
      return sent;
    })()
      .catch((error: unknown) => {
        // A database failure must not kill the timer; the next tick tries again.
        log.error({ reason: describe(error) }, 'contact outbox drain failed');
        return 0;
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  return {
    tick,
    /** Starts draining now and every `intervalMs` (retries become due between wake-ups). */
    start(intervalMs: number) {
      stopped = false;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    /** New message stored: send it without waiting for the interval. */
    wake() {
      if (!stopped) void tick();
    },
    /** Stops the timer and waits for a send in progress, so shutdown never cuts a delivery in half. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await draining;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
