/**
 * Drains an outbox: claims each due message, mails it, and records the outcome. One drain runs at a
 * time; a wake-up during a drain makes it go round once more, so a message stored while the worker
 * was busy is not left waiting for the next interval. The contact form's outbox uses it, and so do
 * the outboxes of account mails (plugins/app/accounts) and of Zijstroom (plugins/app/newsletter),
 * whose tables have the same states.
 */
import type { FastifyBaseLogger } from 'fastify';

import { now as clockNow } from '../../../lib/clock';

/** Exponential back-off: base, 2×base, 4×base … capped at `maxMs`. `attempts` counts the failed one. */
export const retryDelay = (attempts: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));

/**
 * What the worker needs of an outbox table: claim the next due row (with a lease), record the
 * outcome of that claim. The outcome answers false when the claim was no longer this worker's
 * (its lease passed and another instance took the row over): then nothing was recorded.
 */
export interface OutboxQueue<M extends { id: string; attempts: number }> {
  claimNext: (now: Date) => Promise<M | null>;
  markSent: (claim: M, now: Date) => Promise<boolean>;
  markFailed: (claim: M, error: string, nextAttemptAt: Date) => Promise<boolean>;
  /** A refusal for good (see `permanent`): recorded instead of a retry. Outboxes that retry everything have none. */
  markRejected?: (claim: M, error: string) => Promise<boolean>;
}

export interface OutboxWorkerOptions<M extends { id: string; attempts: number }> {
  outbox: OutboxQueue<M>;
  send: (message: M) => Promise<void>;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  now?: () => Date;
  /** What a message is called in the log ('contact message', 'account mail'). */
  what?: string;
  /** Whether a send's error is a refusal for good (the newsletter: an SMTP 5xx); such a message is not retried. */
  permanent?: (error: unknown) => boolean;
}

/** From this many failed attempts on, a failure is logged as an error: someone should look. */
const ALARM_ATTEMPTS = 5;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOutboxWorker<M extends { id: string; attempts: number }>(options: OutboxWorkerOptions<M>) {
  const { outbox, send, log, retryBaseMs, retryMaxMs, now = clockNow, what = 'contact message', permanent } = options;
  let draining: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  /**
   * A late outcome, not recorded: the send outlasted the lease and another claim holds the row now
   * (OUTBOX_LEASE_MS shorter than an SMTP send). A mail that did go out may then go twice (same Message-ID).
   */
  function refused(message: M, outcome: 'sent' | 'failed') {
    log.warn({ id: message.id, attempts: message.attempts, outcome }, `${what} ${outcome} after its lease had passed; not recorded, another worker holds it now`);
  }

  async function deliver(message: M): Promise<boolean> {
    try {
      await send(message);
    } catch (error) {
      if (outbox.markRejected && permanent?.(error)) {
        if (!(await outbox.markRejected(message, describe(error)))) refused(message, 'failed');
        else log.warn({ id: message.id, attempts: message.attempts, reason: describe(error) }, `${what} refused for good, not retried`);
        return false;
      }
      const retryAt = new Date(now().getTime() + retryDelay(message.attempts, retryBaseMs, retryMaxMs));
      if (!(await outbox.markFailed(message, describe(error), retryAt))) {
        refused(message, 'failed');
        return false;
      }
      const level = message.attempts >= ALARM_ATTEMPTS ? 'error' : 'warn';
      log[level]({ id: message.id, attempts: message.attempts, retryAt, reason: describe(error) }, `${what} not sent, will retry`);
      return false;
    }
    if (!(await outbox.markSent(message, now()))) {
      refused(message, 'sent');
      return false;
    }
    log.info({ id: message.id, attempts: message.attempts }, `${what} sent`);
    return true;
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
        log.error({ reason: describe(error) }, `${what} outbox drain failed`);
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
