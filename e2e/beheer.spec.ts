/**
 * The editing app (issue 15): visitors never load any of mf-beheer (not its manifest, not even the
 * prefetch of the menu's remotes), and /beheer loads it and shows the sign-in screen. A beheerder
 * made with `npm run users` sets a password with the one-time link it prints, signs in and out.
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { addUser, PASSWORD, uniqueEmail } from './support/admin';

const BEHEER = '/mf-beheer/';

/** Every path the page requests from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('public pages request nothing under /mf-beheer/, the prefetch of the menu remotes included', async ({ page }) => {
  const paths = recordRequests(page);
  // /contact's remote is not in the menu, so only the shell's prefetch of the menu's remotes asks
  // for mf-agenda there: once it has, the prefetch is over.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(3000);
  await expect.poll(() => paths.includes('/mf-agenda/remoteEntry.js'), { message: 'the shell prefetched the menu remotes on /contact' }).toBe(true);
  for (const path of ['/', '/agenda']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy/);
  expect(paths.filter((p) => p.startsWith(BEHEER))).toEqual([]);
  // Nor does any public page's HTML name it (preload hints).
  for (const path of ['/', '/agenda', '/contact']) expect(await (await page.request.get(path)).text()).not.toContain(BEHEER);
});

test('/beheer loads mf-beheer, is marked noindex; a beheerder from npm run users signs in and out', async ({ page, errors, baseURL }) => {
  // The wrong password below: the browser logs the API's 401.
  errors.allow(/Failed to load resource: the server responded with a status of 401/);
  const paths = recordRequests(page);
  await page.goto('/beheer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beheer');
  await expect(page.getByRole('heading', { level: 2, name: 'Inloggen' })).toBeVisible();
  expect(paths).toContain(`${BEHEER}mf-manifest.json`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Not in the public menu.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Beheer' })).toHaveCount(0);

  const email = uniqueEmail();
  const password = PASSWORD;
  const token = addUser(email, baseURL!);
  const set = await page.request.post('/api/admin/password', { data: { token, password } });
  expect(set.status()).toBeLessThan(300);

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('niet het goede wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of het wachtwoord klopt niet.');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);

  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText(email)).toBeVisible();
  // A reload keeps the editor signed in (the session is the server's, read back on load).
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Inloggen' })).toBeVisible();
  // Signed out on the server too: no session any more.
  expect((await page.request.get('/api/admin/session')).status()).toBe(401);

  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/beheer\/wachtwoord-vergeten$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Wachtwoord vergeten' })).toBeVisible();
});
