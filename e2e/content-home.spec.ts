/**
 * The home page of spec §1: seven sections in the spec's order, each one remote widget in its own
 * boundary (contract: shell/src/app/home/home-widgets.ts), so a dead remote hides only its section.
 */
import { expect, test } from './fixtures';
import { TIME } from './support/clock';

const SECTIONS = ['nextService', 'services', 'events', 'news', 'streams', 'publications', 'booklet', 'pastors'];
const section = (page: import('@playwright/test').Page, key: string) => page.locator(`[data-home-section="${key}"]`);

test('home shows its sections in the order of the spec, each with a heading', TIME, async ({ page }) => {
  await page.goto('/');
  const sections = page.locator('[data-home-section]');
  await expect(sections).toHaveCount(SECTIONS.length);
  for (const [index, key] of SECTIONS.entries()) await expect(sections.nth(index)).toHaveAttribute('data-home-section', key);
  for (const key of SECTIONS) {
    await expect(section(page, key).getByRole('heading', { level: 2 }).first(), key).toBeVisible();
  }
  await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
});

test('home opens with the next service, large, and four top tasks, the welcome text after them', TIME, async ({ page }) => {
  await page.goto('/');
  const next = section(page, 'nextService');
  await expect(next.getByRole('heading', { level: 2 })).toHaveText('Eerstvolgende dienst');
  await expect(next.locator('time')).toHaveCount(1);
  await expect(next.locator('img')).toHaveAttribute('src', /^\/api\/churches\/\d+\/image|^\/api\/media\//);
  await expect(next.getByRole('link', { name: /^Alle details van de kerkdienst/ })).toHaveAttribute('href', /^\/diensten\/\d+$/);
  const tasks = page.getByRole('navigation', { name: 'Direct naar' }).getByRole('link');
  await expect(tasks).toHaveText([/^Kerkdiensten/, /^Agenda/, /^Onze kerken/, /^Contact/]);
  expect(await tasks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/diensten', '/agenda', '/onze-kerken', '/contact']);
  // The editors' welcome follows the top tasks instead of opening the page.
  const welcome = page.getByText(/Wij zijn één protestantse gemeente in zeven dorpen/);
  const below = (await welcome.boundingBox())!.y - (await page.getByRole('navigation', { name: 'Direct naar' }).boundingBox())!.y;
  expect(below, 'the welcome text sits below the top tasks').toBeGreaterThan(0);
});

test('on a 320 px phone the next service, its church and its date, is in the first screen', TIME, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const date = section(page, 'nextService').locator('time');
  await expect(date).toBeVisible();
  const box = (await date.boundingBox())!;
  expect(box.y + box.height, 'the bottom of the date, against the first screen').toBeLessThan(640);
});

test('a service card opens its service wherever it is clicked, and shows an arrow', async ({ page }) => {
  await page.goto('/');
  const card = section(page, 'services').getByRole('listitem').first();
  await expect(card.getByRole('link', { name: /^Details/ })).toContainText('→');
  // On the church's name, at the card's top left: far from the Details button itself.
  await card.click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/diensten\/\d+$/);
});

test('latest announcements show the three newest articles and lead to the news', async ({ page }) => {
  await page.goto('/');
  const news = section(page, 'news');
  await expect(news.getByRole('heading', { level: 2 })).toHaveText('Mededelingen');
  const items = news.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText(/geschreven op \d{2}-\d{2}-\d{4}/);
  await items.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Startzondag: samen het nieuwe seizoen in');
  await page.goBack();
  await section(page, 'news').getByRole('link', { name: 'Alle nieuwsberichten' }).click();
  await expect(page).toHaveURL(/\/nieuws$/);
});

test('the publications and the blue booklet link to their pages', async ({ page }) => {
  await page.goto('/');
  const publications = section(page, 'publications');
  await expect(publications.getByRole('heading', { level: 2 })).toHaveText(['Stroom', 'Zijstroom']);
  await publications.getByRole('link', { name: 'Lees over Zijstroom' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zijstroom');
  await page.goBack();
  await section(page, 'publications').getByRole('link', { name: 'Lees over Stroom' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stroom');
  await page.goBack();
  const booklet = section(page, 'booklet');
  await expect(booklet.getByRole('heading', { level: 2 })).toHaveText('Het blauwe boekje');
  await expect(booklet.getByRole('link', { name: 'Vraag een exemplaar aan' })).toHaveAttribute('href', '/contact');
});

test('with the agenda remote blocked only its section fails, the others still show', async ({ page, errors }) => {
  errors.allow(/mf-agenda|mf_agenda|Failed to load resource|RUNTIME-\d+|Federation Runtime|EventsWidget|ERR_FAILED/);
  await page.route('**/mf-agenda/**', (route) => route.abort());
  await page.goto('/');
  // It loads (and so fails) when it comes near the viewport, below the next service and the top tasks.
  await section(page, 'events').scrollIntoViewIfNeeded();
  await expect(section(page, 'events').getByText('Dit onderdeel kon niet worden geladen.')).toBeVisible({ timeout: 20_000 });
  for (const key of SECTIONS.filter((k) => k !== 'events')) {
    await expect(section(page, key).getByRole('heading', { level: 2 }).first(), key).toBeVisible();
    await expect(section(page, key).locator('[data-remote-failed]'), key).toHaveCount(0);
  }
});
