/**
 * Instellingen in the composed site (issue 15): a beheerder checks and saves the site settings
 * and the contact routing at /beheer/instellingen, and a visitor's reload shows the change.
 * Other specs read the footer (an e-mail and a phone link, no LinkedIn) from the same database, so
 * every change here keeps those shapes and is undone at the end with "Ongedaan maken"; the tests
 * of this file run one after another, as two would conflict over the one settings record.
 */
import type { Browser, Page } from '@playwright/test';

import { expect, test, waitForTakeOver, type ErrorWatch } from './fixtures';
import { axeFor } from './support/a11y';
import { createUser, signIn } from './support/admin';
import { recipientOf } from './support/outbox';

test.describe.configure({ mode: 'serial' });

/** Signs a new beheerder in and opens Instellingen. */
async function openSettings(page: Page, baseURL: string, errors: ErrorWatch) {
  // Before signing in, the app asks who is signed in: the browser logs the API's 401.
  errors.allow(/Failed to load resource: the server responded with a status of 401/);
  await signIn(page, await createUser(page, baseURL));
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Instellingen' }).click();
  await expect(page.getByRole('group', { name: 'Gegevens van de kerk' })).toBeVisible();
}

/** What the tests change, as seeded (api/content): restored after each test if a test stopped halfway. */
const SEEDED = { phone: '024 123 12 34', facebook: 'https://www.facebook.com/pgmaasenwaal', huwelijk: 'huwelijk@pgmaasenwaal.example' };

test.afterEach(async ({ page }) => {
  const session = await page.request.get('/api/admin/session');
  if (!session.ok()) return;
  const headers = async (etag: string) => ({ 'x-csrf-token': ((await session.json()) as { data: { csrfToken: string } }).data.csrfToken, 'if-match': etag });
  const settings = await page.request.get('/api/admin/settings');
  const { settings: now } = ((await settings.json()) as { data: { settings: Record<string, string> } }).data;
  if (now.phone !== SEEDED.phone || now.facebook !== SEEDED.facebook) {
    const put = await page.request.put('/api/admin/settings', { headers: await headers(settings.headers().etag!), data: { ...now, phone: SEEDED.phone, facebook: SEEDED.facebook } });
    expect(put.status()).toBe(200);
  }
  const routing = await page.request.get('/api/admin/contact-routing');
  const { routes } = ((await routing.json()) as { data: { routes: { key: string; recipient: string }[] } }).data;
  if (routes.find((route) => route.key === 'huwelijk')?.recipient !== SEEDED.huwelijk) {
    const put = await page.request.put('/api/admin/contact-routing', { headers: await headers(routing.headers().etag!), data: { routes: [{ key: 'huwelijk', recipient: SEEDED.huwelijk }] } });
    expect(put.status()).toBe(200);
  }
});

/** Another browser, not signed in: a visitor of the public site. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return waitForTakeOver(await context.newPage());
}

test('a wrong postcode shows the spec\'s message at the field, nothing is saved, and the form passes axe', async ({ page, baseURL, errors }) => {
  await openSettings(page, baseURL!, errors);
  const puts: string[] = [];
  page.on('request', (request) => request.method() === 'PUT' && puts.push(request.url()));
  const zipcode = page.getByLabel('Postcode', { exact: true });
  await zipcode.fill('6641AB');
  await zipcode.blur();
  await expect(zipcode).toHaveAccessibleDescription(/De postcode bevat onjuiste tekens/);
  await page.getByRole('button', { name: 'Gegevens opslaan', exact: true }).click();
  await expect(zipcode).toBeFocused();
  expect(puts).toEqual([]);
  // The form, with a message showing, has no serious or critical axe violations.
  const violations = (await axeFor(page).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations).toEqual([]);
});

test('a new phone number and a cleared Facebook link show in the footer after a visitor reloads, and Ongedaan maken puts them back', async ({ page, browser, baseURL, errors }) => {
  const site = await visitor(browser, baseURL!);
  await site.goto('/');
  const footer = site.getByRole('contentinfo');
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:0241231234');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();

  await openSettings(page, baseURL!, errors);
  await page.getByLabel('Telefoonnummer', { exact: true }).fill('024 765 43 21');
  await page.getByLabel('Facebook', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Gegevens opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De instellingen zijn opgeslagen' })).toBeVisible();
  // The footer of the editing app's own page follows at once.
  await expect(page.getByRole('contentinfo').locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:0247654321');

  await site.reload();
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:0247654321');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'YouTube' })).toBeVisible();

  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(page.getByText('De vorige waarden staan er weer.')).toBeVisible();
  await expect(page.getByLabel('Telefoonnummer', { exact: true })).toHaveValue('024 123 12 34');
  await site.reload();
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:0241231234');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await site.context().close();
});

test('a contact type routed to another address: a message sent through the form goes there, also one already waiting', async ({ page, browser, baseURL, errors }) => {
  const site = await visitor(browser, baseURL!);
  await site.goto('/contact?type=huwelijk');
  const field = (label: string) => site.getByLabel(label, { exact: true });
  await expect(field('Soort contact')).toHaveValue('huwelijk');
  await field('Naam').fill('Anna de Vries');
  await field('E-mail').fill('anna@example.org');
  await field('Onderwerp').fill('Trouwen in Batenburg');
  await field('Bericht').fill('Wij willen volgend jaar in de kerk van Batenburg trouwen.');
  const answer = site.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await site.getByRole('button', { name: 'Versturen' }).click();
  const response = await answer;
  expect(response.status()).toBe(202);
  const { id } = ((await response.json()) as { data: { id: string } }).data;
  // Queued (the e2e server sends no mail): routed as the table says now.
  expect(recipientOf(id, baseURL!)).toBe('huwelijk@pgmaasenwaal.example');

  await openSettings(page, baseURL!, errors);
  const recipient = page.getByLabel('Ontvanger bij "Huwelijk"', { exact: true });
  await recipient.fill('trouwen@example.org');
  await page.getByRole('button', { name: 'Ontvangers opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De ontvangers zijn opgeslagen' })).toBeVisible();
  expect(recipientOf(id, baseURL!)).toBe('trouwen@example.org');

  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(recipient).toHaveValue('huwelijk@pgmaasenwaal.example');
  expect(recipientOf(id, baseURL!)).toBe('huwelijk@pgmaasenwaal.example');
  await site.context().close();
});
