/**
 * /evenement/{id} (spec §2), the 'Zet in agenda' download, the subscribable feed and the home
 * widget "Programma en evenementen".
 */
import { readFile } from 'node:fs/promises';


import { expect, test, type Page } from './fixtures';
import { axeFor } from './support/a11y';
import { TIME } from './support/clock';

const TODAY_EVENT = 'Koffieochtend in De Ark';

async function openTodaysEvent(page: Page) {
  await page.goto('/agenda?tab=huidig&periode=dag');
  await page.getByRole('link', { name: `Bekijk Evenement: ${TODAY_EVENT}` }).click();
  await expect(page).toHaveURL(/\/evenement\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TODAY_EVENT })).toBeVisible();
}

test('opens an event from the list with its times, church, address, route link and description', TIME, async ({ page }) => {
  await openTodaysEvent(page);
  const facts = page.locator('article[data-page="event"] dl');
  await expect(facts.locator('dt')).toHaveText(['Begint om', 'Eindigt om', 'Kerk']);
  await expect(facts.locator('dd').nth(0)).toHaveText(/^\w+dag \d{2}-\d{2}-\d{4} 10\.00$/);
  await expect(facts.locator('dd').nth(1)).toHaveText('11.30');
  await expect(facts.locator('dd').nth(2)).toContainText('De Ark, Druten');
  await expect(facts.locator('dd').nth(2)).toContainText('Hogestraat 5, 6651 BJ Druten');
  await expect(page.getByRole('link', { name: /^Routebeschrijving/ })).toHaveAttribute('href', /google\.com\/maps\/dir\/.*Hogestraat/);
  await expect(page.getByText(/Elke week drinken we samen koffie/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText(TODAY_EVENT);
  await expect(page).toHaveTitle(new RegExp(TODAY_EVENT));
  // Loaded directly, the page carries its schema.org Event once: the server's, in the head.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TODAY_EVENT })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Event', name: TODAY_EVENT, location: { name: 'De Ark' } });
  await page.getByRole('link', { name: 'Terug naar de agenda' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
});

test("downloads the event as an .ics file with 'Zet in agenda'", TIME, async ({ page }) => {
  await openTodaysEvent(page);
  const id = page.url().split('/').pop();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Zet in agenda' }).click()]);
  expect(download.suggestedFilename()).toBe(`evenement-${id}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
  expect(ics).toContain(`SUMMARY:${TODAY_EVENT}`);
  expect(ics).toMatch(/DTSTART;TZID=Europe\/Amsterdam:\d{8}T100000/);
});

test('links the subscribable agenda feed as webcal:// and serves it as text/calendar', TIME, async ({ page, request }) => {
  await page.goto('/agenda');
  const link = page.getByRole('link', { name: 'Abonneer op de agenda' });
  await expect(link).toHaveAttribute('href', /^webcal:\/\/[^/]+\/api\/agenda\.ics$/);
  const response = await request.get('/api/agenda.ics');
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await response.text()).toContain(`SUMMARY:${TODAY_EVENT}`);
});

test('shows the 404 page for an unknown event', async ({ page, errors }) => {
  errors.allow(/Failed to load resource.*404/);
  await page.goto('/evenement/999999');
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('404');
});

test("shows the coming events on the home page, each with 'Bekijk Evenement'", TIME, async ({ page }) => {
  await page.goto('/');
  const section = page.locator('[data-widget="events"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Programma en evenementen');
  const links = section.getByRole('link', { name: /^Bekijk Evenement: / });
  await expect(links).toHaveCount(3);
  const title = (await links.first().getAttribute('aria-label'))!.replace('Bekijk Evenement: ', '');
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/');
  await section.getByRole('link', { name: 'Naar de agenda' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
});

test('has no serious accessibility problems on the agenda (both tabs) and an event page', async ({ page }) => {
  const scan = async () =>
    (await axeFor(page).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await page.goto('/agenda?tab=huidig&periode=week');
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  expect(await scan()).toEqual([]);
  await page.getByRole('tab', { name: 'Toekomst' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  expect(await scan()).toEqual([]);
  await openTodaysEvent(page);
  expect(await scan()).toEqual([]);
});
