/**
 * Accounts for the editing-app specs (issue 15): `npm run users -- add <email> --role <role>`
 * against this run's database, as a volunteer's first account is made, then its password set with
 * the one-time link it printed, and a sign-in through the real form.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { expect, type Page } from '@playwright/test';

import { DEFAULT_INSTANT, INSTANTS, type InstantName } from './clock';

const root = join(__dirname, '..', '..');

export type Role = 'beheerder' | 'redacteur';

/** A password every check accepts (12+ characters, not a common one). */
export const PASSWORD = 'Zeven dorpen aan de Maas';

/** A fresh address per test, so tests never share an account (parallel workers, retries). */
export const uniqueEmail = (prefix = 'scriba'): string => `${prefix}-${randomUUID().slice(0, 8)}@example.org`;

/**
 * `npm run users -- add <email> --role <role>` against this run's database; the token of the link it
 * prints. `instant`: the clock of the server at `baseURL` (another instant's server has its own).
 */
export function addUser(email: string, baseURL: string, role: Role = 'beheerder', instant: InstantName = DEFAULT_INSTANT): string {
  const databasePath = join(root, 'data', `e2e-${new URL(baseURL).port}`, 'site.db');
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli/users.ts', 'add', email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: databasePath, CLOCK_START: INSTANTS[instant], LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return /\/beheer\/wachtwoord\?token=([\w-]+)/.exec(out)![1]!;
}

/** A user with `role` whose password is set (through the API, as the one-time link's screen does). */
export async function createUser(page: Page, baseURL: string, role: Role = 'beheerder', email = uniqueEmail()): Promise<{ email: string; password: string }> {
  const token = addUser(email, baseURL, role);
  const set = await page.request.post('/api/admin/password', { data: { token, password: PASSWORD } });
  expect(set.status()).toBeLessThan(300);
  return { email, password: PASSWORD };
}

/**
 * Signs in through the form at /beheer; resolves once the editors' layout names who is signed in and
 * has read the drafts waiting (the banner's call). That call counts as activity, as every admin call
 * does: a test that moves the page's clock on must not do so before it has answered.
 */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/beheer');
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(user.password);
  const draftsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/drafts');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  await draftsRead;
}
