/** /zoeken on desktop and mobile: the header's search, typed results, diacritics, the empty cases, and safety. */

import { expect, test } from './fixtures';
import { axeFor } from './support/a11y';

const results = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Zoekresultaten' }).getByRole('listitem');

test('the header search finds services whose result leads to the service', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
  await page.getByRole('dialog', { name: 'Zoeken' }).getByLabel('Zoekterm').fill('Avondmaal');
  await page.getByRole('dialog', { name: 'Zoeken' }).getByLabel('Zoekterm').press('Enter');
  await expect(page).toHaveURL(/\/zoeken\?q=Avondmaal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoeken');
  await expect(page.getByText(/^U zoekt naar/)).toHaveText('U zoekt naar “Avondmaal”');
  await expect(results(page).first()).toBeVisible();
  const service = results(page).filter({ hasText: 'Dienst' }).first();
  await expect(service).toContainText(/\d{2}-\d{2}-\d{4}/);
  await expect(service.getByRole('link')).toHaveAttribute('href', /^\/diensten\/\d+$/);
  await service.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Kerkdienst /);
  await expect(page.getByRole('main')).toContainText('Avondmaal');
});

test('search ignores diacritics and matches the start of words', async ({ page }) => {
  await page.goto('/zoeken?q=ontmoetingscafe');
  await expect(results(page).first()).toContainText('ontmoetingscafé');
  await page.goto('/zoeken?q=kerstnach');
  await expect(results(page).first()).toContainText(/Kerstnacht/i);
  const axe = await axeFor(page).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test("search finds parts of words ('doop' in 'gedoopt' and 'kinderdoop', 'kerst' in 'kerstmarkt') and marks them in readable excerpts", async ({ page }) => {
  await page.goto('/zoeken?q=doop');
  const baptism = results(page).filter({ hasText: 'gedoopt' }).first();
  await expect(baptism).toContainText('In deze dienst wordt een kind uit onze gemeente gedoopt.');
  await expect(baptism.locator('mark')).toHaveText(['doop']);
  await expect(baptism).not.toContainText(' · ');
  const talk = results(page).filter({ hasText: 'Doopgesprek voor ouders' });
  await expect(talk.getByRole('link').locator('mark')).toHaveText('Doop');
  await expect(talk.locator('p mark')).toHaveText(['doop', 'doop']);

  await page.goto('/zoeken?q=kerst');
  await expect(results(page).filter({ hasText: 'Kerstmarkt rond de Dorpskerk' }).locator('mark').first()).toHaveText(/^kerst$/i);
  await expect(results(page).filter({ hasText: 'Kerstnacht in' }).first().locator('mark').first()).toHaveText(/^kerst$/i);
});

test('a search without results shows the empty text, and the page form searches again', async ({ page }) => {
  await page.goto('/zoeken?q=xylofoonquiz');
  await expect(page.getByText('Er zijn geen zoek resultaten gevonden met uw zoekopdracht.')).toBeVisible();
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Zoekterm' });
  await expect(box).toHaveValue('xylofoonquiz');
  await box.fill('pinksteren');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/zoeken\?q=pinksteren$/);
  await expect(page.getByText('Er zijn geen zoek resultaten gevonden met uw zoekopdracht.')).toBeHidden();
});

test('the query is shown as text and never runs as HTML', async ({ page }) => {
  const attack = '<img src=x onerror="window.__xss=1">';
  await page.goto(`/zoeken?q=${encodeURIComponent(attack)}`);
  await expect(page.getByText(/^U zoekt naar/)).toHaveText(`U zoekt naar “${attack}”`);
  await expect(page.getByText('Er zijn geen zoek resultaten gevonden met uw zoekopdracht.')).toBeVisible();
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('an empty search is allowed and explains how to search', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
  await page.getByRole('dialog', { name: 'Zoeken' }).getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/zoeken\?q=$/);
  await expect(page.getByText('Typ een of meer woorden om te zoeken in kerkdiensten, nieuws en evenementen.')).toBeVisible();
  await expect(page.getByText(/^U zoekt naar/)).toHaveCount(0);
});
