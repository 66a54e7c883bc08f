/**
 * Where a page opens (issue: in-site navigation kept the old scroll position): a link opens its
 * page at the top, whatever the remote or the link's place (a card, the footer); Back and Forward
 * return to where the visitor was.
 */
import { expect, test, type Page } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The agenda's event cards (a skeleton card, shown while a period loads, holds no <time>). */
const agendaEvents = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.locator('time') });

test('an article opened from far down the news list starts at the top; Back and Forward return to each place', async ({ page }) => {
  await page.goto('/nieuws');
  // The list, not its skeleton: every article has arrived before the last one is scrolled to.
  const articles = page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('article');
  await expect(articles.first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const last = articles.last();
  await last.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(200);
  const title = (await last.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await last.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/nieuws\/\d+$/);
  // The list's own h1 stays on screen until the article's code has loaded: wait for the article.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await scrollY(page)).toBe(0);
  // Focus moves to the new page's main part, so a screen reader reads on from there.
  await expect(page.locator('main#main')).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/nieuws$/);
  await expect.poll(() => scrollY(page)).toBe(listY);
  await page.goForward();
  await expect(page).toHaveURL(/\/nieuws\/\d+$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Back to the home page returns to the very place, also once its widgets have loaded above it', async ({ page }) => {
  await page.goto('/');
  // Every widget has hydrated and loaded (each hydrates when it comes into view).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollY(page)).toBe(1500);
  const atTop = () => page.evaluate(() => document.elementFromPoint(300, 120)?.closest('section, article, li')?.textContent?.slice(0, 60) ?? '');
  const seen = await atTop();
  // A link clicked where it is: a click that first scrolls it into view would save another place.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nieuws' }).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/nieuws$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => scrollY(page)).toBe(1500);
  expect(await atTop()).toBe(seen);
});

test('a footer link opens its page at the top, not at its footer', async ({ page }) => {
  await page.goto('/agenda');
  await expect(agendaEvents(page).first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);
  await footer.getByRole('link', { name: 'Vertrouwenspersonen' }).click();
  await expect(page).toHaveURL(/\/vertrouwenspersonen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrouwenspersonen');
  expect(await scrollY(page)).toBe(0);
});

test('an event opened from far down the agenda starts at the top', async ({ page }) => {
  await page.goto('/agenda?tab=toekomst&periode=maand');
  const items = agendaEvents(page);
  await expect(items.first()).toBeVisible();
  const item = items.last();
  await item.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);
  await item.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/evenement\/\d+$/);
  // The agenda's own h1 stays on screen until the event's code has loaded: wait for the event.
  await expect(page.locator('h1#event-title')).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
