/**
 * The rich-text editor in a real browser (issue: editor and fields): its toolbar on a phone (every
 * button an icon with its label, at least 44 px, wrapping within the screen), and a Word list pasted
 * through a real paste event (Chromium's DOMParser and clipboard data, not jsdom's). The privacy
 * statement is a `full` text no other spec edits; the draft a paste saves is thrown away at the end.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { FOREIGN_IMAGE_TEXT } from '@kerk/kit/editing';

import { expect, test } from './fixtures';
import { seriousViolations } from './support/a11y';
import { createUser, signIn } from './support/admin';

const EDIT = '/beheer/paginas/privacy';
const LABELS = ['Vet', 'Cursief', 'Link', 'Kop', 'Subkop', 'Opsomming', 'Genummerde lijst', 'Citaat', 'Ongedaan maken', 'Opnieuw', 'Tabel', 'Foto', 'Video', 'Lijn', 'Opmaak wissen'];
const WORD = readFileSync(join(__dirname, '..', 'mf-beheer', 'src', 'lib', 'rich-text', 'fixtures', 'word-bullets.html'), 'utf8');

let user: { email: string; password: string };

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  user = await createUser(page, baseURL!, 'beheerder');
  await page.close();
});

test.beforeEach(async ({ page, errors }) => {
  // Before signing in, the app asks the API for a session; the browser logs its 401.
  errors.allow(/status of 401/);
  await signIn(page, user);
});

test('on a phone every toolbar button shows its icon and label, is at least 44 px, and the toolbar wraps within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(EDIT);
  const toolbar = page.getByRole('toolbar', { name: 'Opmaak van Privacyverklaring' });
  const buttons = toolbar.getByRole('button');
  await expect(buttons).toHaveCount(LABELS.length);
  for (const [index, label] of LABELS.entries()) {
    const button = buttons.nth(index);
    await expect(button).toHaveAccessibleName(label);
    await expect(button).toHaveText(label);
    await expect(button.locator('svg')).toBeVisible();
    const box = (await button.boundingBox())!;
    expect([label, box.height >= 44, box.width >= 44, box.x >= 0, box.x + box.width <= 390]).toEqual([label, true, true, true, true]);
  }
  expect(await toolbar.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
  expect(await seriousViolations(page), 'axe on the edit screen on a phone').toEqual([]);
});

test('a list pasted from Word becomes a nested list, and its picture a placeholder that stands out', async ({ page }) => {
  await page.goto(EDIT);
  const area = page.getByRole('textbox', { name: 'Privacyverklaring' });
  await expect(area).toContainText(/\w/);
  await area.click();
  await page.keyboard.press('Control+A');
  await area.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Gemeentedag');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, WORD);

  await expect(area.locator('h2')).toHaveText('Gemeentedag in Druten');
  await expect(area.locator(':scope > ul > li')).toHaveText([/^Een stoel voor buiten$/, /^Iets voor de lunch/, /^Goed humeur$/]);
  await expect(area.locator(':scope > ul > li > ul > li')).toHaveText(['soep', /^broodjes met kaas/]);
  await expect(area.locator(':scope > ul > li > ul > li > ul > li')).toHaveText('ook glutenvrij');
  await expect(area).not.toContainText('·');
  const placeholder = area.locator('[data-foreign-image]');
  await expect(placeholder).toHaveText(FOREIGN_IMAGE_TEXT);
  await expect(placeholder).toHaveCSS('border-top-style', 'dashed');
  await expect(area.locator('img')).toHaveCount(0);

  await expect(page.getByRole('status').filter({ hasText: /Concept opgeslagen om/ })).toBeVisible();
  await page.getByRole('button', { name: 'Concept weggooien' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Concept weggooien' }).click();
  await expect(page.getByText('Het concept is weggegooid.')).toBeVisible();
});
