/**
 * The rich-text editor in a real browser (issue: editor and fields): its toolbar on a phone (every
 * button an icon with its label, at least 44 px, wrapping within the screen), and a Word list pasted
 * through a real paste event (Chromium's DOMParser and clipboard data, not jsdom's). The privacy
 * statement is a `full` text no other spec edits; the draft a paste saves is thrown away at the end.
 * A web page pasted into a news item (issue 41): its image is the editor's placeholder, a save is
 * refused at the field until it is gone, and visitors never read the placeholder's sentence; the
 * article goes to the Prullenbak at the end.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { editingMessages, FOREIGN_IMAGE_TEXT } from '@kerk/kit/editing';

import { expect, test, type Locator } from './fixtures';
import { seriousViolations } from './support/a11y';
import { createUser, signIn } from './support/admin';

const EDIT = '/beheer/paginas/privacy';
const LABELS = ['Vet', 'Cursief', 'Link', 'Kop', 'Subkop', 'Opsomming', 'Genummerde lijst', 'Citaat', 'Ongedaan maken', 'Opnieuw', 'Tabel', 'Foto', 'Video', 'Lijn', 'Opmaak wissen'];
const WORD = readFileSync(join(__dirname, '..', 'mf-beheer', 'src', 'lib', 'rich-text', 'fixtures', 'word-bullets.html'), 'utf8');

let user: { email: string; password: string };

/** Pastes `html` into the editable area through a real paste event, over what it holds. */
async function pasteInto(area: Locator, html: string, text: string) {
  await area.click();
  await area.page().keyboard.press('Control+A');
  await area.evaluate(
    (element, [data, plain]) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', data!);
      transfer.setData('text/plain', plain!);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    [html, text],
  );
}

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
  await pasteInto(area, WORD, 'Gemeentedag');

  await expect(area.locator('h2')).toHaveText('Gemeentedag in Druten');
  await expect(area.locator(':scope > ul > li')).toHaveText([/^Een stoel voor buiten$/, /^Iets voor de lunch/, /^Goed humeur$/]);
  await expect(area.locator(':scope > ul > li > ul > li')).toHaveText(['soep', /^broodjes met kaas/]);
  await expect(area.locator(':scope > ul > li > ul > li > ul > li')).toHaveText('ook glutenvrij');
  await expect(area).not.toContainText('·');
  const placeholder = area.locator('[data-foreign-image]');
  await expect(placeholder.locator('p').first()).toHaveText(FOREIGN_IMAGE_TEXT);
  await expect(placeholder.getByRole('button')).toHaveText(['Upload de foto', 'Weghalen']);
  await expect(placeholder).toHaveCSS('border-top-style', 'dashed');
  await expect(area.locator('img')).toHaveCount(0);

  await expect(page.getByRole('status').filter({ hasText: /Concept opgeslagen om/ })).toBeVisible();
  await page.getByRole('button', { name: 'Concept weggooien' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Concept weggooien' }).click();
  await expect(page.getByText('Het concept is weggegooid.')).toBeVisible();
});

test('a news item with an image pasted from a web page is refused at the field until the placeholder is gone; visitors never read its sentence', async ({ page, browser, errors }) => {
  // The refused save: the browser logs the API's 400.
  errors.allow(/status of 400/);
  const title = 'Open kerk op Monumentendag';
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Nieuws' }).click();
  await page.getByRole('button', { name: 'Bericht toevoegen' }).click();
  await page.getByLabel('Titel').fill(title);
  const area = page.getByRole('textbox', { name: 'Tekst' });
  const web = '<p>De Dorpskerk is zaterdag open.<img src="https://www.example.org/dorpskerk.jpg" alt="De Dorpskerk"></p><p>Er is koffie.</p>';
  await pasteInto(area, web, 'De Dorpskerk is zaterdag open.');
  const placeholder = area.locator('[data-foreign-image]');
  await expect(placeholder).toContainText(FOREIGN_IMAGE_TEXT);
  await expect(placeholder.getByRole('button', { name: 'Upload de foto' })).toBeVisible();

  await page.getByRole('button', { name: 'Opslaan' }).click();
  const refusal = editingMessages.foreignImage;
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(area).toHaveAccessibleDescription(refusal);
  expect(await (await page.request.get('/api/news?pageSize=50')).text()).not.toContain(title);

  await placeholder.getByRole('button', { name: 'Weghalen' }).click();
  await expect(placeholder).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het bericht is opgeslagen.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  const id = Number(await row.getAttribute('data-news-id'));

  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`/nieuws/${id}`);
  await expect(reader.getByRole('main')).toContainText('Er is koffie.');
  await expect(reader.getByRole('main')).not.toContainText(FOREIGN_IMAGE_TEXT);
  await reader.close();

  // To the Prullenbak: the other specs see the seeded news.
  await page.getByRole('button', { name: `Verwijderen: ${title}` }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
