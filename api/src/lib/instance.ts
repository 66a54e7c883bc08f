/**
 * Who this API process is among the instances sharing one database, and how long it may hold an
 * outbox row it is mailing. env.ts reads INSTANCE_ID / OUTBOX_LEASE_MS with these as defaults; the
 * outboxes fall back to them where no config is at hand (the `users` CLI, tests).
 */
import os from 'node:os';

/** `<host name>-<pid>`: unique per process on one machine, and per container (its own host name). */
export const DEFAULT_INSTANCE_ID = `${os.hostname()}-${process.pid}`;

/**
 * How long a claimed outbox row stays this instance's. Longer than one SMTP send may take
 * (connect 10 s + greeting 10 s + a 30 s socket timeout in mailer.ts / accounts.ts) with a margin.
 */
export const DEFAULT_OUTBOX_LEASE_MS = 60_000;

/** What an outbox worker claims rows as. */
export interface OutboxClaimer {
  instanceId: string;
  leaseMs: number;
}

export const DEFAULT_CLAIMER: OutboxClaimer = { instanceId: DEFAULT_INSTANCE_ID, leaseMs: DEFAULT_OUTBOX_LEASE_MS };
