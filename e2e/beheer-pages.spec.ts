/**
 * Editing a page in the editing app (issue 15), against the real admin API: a beheerder made with
 * `npm run users` makes a word of the home intro bold and adds a link with the toolbar, publishes,
 * and a visitor's tab shows both after a reload; the minimal preset has no heading button; two tabs
 * publishing over each other get the 409 with both versions; Voorbeeld shows the draft in the site
 * layout; restoring the first revision brings the original intro back (so the specs reading the
 * home page find it as seeded). The tests share the one home page: they run in order.
 */
import type { Browser, Page } from '@playwright/test';

import { expect, test, type ErrorWatch } from './fixtures';
import { seriousViolations } from './support/a11y';
import { createUser, signIn } from './support/admin';

test.describe.configure({ mode: 'serial' });

const EDIT = '/beheer/paginas/index';
const intro = (page: Page) => page.getByRole('textbox', { name: 'Inleiding' });

/** Selects `word` in the editable area, as a double-click would (ProseMirror follows the DOM selection). */
async function selectWord(page: Page, word: string) {
  await intro(page).evaluate((area, w) => {
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(w);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + w.length);
      (area as HTMLElement).focus();
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
    throw new Error(`${w} not in the editor`);
  }, word);
}

async function openEditor(page: Page, user: { email: string; password: string }, errors: ErrorWatch) {
  // Before signing in, the app asks the API for a session; the browser logs its 401.
  errors.allow(/status of 401/);
  await signIn(page, user);
  await page.goto(EDIT);
  await expect(intro(page)).toContainText('zeven dorpen');
}

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

let user: { email: string; password: string };

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  user = await createUser(page, baseURL!, 'beheerder');
  await page.close();
});

test('bold and a link made with the toolbar are live for a visitor after a reload', async ({ page, browser, errors }) => {
  await openEditor(page, user, errors);
  const toolbar = page.getByRole('toolbar', { name: 'Opmaak van Inleiding' });
  // The intro is a minimal text: bold, italic and link, no headings.
  expect(await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(['Vet', 'Cursief', 'Link']);
  await expect(toolbar.getByRole('button', { name: 'Kop', exact: true })).toHaveCount(0);
  expect(await seriousViolations(page), 'axe on the edit screen').toEqual([]);

  const reader = await visitor(browser);
  await expect(reader.locator('strong', { hasText: 'vieren' })).toHaveCount(0);

  await selectWord(page, 'vieren');
  await toolbar.getByRole('button', { name: 'Vet' }).click();
  await expect(toolbar.getByRole('button', { name: 'Vet' })).toHaveAttribute('aria-pressed', 'true');
  await selectWord(page, 'zingen');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await dialog.getByLabel('Adres van de link').fill('https://www.pkn.nl/');
  await dialog.getByRole('button', { name: 'Link toevoegen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /Concept opgeslagen om \d{2}\.\d{2}/ })).toBeVisible();

  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('De pagina is gepubliceerd.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk de pagina op de website' })).toHaveAttribute('href', '/');

  await reader.reload();
  await expect(reader.locator('strong', { hasText: 'vieren' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'zingen' })).toHaveAttribute('href', 'https://www.pkn.nl/');
  await reader.context().close();
});

test('Voorbeeld shows the draft in the site layout, and the draft can be thrown away', async ({ page, errors }) => {
  await openEditor(page, user, errors);
  await intro(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Tot zondag!');
  await page.getByRole('button', { name: 'Voorbeeld' }).click();
  await expect(page.getByRole('heading', { name: 'Voorbeeld — nog niet gepubliceerd' })).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Voorbeeld van "]');
  await expect(preview.getByText('Tot zondag!')).toBeVisible();
  // The real site around it: its header and footer.
  await expect(preview.getByRole('banner')).toBeVisible();
  await expect(preview.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('button', { name: 'Concept weggooien' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Concept weggooien' }).click();
  await expect(page.getByText('Het concept is weggegooid.')).toBeVisible();
  await expect(intro(page)).not.toContainText('Tot zondag!');
});

test('two tabs: the second publish gets the 409 naming who, with both versions, and can still publish its own', async ({ page, context, errors }) => {
  errors.allow(/status of 409/);
  await openEditor(page, user, errors);
  const second = await context.newPage();
  await second.goto(EDIT);
  await expect(intro(second)).toContainText('zeven dorpen');

  for (const [tab, text] of [[page, ' Eerste tab.'], [second, ' Tweede tab.']] as const) {
    await intro(tab).click();
    await tab.keyboard.press('Control+End');
    await tab.keyboard.type(text);
  }
  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('De pagina is gepubliceerd.')).toBeVisible();

  await second.getByRole('button', { name: 'Publiceren' }).click();
  await expect(second.getByRole('alert')).toContainText(`Deze pagina is intussen gewijzigd door ${user.email}`);
  await expect(second.getByRole('region', { name: 'Hun versie (staat nu op de website)' })).toContainText('Eerste tab.');
  await expect(second.getByRole('region', { name: 'Uw versie' })).toContainText('Tweede tab.');
  await second.getByRole('button', { name: 'Mijn versie alsnog publiceren' }).click();
  await expect(second.getByText('De pagina is gepubliceerd.')).toBeVisible();
  await second.close();
});

test('restoring the first version brings the original intro back on the site', async ({ page, browser, errors }) => {
  await openEditor(page, user, errors);
  const first = page.getByRole('listitem').filter({ hasText: 'de tekst waarmee de website begon' });
  await first.getByRole('button', { name: 'Verschil bekijken' }).click();
  // Underlined: what stands there now and was not in that first version.
  await expect(first.locator('ins', { hasText: 'Tweede tab.' })).toBeVisible();
  expect(await seriousViolations(page), 'axe with a difference shown').toEqual([]);
  await first.getByRole('button', { name: 'Deze versie terugzetten' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deze versie terugzetten' }).click();
  await expect(page.getByText(/is teruggezet en staat nu op de website/)).toBeVisible();
  await expect(intro(page)).not.toContainText('Tweede tab.');

  const reader = await visitor(browser);
  await expect(reader.getByText(/Elke zondag komen we samen/)).toBeVisible();
  await expect(reader.getByText(/Tweede tab/)).toHaveCount(0);
  await expect(reader.locator('strong', { hasText: 'vieren' })).toHaveCount(0);
  await reader.context().close();
});
