/**
 * Accounts for the admin API's tests: a user made straight in the database (with a password, or
 * without as after an invitation), signing in through the API, and the headers a signed-in
 * browser sends (the session cookie and the CSRF token).
 */
import type { Role } from '@kerk/kit/api-types';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { hashPassword } from '../src/plugins/app/accounts/passwords';

export const PASSWORD = 'Zonnebloem-Avondmaal-7';

export interface SignedIn {
  /** `name=value` of the session cookie, as a browser sends it back. */
  cookie: string;
  csrfToken: string;
  res: LightMyRequestResponse;
}

/**
 * PASSWORD's argon2id hash, made once per test file and given to every account made with it: a
 * real hash that signing in verifies as always, without hashing again for each account (argon2 is
 * slow on purpose). That each hash has its own salt is passwords.test's concern.
 */
let passwordHash: Promise<string> | undefined;
const hashOf = (password: string) => (password === PASSWORD ? (passwordHash ??= hashPassword(PASSWORD)) : hashPassword(password));

/** A user, made in the database; with `password: null` the account has none yet. */
export async function addUser(app: FastifyInstance, email: string, role: Role = 'beheerder', password: string | null = PASSWORD) {
  await app.ready();
  const user = await app.accounts.users.create(email, role);
  if (!user) throw new Error(`addUser: ${email} exists`);
  if (password !== null) await app.accounts.users.setPasswordHash(user.id, await hashOf(password));
  return user;
}

/** The session cookie an answer set (`name=value`), or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name.endsWith('kerk_sessie') && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password }, headers });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`signIn ${email}: ${res.statusCode} ${res.body}`);
  return { cookie, csrfToken: res.json().data.csrfToken, res };
}

/** The headers of a signed-in browser's state-changing call. */
export const asSignedIn = (session: SignedIn, extra: Record<string, string> = {}) => ({ cookie: session.cookie, 'x-csrf-token': session.csrfToken, ...extra });

/** A user with a password, signed in. */
export async function signedInAs(app: FastifyInstance, role: Role, email = `${role}@example.org`): Promise<SignedIn> {
  await addUser(app, email, role);
  return signIn(app, email);
}
