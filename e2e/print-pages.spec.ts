/**
 * The print stylesheet on services, the agenda, events and news articles: only the content, in
 * black on white (also for a visitor who chose the dark theme), no menus, search, footer, buttons
 * or theme switch; link addresses printed after links in article text; list items kept whole.
 */
import type { APIRequestContext } from '@playwright/test';

import { expect, test, type Page } from './fixtures';
import { firstOf, settle } from './support/a11y';

const BLACK = 'rgb(0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';

/** Loads a page for printing, in the dark theme to prove print ignores it. */
async function openForPrint(page: Page, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'theme', value: 'dark', url: new URL(path, test.info().project.use.baseURL).href }]);
  await page.goto(path);
  await settle(page);
  await page.emulateMedia({ media: 'print' });
}

async function expectOnlyContent(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main h1').first()).toHaveCSS('color', BLACK);
  await expect(page.locator('body')).toHaveCSS('background-color', WHITE);
  await expect(page.locator('body')).toHaveCSS('color', BLACK);
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByLabel('Weergave', { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Stuur ons een e-mail' })).toBeHidden();
  // Every button (search, menu, tabs, filters, 'Bekijk meer', calendar links styled as buttons) is gone.
  const visibleButtons = await page.locator('button, [role="button"]').evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length);
  expect(visibleButtons).toBe(0);
}

/** An article whose text links to another page of the site. */
async function articleWithLink(request: APIRequestContext): Promise<{ id: number; href: string }> {
  const list = (await (await request.get('/api/news?pageSize=24')).json()) as { data: { id: number }[] };
  for (const { id } of list.data) {
    const body = ((await (await request.get(`/api/news/${id}`)).json()) as { data: { body: string } }).data.body;
    const href = /<a href="(\/[^"]*)"/.exec(body)?.[1];
    if (href) return { id, href };
  }
  throw new Error('no seeded article links to a page of the site');
}

test('the services list prints without chrome, with whole list items', async ({ page }) => {
  await openForPrint(page, '/diensten');
  await expectOnlyContent(page);
  await expect(page.getByLabel('Locatie')).toBeHidden();
  await expect(page.locator('label', { hasText: 'Locatie' })).toBeHidden();
  const item = page.getByRole('main').getByRole('listitem').first();
  await expect(item).toBeVisible();
  await expect(item).toHaveCSS('break-inside', 'avoid');
});

test('a service prints its facts without chrome', async ({ page, request }) => {
  await openForPrint(page, `/diensten/${(await firstOf(request, '/api/services')).id}`);
  await expectOnlyContent(page);
  await expect(page.getByText('Voorganger')).toBeVisible();
});

test('the agenda prints the selected period without tabs and period controls', async ({ page }) => {
  await openForPrint(page, '/agenda');
  await expectOnlyContent(page);
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('group', { name: 'Periode' })).toBeHidden();
  await expect(page.locator('#agenda-period-heading')).toBeVisible();
});

test('an event prints without chrome and without the calendar button', async ({ page, request }) => {
  await openForPrint(page, `/evenement/${(await firstOf(request, '/api/events')).id}`);
  await expectOnlyContent(page);
  await expect(page.getByRole('link', { name: 'Zet in agenda' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Terug naar de agenda' })).toBeHidden();
});

test('a news article prints the address of each link in its text', async ({ page, request, baseURL }) => {
  const { id, href } = await articleWithLink(request);
  await openForPrint(page, `/nieuws/${id}`);
  await expectOnlyContent(page);
  const link = page.locator(`main [data-rich-text] a[href="${href}"]`).first();
  const after = await link.evaluate((el) => getComputedStyle(el, '::after').content);
  expect(after).toContain(`${baseURL}${href}`);
  // On screen the address is not repeated.
  await page.emulateMedia({ media: 'screen' });
  expect(await link.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
