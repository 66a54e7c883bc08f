/**
 * Keyboard only, the two dialogs of the header: the drawer (modal: focus moves in, Tab stays inside,
 * Escape closes and gives focus back to "Menu") and the search pop-up (Escape closes and gives focus
 * back to its button; Enter searches).
 */
import { expect, isMobile, test } from './fixtures';
import { settle, tabTo } from './support/a11y';

test('the drawer takes focus, keeps Tab inside and gives focus back on Escape', async ({ page, viewport }) => {
  test.skip(!isMobile(viewport), 'small screens only');
  await page.goto('/privacy');
  await settle(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
  await expect(drawer.getByRole('button', { name: 'Sluiten', exact: true })).toBeFocused();
  // Twenty Tabs go round the drawer more than once and never leave it.
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // Shift+Tab on the drawer's first control (its logo link) wraps to its last (the theme switch).
  await drawer.getByRole('link').first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByLabel('Weergave')).toBeFocused();
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
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('doop');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zoeken\?q=doop$/);
  await expect(dialog).toBeHidden();
});
