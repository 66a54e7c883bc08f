/**
 * Kerkdiensten in the composed site (issue 16): an editor adds a streamed service for next Sunday
 * (relative to the e2e clock) at /beheer/kerkdiensten. It shows in the home widget and Kijk live,
 * in /diensten, in search and in its JSON-LD; deleted, its URL answers 404 at once; restored from
 * the Prullenbak, it is back. A visitor's tab, open all along, keeps working. The service is
 * removed at the end (into the Prullenbak), so the other specs see the seeded services only.
 * "Rooster inlezen": a rooster under a title row previews readably at 390 px (an error row says
 * "Fout", a guessed church asks "Bedoelde u Open Hof?", a stored service "Wordt bijgewerkt"), and a
 * new row imports.
 */
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { axeFor } from './support/a11y';
import { createUser, signIn } from './support/admin';

const NAME = `Zwaluw${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
const PREACHER = `ds. ${NAME}`;
const STREAM = 'https://www.youtube.com/watch?v=e2eKerkdien';

/** The next Sunday after the e2e clock's Monday 23-11-2026: Sunday 29-11-2026, 08:45 (before the seeded 10:00 services). */
const SUNDAY = { date: '2026-11-29', time: '08:45', shown: 'zondag 29-11-2026 om 08.45 uur' };

async function serviceId(page: Page): Promise<number | undefined> {
  const res = await page.request.get('/api/admin/services?pageSize=100');
  const { data } = (await res.json()) as { data: { id: number; preacher: string }[] };
  return data.find((s) => s.preacher === PREACHER)?.id;
}

test.afterEach(async ({ page }) => {
  const id = await serviceId(page).catch(() => undefined);
  if (!id) return;
  const session = (await (await page.request.get('/api/admin/session')).json()) as { data: { csrfToken: string } };
  await page.request.delete(`/api/admin/services/${id}`, { headers: { 'x-csrf-token': session.data.csrfToken } });
});

test('an editor adds a streamed service for next Sunday; it shows everywhere, is deleted and restored, and a visitor\'s tab keeps working', async ({ page, browser, baseURL, errors, now }) => {
  errors.allow(/Failed to load resource: the server responded with a status of 40[14]/);
  // A visitor with the site open before the editor starts.
  const visitorContext = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await visitorContext.clock.install({ time: now });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.locator('[data-home-section="services"]')).toBeVisible();

  const editor = await createUser(page, baseURL!, 'redacteur');
  await signIn(page, editor);
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Kerkdiensten' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Kerkdiensten' })).toBeVisible();
  await page.getByRole('button', { name: 'Dienst toevoegen' }).click();
  await expect(page.getByRole('option', { name: /Leur/ })).toBeAttached();
  const serious = async () => (await axeFor(page).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(await serious()).toEqual([]);
  await page.getByLabel('Datum', { exact: true }).fill(SUNDAY.date);
  await page.getByLabel('Tijd', { exact: true }).fill(SUNDAY.time);
  await page.getByRole('combobox', { name: 'Kerk', exact: true }).selectOption('leur');
  await page.getByLabel('Voorganger', { exact: true }).fill(PREACHER);
  await page.getByLabel('Zondag of thema', { exact: true }).fill('Eerste Advent');
  await page.getByLabel('Deze dienst wordt uitgezonden').check();
  await page.getByLabel('Link naar de uitzending', { exact: true }).fill(STREAM);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De dienst is opgeslagen.')).toBeVisible();
  const id = await serviceId(page);
  expect(id).toBeDefined();

  // A new visitor (an empty browser cache: the public API answers may be cached for 60 s): the
  // home widgets and Kijk live, /diensten, search.
  const freshContext = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await freshContext.clock.install({ time: now });
  const fresh = await freshContext.newPage();
  await fresh.goto('/');
  await expect(fresh.locator('[data-home-section="streams"]').locator('[data-live-block]')).toContainText(SUNDAY.shown);
  await expect(fresh.locator('[data-home-section="services"]')).toContainText(PREACHER);
  await fresh.locator('[data-home-section="services"]').getByRole('link', { name: 'Bekijk meer kerkdiensten' }).click();
  await expect(fresh).toHaveURL(/\/diensten$/);
  await expect(fresh.getByText(PREACHER).first()).toBeVisible();
  await fresh.goto(`/zoeken?q=${NAME}`);
  await expect(fresh.getByRole('link', { name: new RegExp(NAME) }).first()).toBeVisible();
  await freshContext.close();

  // The JSON-LD of its own page (raw HTML, the server's page).
  const html = await (await visitor.request.get(`/diensten/${id}`)).text();
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'Event', startDate: '2026-11-29T07:45:00.000Z', performer: { name: PREACHER } });

  // Deleted: gone at once; "Ongedaan maken" is offered.
  await page.getByRole('button', { name: new RegExp(`^Verwijderen: .*29 november 2026 08\\.45$`) }).click();
  await expect(page.getByText('De dienst staat nu in de prullenbak.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
  expect((await visitor.request.get(`/api/services/${id}`)).status()).toBe(404);
  expect((await visitor.request.get(`/diensten/${id}`)).status()).toBe(404);

  // Restored from the Prullenbak: back at the same URL. Its row names who deleted it (a retry finds
  // the first attempt's service there too, put there by afterEach).
  await page.getByRole('button', { name: 'Prullenbak' }).click();
  await page.getByRole('row').filter({ hasText: editor.email }).getByRole('button', { name: /^Terugzetten: .*Leur.*29 november 2026 08\.45$/ }).click();
  await expect(page.getByText('De dienst is teruggezet.')).toBeVisible();
  expect((await visitor.request.get(`/api/services/${id}`)).status()).toBe(200);

  // The visitor's tab, open throughout, still navigates.
  await visitor.goto(`/diensten/${id}`);
  await expect(visitor.getByText(PREACHER).first()).toBeVisible();
  await visitorContext.close();
});

test('a rooster under a title previews readably on a phone: "Fout", "Bedoelde u Open Hof?", "Wordt bijgewerkt"; a new row imports', async ({ page, baseURL, errors }) => {
  // The app asks for the session before signing in: a 401.
  errors.allow(/Failed to load resource: the server responded with a status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'redacteur'));
  const upcoming = (await (await page.request.get('/api/admin/services?pageSize=5')).json()) as { data: { date: string; time: string; church: string; preacher: string }[] };
  const stored = upcoming.data.find((s) => s.preacher !== '')!;
  const [year, month, day] = stored.date.split('-');
  const header = ['Rooster kerkdiensten december', 'Datum;Tijd;Kerk;Voorganger'];
  const newRow = `zo 29 nov;08:15;Open Hoff;${PREACHER}`;
  const rooster = [...header, newRow, 'zo 30 nov;08:20;Druten;ds. Verkeerde Dag', `${day}-${month}-${year};${stored.time};${stored.church};ds. Ander ${NAME}`].join('\n');
  const csv = (text: string) => ({ name: 'rooster.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Kerkdiensten' }).click();
  await page.getByRole('button', { name: 'Rooster inlezen' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Kies het bestand').setInputFiles(csv(rooster));
  await page.getByRole('button', { name: 'Bekijken' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 van de 3 diensten kunnen worden ingelezen.' })).toBeVisible();
  const error = page.locator('tr[data-status="error"]');
  await expect(error).toContainText('Fout');
  await expect(error).toContainText('Rij 4, kolom Datum: zo 30 nov is een maandag.');
  await expect(error.locator('svg[data-icon="ErrorIcon"]').first()).toBeVisible();
  const guessed = page.locator('tr', { hasText: 'Bedoelde u Open Hof?' });
  await expect(guessed).toContainText('29-11-2026 08.15 · Open Hof');
  await expect(guessed).toContainText('U schreef: Open Hoff');
  await expect(page.locator('tr[data-status="update"]')).toContainText('Wordt bijgewerkt: Voorganger');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Only the new row: imported.
  await page.getByLabel('Kies het bestand').setInputFiles(csv([...header, newRow].join('\n')));
  await page.getByRole('button', { name: 'Bekijken' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 van de 1 diensten kunnen worden ingelezen.' })).toBeVisible();
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByText('1 dienst is ingelezen.')).toBeVisible();
  expect(await serviceId(page)).toBeDefined();
});
