/**
 * Signing in and out. A sign-in is refused while the address or the client is locked (before the
 * password is even checked), counts a failure against both otherwise, and on success starts a new
 * session: the token the browser brought, if any, is never reused (no session fixation) and its
 * session ends. An unknown address costs the same argon2 work as a known one, so the answer's time
 * does not tell which addresses have an account. Attempts for one address run one at a time, so a
 * burst of parallel guesses cannot all pass the lock check before the first failure is counted.
 */
import { now as clockNow } from '../../../lib/clock';
import { ACCOUNT_POLICY } from './account-policy';
import type { AuditRepository } from './audit-repository';
import { accountKey, ipKey, type LoginThrottle } from './login-throttle';
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

/** Runs tasks with the same key one after the other (in this process). */
function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

export function createSigning({ users, sessions, throttle, audit }: SignInDeps, policy = ACCOUNT_POLICY) {
  /** Counts a failure against the address and the client; answers how long a lock it caused lasts. */
  async function fail(email: string, client: ClientInfo, now: Date): Promise<number> {
    await audit.record({ actor: null, action: 'sign_in_failed', subject: email, ip: client.ip }, now);
    const ends = [
      await throttle.recordFailure(accountKey(email), policy.lockout.account, now),
      await throttle.recordFailure(ipKey(client.ip), policy.lockout.ip, now),
    ].filter((end): end is Date => end !== null);
    if (ends.length === 0) return 0;
    await audit.record({ actor: null, action: 'account_locked', subject: email, ip: client.ip }, now);
    return Math.max(...ends.map((end) => end.getTime() - now.getTime()));
  }

  const oneAtATime = createKeyedQueue();

  type SignInInput = { email: string; password: string; previousToken?: string };

  async function signIn(input: SignInInput, client: ClientInfo): Promise<SignInResult> {
    const email = normalizeEmail(input.email);
    const waitMs = await throttle.lockedFor([accountKey(email), ipKey(client.ip)], clockNow());
    if (waitMs > 0) return { status: 'locked', waitMs };

    const user = await users.findByEmail(email);
    const ok = user?.active && user.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyNothing(input.password);
    // Read after the slow hash, so a clock moved by a test during it counts.
    const now = clockNow();
    if (!ok || !user) {
      const lockMs = await fail(email, client, now);
      return lockMs > 0 ? { status: 'locked', waitMs: lockMs } : { status: 'invalid' };
    }

    if (input.previousToken) {
      const previous = await sessions.find(input.previousToken, now);
      if (previous.status === 'active') await sessions.revoke(previous.session.id);
    }
    await throttle.clear(accountKey(email));
    const { token } = await sessions.create(user.id, client, now);
    const found = await sessions.find(token, now);
    if (found.status !== 'active') throw new Error('a session just made is not there');
    await audit.record({ actor: { id: user.id, email: user.email }, action: 'sign_in', ip: client.ip }, now);
    return { status: 'ok', token, session: found.session };
  }

  return {
    signIn: (input: SignInInput, client: ClientInfo) => oneAtATime(accountKey(input.email), () => signIn(input, client)),

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
