/**
 * Keyboard only (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7): the skip link, the desktop menu and the agenda
 * tabs work with Tab, Enter, arrows and Escape; focus goes where a keyboard user expects it and is
 * always visibly outlined; the document is marked as Dutch. The dialogs: a11y-dialogs.spec.ts.
 */
import { expect, isMobile, test, type Page } from './fixtures';
import { settle, tabTo } from './support/a11y';

/** The outline of the focused element: style, width in px and colour. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });

test('the document language is Dutch', async ({ page }) => {
  await page.goto('/agenda');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/privacy');
  await settle(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab continues inside main, not back in the header.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});

test('a visitor tabbing through the server\'s page keeps their place when the page takes over', async ({ page }) => {
  // The scripts wait until the visitor has tabbed into the server's page (the server render, which
  // the browser then hydrates: the very elements stay).
  let release = () => {};
  const tabbed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await tabbed;
    await route.continue();
  });
  // Deferred scripts hold DOMContentLoaded back: the page is read as soon as it is parsed.
  await page.goto('/privacy', { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  const logo = page.getByRole('banner').getByRole('link', { name: /Protestantse Gemeente/ });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(logo).toBeFocused();
  release();
  await settle(page);
  await expect(logo).toBeFocused();
  // Back one stop: the page's own skip link.
  await page.keyboard.press('Shift+Tab');
  await expect(skip).toBeFocused();
});

test('links and buttons show a visible focus outline', async ({ page, viewport }) => {
  await page.goto('/diensten');
  await settle(page);
  const targets = [
    page.getByRole('banner').getByRole('link', { name: /Protestantse Gemeente/ }),
    page.getByRole('banner').getByRole('button', { name: 'Zoeken' }),
    page.getByRole('main').getByRole('link').first(),
    page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }),
  ];
  if (isMobile(viewport)) targets.push(page.getByRole('button', { name: 'Menu' }));
  for (const target of targets) {
    await tabTo(page, target, 80);
    const outline = await focusOutline(page);
    expect(outline.style, await target.textContent() ?? '').toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});

test('the desktop menu opens, moves into and closes a sub-menu from the keyboard', async ({ page, viewport }) => {
  test.skip(isMobile(viewport), 'wide screens only');
  await page.goto('/');
  await settle(page);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const toggle = nav.getByRole('button', { name: 'Submenu Gemeente openen' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Submenu Gemeente sluiten' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Kerkenraad' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Kerkenraad' })).toBeHidden();
  await expect(toggle).toBeFocused();
  // Open again, follow a link with Enter.
  await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: 'Pastoraal team' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gemeente\/pastoraal-team$/);
});

test('tabbing past an open sub-menu closes it', async ({ page, viewport }) => {
  test.skip(isMobile(viewport), 'wide screens only');
  await page.goto('/');
  await settle(page);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await tabTo(page, nav.getByRole('button', { name: 'Submenu Gemeente openen' }));
  await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: 'Onze kerken' }));
  await expect(nav.getByRole('link', { name: 'Kerkenraad' })).toBeHidden();
});

test('the agenda tabs follow the arrow keys, Home and End', async ({ page }) => {
  await page.goto('/agenda');
  await settle(page);
  const current = page.getByRole('tab', { name: 'Huidig' });
  const future = page.getByRole('tab', { name: 'Toekomst' });
  await tabTo(page, current);
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(future).toBeFocused();
  await expect(future).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=toekomst/);
  await expect(page.getByRole('tabpanel', { name: 'Toekomst' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(future).toBeFocused();
  // One Tab stop for the tab list: Tab leaves it for the panel's controls.
  await page.keyboard.press('Tab');
  await expect(current).not.toBeFocused();
  await expect(future).not.toBeFocused();
});
