/**
 * The places (issue 44), the first engine type, in the composed site: a beheerder finds "Plaatsen"
 * in the Beheer navigation with the seeded places in their order, adds one and moves it to the
 * Prullenbak again (so the other specs see the seeded data); a redacteur gets no link, the
 * no-access screen at /beheer/plaatsen and a 403 from the admin API.
 */
import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';

test('a beheerder adds a place under "Plaatsen" and moves it to the Prullenbak', async ({ page, baseURL, errors }) => {
  // Before signing in, the app asks for the session: 401.
  errors.allow(/status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'beheerder'));
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Plaatsen' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('Beuningen');

  await page.getByRole('button', { name: 'Plaats toevoegen' }).click();
  await page.getByLabel('Naam', { exact: true }).fill('Zuidland');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De plaats is opgeslagen.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: 'Zuidland', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Verwijderen: Zuidland' }).click();
  await expect(page.getByText('De plaats staat nu in de prullenbak.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: 'Zuidland', exact: true })).toHaveCount(0);
});

test('a redacteur has no "Plaatsen": no link, the no-access screen, and a 403 from the API', async ({ page, baseURL, errors }) => {
  // Before signing in, the app asks for the session: 401.
  errors.allow(/status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'redacteur'));
  const nav = page.getByRole('navigation', { name: 'Beheer' });
  await expect(nav.getByRole('link', { name: 'Kerken' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Plaatsen' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/places')).status()).toBe(403);
  await page.goto('/beheer/plaatsen');
  await expect(page.getByText('Plaatsen kan alleen een beheerder openen.', { exact: false })).toBeVisible();
});
