/**
 * Signing in and out. Every attempt is counted against the address and the client before the
 * password is checked (login-throttle.ts: one atomic statement per key in the database), so a burst
 * of parallel guesses, on one API instance or several, gets exactly as many password checks as the
 * limit allows; the rest are refused as locked. A success gives its count back and starts a new
 * session: the token the browser brought, if any, is never reused (no session fixation) and its
 * session ends. An unknown address costs the same argon2 work as a known one, so the answer's time
 * does not tell which addresses have an account.
 */
import { now as clockNow } from '../../../lib/clock';
import { ACCOUNT_POLICY } from './account-policy';
import type { AuditRepository } from './audit-repository';
import { accountKey, ipKey, type Hold, type LoginThrottle } from './login-throttle';
import { verifyPassword, verifyNothing } from './passwords';
import type { ActiveSession, ClientInfo, SessionsRepository } from './sessions-repository';
import { normalizeEmail, type UsersRepository } from './users-repository';

export type SignInResult =
  | { status: 'ok'; token: string; session: ActiveSession }
  | { status: 'locked'; waitMs: number }
  | { status: 'invalid' };

interface SignInDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  audit: AuditRepository;
}

export function createSigning({ users, sessions, throttle, audit }: SignInDeps, policy = ACCOUNT_POLICY) {
  /** A wrong password (already counted): audited; answers how long a lock this attempt set lasts, 0 for none. */
  async function fail(email: string, client: ClientInfo, holds: Hold[], now: Date): Promise<number> {
    await audit.record({ actor: null, action: 'sign_in_failed', subject: email, ip: client.ip }, now);
    const ends = holds.flatMap((hold) => (hold.lockedUntil ? [hold.lockedUntil.getTime()] : []));
    if (ends.length === 0) return 0;
    await audit.record({ actor: null, action: 'account_locked', subject: email, ip: client.ip }, now);
    return Math.max(0, ...ends.map((end) => end - now.getTime()));
  }

  type SignInInput = { email: string; password: string; previousToken?: string };

  async function signIn(input: SignInInput, client: ClientInfo): Promise<SignInResult> {
    const email = normalizeEmail(input.email);
    const attempt = await throttle.begin([
      { key: accountKey(email), max: policy.lockout.account },
      { key: ipKey(client.ip), max: policy.lockout.ip },
    ]);
    // Measured when answering: the statement may have waited for another instance's.
    if (attempt.status === 'locked') return { status: 'locked', waitMs: attempt.lockedUntil.getTime() - clockNow().getTime() };

    const user = await users.findByEmail(email);
    const ok = user?.active && user.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyNothing(input.password);
    // Read after the slow hash, so a clock moved by a test during it counts.
    const now = clockNow();
    if (!ok || !user) {
      const lockMs = await fail(email, client, attempt.holds, now);
      return lockMs > 0 ? { status: 'locked', waitMs: lockMs } : { status: 'invalid' };
    }

    if (input.previousToken) {
      const previous = await sessions.find(input.previousToken, now);
      if (previous.status === 'active') await sessions.revoke(previous.session.id);
    }
    // The address starts a fresh count; the client gets this attempt back.
    await throttle.clear(accountKey(email));
    for (const hold of attempt.holds) if (hold.key !== accountKey(email)) await throttle.release(hold);
    const { token } = await sessions.create(user.id, client, now);
    const found = await sessions.find(token, now);
    if (found.status !== 'active') throw new Error('a session just made is not there');
    await audit.record({ actor: { id: user.id, email: user.email }, action: 'sign_in', ip: client.ip }, now);
    return { status: 'ok', token, session: found.session };
  }

  return {
    signIn,

    async signOut(session: ActiveSession, ip: string): Promise<void> {
      await sessions.revoke(session.id);
      await audit.record({ actor: session.user, action: 'sign_out', ip });
    },

    /** Ends every session of the signed-in user, this one included. */
    async signOutEverywhere(session: ActiveSession, ip: string): Promise<number> {
      const ended = await sessions.revokeAllOf(session.user.id);
      await audit.record({ actor: session.user, action: 'sign_out_everywhere', subject: `${ended} ${ended === 1 ? 'sessie' : 'sessies'}`, ip });
      return ended;
    },
  };
}

export type Signing = ReturnType<typeof createSigning>;
