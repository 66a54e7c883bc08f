/**
 * Aanmeldingen in the composed site (issue 43): a volunteer (beheerder) opens the sign-ups of the
 * seeded Kerstnacht service in Horssen from the editing app's menu, lowers the seats to 2, adds two
 * sign-ups by phone (the second, 2 seats, goes to the waitlist), sees both in their lists, prints
 * the door list (print media: only the list on paper, the congregation's name and the service on
 * top, the names with seats and a box, the waitlist apart; no menu, no buttons), closes sign-ups and
 * opens them again. Screenshots of the list at 390 and 1280 px, light and dark, and of the paper go
 * to the test's output folder. The service is put back as seeded at the end.
 */
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';

const NAME = `Zwaluw${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
const FIRST = `Familie ${NAME}`;
const SECOND = `Mevrouw ${NAME}`;

type Listed = { id: number; name: string };

/** The seeded Kerstnacht service taking sign-ups (Horssen). */
async function kerstnacht(page: Page): Promise<{ id: number; limit: number }> {
  const { data } = (await (await page.request.get('/api/admin/registrations')).json()) as { data: { kind: string; id: number; title: string; limit: number }[] };
  const found = data.find((t) => t.kind === 'service' && t.title === 'Kerstnacht');
  expect(found, 'the seed has a Kerstnacht service taking sign-ups').toBeDefined();
  return found!;
}

const csrf = async (page: Page) => ((await (await page.request.get('/api/admin/session')).json()) as { data: { csrfToken: string } }).data.csrfToken;

let seeded: { id: number; limit: number } | null = null;

test.afterEach(async ({ page }) => {
  if (!seeded) return;
  // As seeded: our sign-ups cancelled, the seats back, open.
  const headers = { 'x-csrf-token': await csrf(page) };
  const { data } = (await (await page.request.get(`/api/admin/registrations/service/${seeded.id}`)).json()) as { data: { items: Listed[] } };
  for (const r of data.items.filter((item) => item.name.includes(NAME))) await page.request.delete(`/api/admin/registrations/entries/${r.id}`, { headers });
  await page.request.put(`/api/admin/registrations/service/${seeded.id}/seats`, { headers, data: { seats: seeded.limit } });
  await page.request.put(`/api/admin/registrations/service/${seeded.id}/closed`, { headers, data: { closed: false } });
});

test('a volunteer adds sign-ups by phone, prints the list for the door, closes sign-ups and opens them again', async ({ page, baseURL, errors }, testInfo) => {
  // /beheer asks for the session before signing in: 401.
  errors.allow(/Failed to load resource: the server responded with a status of 401/);
  const volunteer = await createUser(page, baseURL!, 'beheerder');
  await signIn(page, volunteer);
  seeded = await kerstnacht(page);

  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Aanmeldingen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Aanmeldingen' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Kerstnacht' });
  await expect(row).toContainText(`van ${seeded.limit} plaatsen bezet`);
  await expect(page.getByRole('row').filter({ hasText: 'Kerstdiner voor iedereen' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('aanmeldingen-overzicht-1280-light.png'), fullPage: true });
  await row.getByRole('link', { name: /^Bekijk de aanmeldingen: Kerstnacht/ }).click();
  await expect(page).toHaveURL(new RegExp(`/beheer/aanmeldingen/dienst/${seeded.id}$`));
  const screen = page.getByRole('region', { name: 'Kerstnacht' });
  await expect(screen.getByRole('heading', { level: 3, name: 'Kerstnacht' })).toBeVisible();
  await expect(screen).toContainText('donderdag 24 december 2026, 22.00 uur');

  // Two seats, so a second family waits.
  await page.getByRole('button', { name: 'Aantal plaatsen wijzigen' }).click();
  await page.getByLabel('Aantal plaatsen', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Er zijn nu 2 plaatsen.')).toBeVisible();

  for (const [name, email] of [
    [FIRST, ''],
    [SECOND, `${NAME.toLowerCase()}@example.org`],
  ] as const) {
    await page.getByRole('button', { name: 'Aanmelding per telefoon toevoegen' }).click();
    await page.getByLabel('Naam', { exact: true }).fill(name);
    await page.getByLabel('E-mailadres (niet verplicht)').fill(email);
    await page.getByLabel('Aantal plaatsen', { exact: true }).fill('2');
    if (name === FIRST) await page.screenshot({ path: testInfo.outputPath('aanmeldingen-telefoon-1280-light.png'), fullPage: true });
    await page.getByRole('button', { name: 'Aanmelding toevoegen' }).click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: name })).toBeVisible();
  }
  await expect(page.getByText(`De plaatsen zijn vol: ${SECOND} staat op de wachtlijst (plaats 1).`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Aangemeld' })).toContainText(FIRST);
  await expect(page.getByRole('table', { name: 'Wachtlijst' })).toContainText(SECOND);
  await expect(screen).toContainText('2 van 2 plaatsen bezet');

  // The screenshots of the list: 1280 and 390 px, light and dark.
  for (const theme of ['light', 'dark'] as const) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('table', { name: 'Wachtlijst' })).toContainText(SECOND);
      await page.screenshot({ path: testInfo.outputPath(`aanmeldingen-${width}-${theme}.png`), fullPage: true });
    }
  }
  await page.context().addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();

  // "Lijst voor de deur afdrukken" asks the browser to print…
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Lijst voor de deur afdrukken' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // …and on paper there is the list alone.
  await page.emulateMedia({ media: 'print' });
  const paper = page.locator('body > [data-door-list]');
  await expect(paper).toBeVisible();
  await expect(paper.getByRole('heading', { level: 1 })).toHaveText('Lijst voor de deur: Kerstnacht');
  await expect(paper).toContainText('Protestantse Gemeente Maas en Waal');
  await expect(paper).toContainText('donderdag 24 december 2026, 22.00 uur');
  await expect(paper.getByRole('table').first().getByRole('row').filter({ hasText: FIRST })).toContainText('2');
  await expect(paper.getByRole('heading', { level: 2, name: 'Wachtlijst' })).toBeVisible();
  await expect(paper.getByRole('table').nth(1)).toContainText(SECOND);
  await expect(paper).not.toContainText('@example.org');
  await expect(page.getByRole('navigation', { name: 'Beheer' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Aanmelden sluiten' })).toBeHidden();
  await expect(screen).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('aanmeldingen-afdruk.png'), fullPage: true });
  // The sheet asks for A4 (@page size), which Chromium's own print to PDF follows: 595 × 842 points
  // (Chromium writes 594.96 × 841.92).
  const pdf = (await page.pdf({ preferCSSPageSize: true, path: testInfo.outputPath('aanmeldingen-afdruk.pdf') })).toString('latin1');
  expect(pdf).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
  await page.emulateMedia({ media: 'screen' });
  await expect(paper).toBeHidden();

  // Closing and opening again.
  await page.getByRole('button', { name: 'Aanmelden sluiten' }).click();
  await expect(page.getByText('Aanmelden is gesloten.', { exact: true })).toBeVisible();
  await expect(screen).toContainText('Bezoekers kunnen zich niet meer aanmelden');
  const visitor = await page.request.post(`/api/services/${seeded.id}/registrations`, { data: { name: 'Kees', email: 'kees@example.org', seats: 1 } });
  expect(visitor.status()).toBe(400);
  await page.getByRole('button', { name: 'Aanmelden weer openen' }).click();
  await expect(page.getByText('Aanmelden is weer open.')).toBeVisible();
  await expect(screen).toContainText('Aanmelden kan tot');
});
