/**
 * Passwords: argon2id by @node-rs/argon2 (a prebuilt binary per platform from the registry, no
 * install script), with OWASP's minimum parameters for argon2id (19 MiB, 2 passes, 1 lane), on
 * libuv's thread pool so a hash never blocks the event loop. The rules: the kit's (length, enough
 * different characters, not the e-mail address; mf-beheer checks the same) and not one of the
 * common passwords that zxcvbn-ts ships (@zxcvbn-ts/language-common, MIT, maintained).
 */
import { checkPasswordRules, accounts } from '@kerk/kit/accounts';
import { hash, verify } from '@node-rs/argon2';

import { commonPasswords } from './common-passwords';

/** argon2id (algorithm 2), m = 19 MiB, t = 2, p = 1: OWASP's Password Storage Cheat Sheet. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

/** True when `password` matches the stored hash; false (never an exception) for anything else. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** The same work as a real check, for an address without an account (always false). */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a password anybody has: timing only');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The Dutch message for a password that may not be used, or undefined. Common means: on the list
 * as it is, or once what is not a letter around it is taken off ('welkom2026!' is 'welkom').
 */
export function checkPassword(password: string, email = ''): string | undefined {
  const broken = checkPasswordRules(password, email);
  if (broken) return broken;
  const lower = password.trim().toLowerCase();
  const core = lower.replace(/^\P{L}+|\P{L}+$/gu, '');
  if (commonPasswords.has(lower) || (core.length >= 4 && commonPasswords.has(core))) return accounts.messages.passwordCommon;
  return undefined;
}
