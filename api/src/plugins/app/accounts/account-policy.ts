/**
 * The numbers of signing in (issue 15). One place, read by the sessions, the one-time links, the
 * sign-in throttle, the route that asks for a new link and the mails' texts.
 */
import { SESSION_TIMES } from '@kerk/kit/accounts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ACCOUNT_POLICY = {
  /** A session ends this long after its last admin call ("idle"); the app warns before. */
  idleMs: SESSION_TIMES.idleMs,
  /** …and this long after signing in, whatever happens ("absolute"). */
  absoluteMs: SESSION_TIMES.absoluteMs,
  /** A one-time link (set a password, reset it) works this long, and once. */
  linkMs: 24 * HOUR,
  /**
   * Failed sign-ins: `account` per e-mail address (known or not, so a lock reveals nothing) and
   * `ip` per client, counted within `windowMs`; reaching the maximum locks it for `lockMs`.
   * An account lock stops guessing one password; the client lock stops trying many accounts.
   */
  lockout: { account: 5, ip: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** "Wachtwoord vergeten": requests per client per window, and no second mail to one address within `perAddressMs`. */
  reset: { perIp: 5, windowMs: HOUR, perAddressMs: 5 * MINUTE },
  /** Checking a one-time link before its form shows (each opening of the page): checks per client per window. */
  linkCheck: { perIp: 30, windowMs: HOUR },
} as const;

export type AccountPolicy = typeof ACCOUNT_POLICY;

/** Whole minutes a wait takes, at least one (the Dutch messages count in minutes). */
export const waitMinutes = (ms: number): number => Math.max(1, Math.ceil(ms / MINUTE));
