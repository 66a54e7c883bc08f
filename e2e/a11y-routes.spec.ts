/**
 * WCAG 2.1 AA on every route of the composed site: axe-core finds no serious or critical violation
 * on any static path, one detail page of each kind and the 404 page, in the light and the dark
 * theme, on desktop, and on a phone on one route of each kind (PHONE_ROUTES) — and neither with the drawer (or sub-menus) or the search
 * pop-up open. Every control stands out 3:1 from what it sits on, by its fill or its border, in both
 * themes (weakControls, WCAG 1.4.11). No list, paragraph or plain box carries a name (misplacedNames). The header and
 * footer are scanned on the routes of CHROME_ROUTES (where the menu's marker differs), the rest of
 * the page on every route.
 */
import { expect, isMobile, test } from './fixtures';
import { CHROME_ROUTES, DETAIL_ROUTES, inBothThemes, misplacedNames, PHONE_ROUTES, seriousViolations, STATIC_ROUTES, weakControls } from './support/a11y';

for (const path of STATIC_ROUTES) {
  test.describe(() => {
    // Decided before the test's fixtures: a skipped test opens no browser context.
    if (!PHONE_ROUTES.includes(path)) test.skip(({ viewport }) => isMobile(viewport), 'on a phone this page repeats a kind scanned on another route (PHONE_ROUTES)');
    test(`${path} has no serious accessibility violations in either theme`, async ({ page, errors }) => {
      // The editing app asks the server for a session first: nobody is signed in, so it answers 401.
      if (path.startsWith('/beheer')) errors.allow(/the server responded with a status of 401/);
      const part = CHROME_ROUTES.includes(path) ? 'page' : 'route';
      await inBothThemes(page, path, async (theme) => {
        expect(await seriousViolations(page, theme, part), `${path} (${theme})`).toEqual([]);
        expect(await weakControls(page), `${path} (${theme})`).toEqual([]);
        expect(await misplacedNames(page), `${path} (${theme})`).toEqual([]);
      });
    });
  });
}

for (const [kind, pathOf] of Object.entries(DETAIL_ROUTES)) {
  test(`a ${kind} detail page has no serious accessibility violations in either theme`, async ({ page, request }) => {
    const path = await pathOf(request);
    await inBothThemes(page, path, async (theme) => {
      expect(await seriousViolations(page, theme, 'route'), `${path} (${theme})`).toEqual([]);
      expect(await weakControls(page), `${path} (${theme})`).toEqual([]);
      expect(await misplacedNames(page), `${path} (${theme})`).toEqual([]);
    });
  });
}

test('the open menu (drawer on a phone, sub-menus on desktop) has no serious violations', async ({ page, viewport }) => {
  await inBothThemes(page, '/agenda', async (theme) => {
    if (isMobile(viewport)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
      await drawer.getByRole('button', { name: 'Submenu Gemeente openen' }).click();
      // The group slides open in 400 ms; its inner toggle is clicked once it is in place.
      await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await drawer.getByRole('button', { name: 'Submenu Taakgroepen openen' }).click();
      await expect(drawer.getByRole('link', { name: 'Duurzaamheid' })).toBeVisible();
    } else {
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      await nav.getByRole('button', { name: 'Submenu Gemeente openen' }).click();
      await nav.getByRole('button', { name: 'Submenu Taakgroepen openen' }).click();
      await expect(nav.getByRole('link', { name: 'Duurzaamheid' })).toBeVisible();
    }
    expect(await seriousViolations(page, theme), `open menu (${theme})`).toEqual([]);
    expect(await weakControls(page), `open menu (${theme})`).toEqual([]);
  }, { reload: true });
});

test('the open search pop-up has no serious violations', async ({ page }) => {
  await inBothThemes(page, '/nieuws', async (theme) => {
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('dialog', { name: 'Zoeken' }).getByLabel('Zoekterm')).toBeFocused();
    expect(await seriousViolations(page, theme), `search pop-up (${theme})`).toEqual([]);
    expect(await weakControls(page), `search pop-up (${theme})`).toEqual([]);
  }, { reload: true });
});
