/**
 * The first paint is in the remembered theme (issue 9: the h1 was near-black on the dark background
 * until the scripts ran). The kit remembers the choice in the `theme` cookie; the server's render
 * of the page carries it (`<html data-theme>`). Each check loads the page with JavaScript off: what shows is the server's
 * HTML and CSS alone, i.e. the first paint.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';

import { expect, test } from './fixtures';

const DARK = { text: 'rgb(243, 244, 246)', background: 'rgb(17, 24, 39)' };
const LIGHT = { text: 'rgb(26, 31, 43)', background: 'rgb(247, 247, 245)' };

/** The colours of the h1 and the body as painted from the server's HTML, without any script. */
async function firstPaint(browser: Browser, baseURL: string, path: string, cookies: { name: string; value: string }[], options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false, baseURL });
  await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: baseURL })));
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const colours = await page.evaluate(() => ({
    text: getComputedStyle(document.querySelector('h1')!).color,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  await context.close();
  return colours;
}

test('after choosing dark, the next page load is dark from its first paint', async ({ page, context, browser, baseURL }) => {
  await page.goto('/anbi');
  await page.getByLabel('Weergave').selectOption('dark');
  const cookies = await context.cookies();
  const cookie = cookies.find((c) => c.name === 'theme');
  expect(cookie?.value).toBe('dark');
  expect(cookie?.sameSite).toBe('Lax');
  // Kept as long as the language cookie (365 days, chrome.spec.ts), set in the same minute.
  const lang = cookies.find((c) => c.name === 'lang');
  expect(Math.abs((cookie?.expires ?? 0) - (lang?.expires ?? -1))).toBeLessThan(60);
  expect(await firstPaint(browser, baseURL!, '/anbi', [cookie!])).toEqual(DARK);
  expect(await firstPaint(browser, baseURL!, '/privacy', [cookie!])).toEqual(DARK);
});

test('the cookie is the one memory: a theme left in localStorage alone never repaints the page (no light, then dark)', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/privacy');
  await expect(page.getByRole('contentinfo').getByLabel('Weergave')).toHaveValue('light');
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT.background);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  // What the page remembers is what it shows: light.
  expect((await context.cookies()).find((c) => c.name === 'theme')?.value ?? 'light').toBe('light');
});

test('system follows the device on first paint; light and no choice paint light', async ({ browser, baseURL }) => {
  const system = [{ name: 'theme', value: 'system' }];
  expect(await firstPaint(browser, baseURL!, '/anbi', system, { colorScheme: 'dark' })).toEqual(DARK);
  expect(await firstPaint(browser, baseURL!, '/anbi', system, { colorScheme: 'light' })).toEqual(LIGHT);
  expect(await firstPaint(browser, baseURL!, '/anbi', [{ name: 'theme', value: 'light' }], { colorScheme: 'dark' })).toEqual(LIGHT);
  expect(await firstPaint(browser, baseURL!, '/anbi', [], { colorScheme: 'dark' })).toEqual(LIGHT);
});

test('the page stays dark when React takes over, with the h1 in the dark text colour', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
  await page.goto('/anbi');
  await expect(page.getByLabel('Weergave')).toHaveValue('dark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', DARK.text);
  await expect(page.locator('body')).toHaveCSS('background-color', DARK.background);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
