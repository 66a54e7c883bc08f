/**
 * Keyboard only, the two dialogs of the header, both native modal <dialog>s (showModal): the drawer
 * (focus moves in, Tab stays inside, Escape closes and gives focus back to "Menu") and the search
 * pop-up (the same, with focus on its field; Enter searches). The page behind cannot be reached.
 */
import { expect, isMobile, test, type Locator, type Page } from './fixtures';
import { settle, tabTo } from './support/a11y';

/**
 * Presses Tab (or Shift+Tab) `times` times: focus is always in the dialog, or, once at the end of
 * each round, out of the page in the browser's own controls (what browsers do with a modal dialog)
 * — never on the page behind it. Answers the names of the controls visited, in order.
 */
async function tabAround(page: Page, dialog: Locator, times: number, key = 'Tab'): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    const where = await dialog.evaluate((el) => {
      const active = document.activeElement;
      if (el.contains(active)) return active?.getAttribute('aria-label') || active?.textContent?.trim() || active?.tagName || '';
      return document.hasFocus() ? `outside: ${active?.outerHTML.slice(0, 80)}` : '(browser)';
    });
    expect(where, 'focus stays in the dialog').not.toMatch(/^outside/);
    visited.push(where);
  }
  // End in the dialog, not in the browser's controls, for the keys that follow.
  if (visited.at(-1) === '(browser)') await page.keyboard.press(key);
  return visited;
}

test('the drawer takes focus, keeps Tab inside and gives focus back on Escape', async ({ page, viewport }) => {
  test.skip(!isMobile(viewport), 'small screens only');
  await page.goto('/privacy');
  await settle(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
  await expect(drawer.getByRole('button', { name: 'Sluiten', exact: true })).toBeFocused();
  // Shift+Tab from "Sluiten" reaches the drawer's first control (its logo link), then wraps to its
  // last (the theme switch).
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('link').first()).toBeFocused();
  await tabAround(page, drawer, 1, 'Shift+Tab');
  await expect(drawer.getByLabel('Weergave')).toBeFocused();
  // Twenty Tabs go round the drawer more than once and never reach the page behind it.
  const visited = await tabAround(page, drawer, 20);
  expect(visited.filter((name) => name === 'Sluiten').length, 'round more than once').toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test('the drawer opens a nested group and follows a link with the keyboard', async ({ page, viewport }) => {
  test.skip(!isMobile(viewport), 'small screens only');
  await page.goto('/privacy');
  await settle(page);
  await tabTo(page, page.getByRole('button', { name: 'Menu' }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
  await tabTo(page, drawer.getByRole('button', { name: 'Submenu Gemeente openen' }));
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Submenu Gemeente sluiten' })).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, drawer.getByRole('link', { name: 'Kerkenraad' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gemeente\/kerkenraad$/);
  await expect(drawer).toBeHidden();
});

test('the search pop-up opens on Enter, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/privacy');
  await settle(page);
  // The pop-up's own submit button is also named 'Zoeken': the trigger comes first.
  const button = page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).first();
  await tabTo(page, button);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zoeken' });
  await expect(dialog.getByLabel('Zoekterm')).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Modal: Tab goes round the field and its button only.
  const visited = await tabAround(page, dialog, 6);
  expect(new Set(visited.filter((name) => name !== '(browser)'))).toEqual(new Set(['Zoeken', 'INPUT']));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('doop');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zoeken\?q=doop$/);
  await expect(dialog).toBeHidden();
});

test('a click beside the search pop-up closes it without following the link under it', async ({ page }) => {
  await page.goto('/privacy');
  await settle(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).first();
  // Above the pop-up, in the header bar.
  const box = (await page.getByRole('link', { name: 'Stuur ons een e-mail' }).boundingBox())!;
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Zoeken' });
  await expect(dialog.getByLabel('Zoekterm')).toBeFocused();
  // The page behind is inert: the link under the pointer is not what the click reaches.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(button).toBeFocused();
});

test('a tap on the dimmed page beside the drawer closes it without following what is under it', async ({ page, viewport }) => {
  test.skip(!isMobile(viewport), 'small screens only');
  await page.goto('/privacy');
  await settle(page);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
  await expect(drawer.getByRole('button', { name: 'Sluiten', exact: true })).toBeFocused();
  // Right of the drawer, over the header's "Menu" button: the backdrop takes the tap.
  const [box, panel] = [(await menu.boundingBox())!, (await drawer.boundingBox())!];
  const x = box.x + box.width - 4;
  expect(x, 'beside the drawer').toBeGreaterThan(panel.x + panel.width);
  await page.mouse.click(x, box.y + box.height / 2);
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(menu).toBeFocused();
});
