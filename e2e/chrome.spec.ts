/** The shell's chrome on desktop and a 390 px phone: header, menu/drawer, search, breadcrumbs, footer, theme. */
import { TIME_ZONE } from '@kerk/kit/dates';

import { expect, isMobile, test } from './fixtures';

test('header shows the logo link, the e-mail button and the search button', async ({ page }) => {
  await page.goto('/privacy');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Protestantse Gemeente/ })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Stuur ons een e-mail' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Zoeken' })).toBeVisible();
});

test('the main menu reaches the task groups three levels deep', async ({ page, viewport }) => {
  await page.goto('/');
  if (isMobile(viewport)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
    await drawer.getByRole('button', { name: 'Submenu Gemeente openen' }).click();
    // The group slides open in 400 ms; its inner toggle is clicked once it is in place.
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await drawer.getByRole('button', { name: 'Submenu Taakgroepen openen' }).click();
    await expect(drawer.getByRole('link', { name: 'Duurzaamheid' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Sluiten', exact: true }).click();
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Agenda', 'Gemeente', 'Onze kerken', 'ANBI'], { useInnerText: true });
    await nav.getByRole('link', { name: 'Gemeente' }).hover();
    await expect(nav.getByRole('link', { name: 'Kerkenraad' })).toBeVisible();
    await nav.getByRole('link', { name: 'Taakgroepen' }).hover();
    await expect(nav.getByRole('link', { name: 'Duurzaamheid' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(nav.getByRole('link', { name: 'Kerkenraad' })).toBeHidden();
  }
});

test('the desktop menu is keyboard operable', async ({ page, viewport }) => {
  test.skip(isMobile(viewport), 'wide screens only');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await nav.getByRole('button', { name: 'Submenu Gemeente openen' }).focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Kerkenraad' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Kerkenraad' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Submenu Gemeente openen' })).toBeFocused();
});

test('widening the window closes the drawer', async ({ page, viewport }) => {
  test.skip(!isMobile(viewport), 'small screens only');
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Hoofdmenu' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('dialog', { name: 'Hoofdmenu' })).toBeHidden();
});

test('search sends the text to /zoeken?q= and closes the pop-up', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await page.getByLabel('Zoekterm').fill('kerst');
  await page.getByLabel('Zoekterm').press('Enter');
  await expect(page).toHaveURL(/\/zoeken\?q=kerst$/);
  await expect(page.getByRole('dialog', { name: 'Zoeken' })).toBeHidden();
});

test('breadcrumbs start with home and are absent on the home page', async ({ page }) => {
  await page.goto('/privacy');
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(crumbs.getByRole('listitem')).toHaveText([/Home/, /Privacy/]);
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveCount(0);
});

test('footer shows the about text, links, address and the current year', async ({ page, now }) => {
  await page.goto('/privacy');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-about')).not.toBeEmpty();
  await expect(footer.getByRole('link', { name: 'Vertrouwenspersonen' })).toHaveAttribute('href', '/vertrouwenspersonen');
  const year = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, year: 'numeric' }).format(now);
  await expect(footer.getByText(`© 2020–${year}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveCount(0);
});

test('the chosen theme is remembered and the language cookie lasts 365 days', async ({ page, context }) => {
  // The browser's cookie store dates a max-age cookie on the machine's real clock (page.clock
  // fakes only the page's), so the expiry is measured against the real time around the visit.
  const before = Date.now() / 1000;
  await page.goto('/privacy');
  await page.getByLabel('Weergave').selectOption('dark');
  await page.reload();
  await expect(page.getByLabel('Weergave')).toHaveValue('dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(17, 24, 39)');
  const lang = (await context.cookies()).find((c) => c.name === 'lang');
  expect(lang?.value).toBe('nl');
  const after = Date.now() / 1000;
  expect(lang?.expires).toBeGreaterThanOrEqual(Math.floor(before) + 365 * 86400);
  expect(lang?.expires).toBeLessThanOrEqual(Math.ceil(after) + 365 * 86400);
});
