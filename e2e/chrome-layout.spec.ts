/**
 * The header holds at every width (issue: between 900 and 1024 px 'ANBI' and the site name wrapped,
 * the search icon sat above its word, the third-level flyout made the page scroll sideways; on a
 * phone the search pop-up ran off the left edge), the drawer is designed like the header (logo,
 * current page, page behind locked) and the chrome's icons are SVGs in named controls.
 */
import { expect, isMobile, test, type Locator, type Page } from './fixtures';
import { DETAIL_ROUTES, STATIC_ROUTES } from './support/a11y';

const WIDTHS = [320, 360, 390, 768, 900, 920, 960, 1000, 1024, 1280, 1920];
const MD = 900;
const LG = 1200;
/** The widths issue 31 names: phones, the tight bar between md and lg, a laptop. */
const SWEEP = [320, 360, 390, 920, 1024, 1280];

/** The number of lines an element's text takes. */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
  });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function expectInViewport(page: Page, box: Locator) {
  const b = await box.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(b).not.toBeNull();
  expect(b!.x).toBeGreaterThanOrEqual(0);
  expect(b!.x + b!.width).toBeLessThanOrEqual(width);
}

test('the header holds on one row at every width from 320 to 1920 px', async ({ page, viewport }) => {
  test.skip(isMobile(viewport), 'one sweep of widths is enough (run on desktop)');
  test.setTimeout(90_000);
  await page.goto('/gemeente/taakgroepen');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Hoofdmenu' });
  const search = header.getByRole('button', { name: 'Zoeken' });
  await expect(search).toBeVisible();
  const siteName = header.getByRole('link', { name: /Protestantse Gemeente/ }).locator('span');
  await page.setViewportSize({ width: 1920, height: 800 });
  const wideHeight = (await header.boundingBox())!.height;

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await test.step(`${width} px`, async () => {
      expect(await noSidewaysScroll(page), 'no sideways scroll').toBe(true);
      // Search: the icon beside its word (or the word for screen readers only), one line.
      const icon = search.locator('svg');
      const word = search.locator('span');
      if (await word.evaluate((el) => el.getBoundingClientRect().width > 1)) {
        const [i, w] = [(await icon.boundingBox())!, (await word.boundingBox())!];
        expect(i.y, 'icon beside the word, not above it').toBeLessThan(w.y + w.height);
        expect(i.y + i.height).toBeGreaterThan(w.y);
        expect(await lines(word)).toBe(1);
      }
      if (width >= MD) {
        expect(await lines(siteName), 'site name on one line').toBe(1);
        for (const link of await nav.getByRole('link').all()) expect(await lines(link), `${await link.innerText()} on one line`).toBe(1);
        // From lg one row; between md and lg the name has a row of its own above the menu.
        if (width >= LG) expect((await header.boundingBox())!.height, 'the bar keeps its wide height').toBe(wideHeight);
        // The third level opens inside the window. The pointer first leaves the bar: the resize may
        // have moved the menu under it, and a pointer already inside an item enters nothing.
        await page.mouse.move(5, 700);
        await nav.getByRole('link', { name: 'Gemeente', exact: true }).hover();
        await nav.getByRole('link', { name: 'Taakgroepen', exact: true }).hover();
        const third = nav.getByRole('link', { name: 'Duurzaamheid' });
        await expect(third).toBeVisible();
        await expectInViewport(page, third.locator('xpath=ancestor::ul[1]'));
        expect(await noSidewaysScroll(page), 'no sideways scroll with the flyout open').toBe(true);
        await page.mouse.move(5, 700);
        await expect(third).toBeHidden();
      } else {
        expect(await lines(siteName), 'site name on at most two lines').toBeLessThanOrEqual(2);
      }
      await search.click();
      const dialog = page.getByRole('dialog', { name: 'Zoeken' });
      await expect(dialog.getByLabel('Zoekterm')).toBeFocused();
      await expectInViewport(page, dialog);
      await expectInViewport(page, dialog.getByLabel('Zoekterm'));
      await expectInViewport(page, dialog.getByRole('button', { name: 'Zoeken' }));
      expect(await noSidewaysScroll(page), 'no sideways scroll with the search open').toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});

test('the header controls are SVG icons with accessible names; the theme switch is in the header or its drawer', async ({ page, viewport }) => {
  await page.goto('/privacy');
  const header = page.getByRole('banner');
  const controls = [header.getByRole('link', { name: 'Stuur ons een e-mail' }), header.getByRole('button', { name: 'Zoeken' })];
  if (isMobile(viewport)) controls.push(header.getByRole('button', { name: 'Menu' }));
  else controls.push(header.getByRole('button', { name: 'Donkere modus' }));
  for (const control of controls) {
    await expect(control).toBeVisible();
    await expect(control.locator('svg')).toBeVisible();
  }
  expect(await header.innerText()).not.toMatch(/[⌕✉☰▾▸]/);

  if (isMobile(viewport)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
    await expect(drawer.getByRole('button', { name: 'Sluiten', exact: true }).locator('svg')).toBeVisible();
    await drawer.getByLabel('Weergave').selectOption('dark');
  } else {
    const toggle = header.getByRole('button', { name: 'Donkere modus' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 24, 39)');
  await page.reload();
  await expect(page.getByLabel('Weergave')).toHaveValue('dark');
});

test('the drawer shows the logo, marks the current page and locks the page behind it', async ({ page, viewport }) => {
  test.skip(!isMobile(viewport), 'small screens only');
  await page.goto('/gemeente/kerkenraad');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Scrolled down once the page is tall enough for it.
  await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 300), Math.round(window.scrollY)))).toBe(300);
  // A click event as such: Playwright's click() would first scroll the button into view.
  await page.getByRole('button', { name: 'Menu' }).dispatchEvent('click');
  const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
  await expect(drawer.getByRole('link', { name: /Protestantse Gemeente/ }).locator('img')).toBeVisible();
  const current = drawer.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Kerkenraad');
  await expect(current).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  // A wheel over the dimmed page does not scroll it. Looked at once the wheel has reached the page and
  // two frames have been rendered since (no wall-clock wait): a scroll it starts has moved the page by then.
  await page.evaluate(() => {
    const w = window as typeof window & { wheelDone?: Promise<void> };
    w.wheelDone = new Promise((resolve) => addEventListener('wheel', () => void afterFrames(2).then(resolve), { once: true, passive: true }));
    // A ResizeObserver's first answer comes in a frame's rendering step; the page's clock (page.clock) does not fake it.
    const afterFrames = (n: number): Promise<void> =>
      n === 0 ? Promise.resolve() : new Promise<void>((done) => {
        const probe = document.body.appendChild(document.createElement('div'));
        new ResizeObserver((_, observer) => (observer.disconnect(), probe.remove(), done())).observe(probe);
      }).then(() => afterFrames(n - 1));
  });
  await page.mouse.move(380, 700);
  await page.mouse.wheel(0, 600);
  await page.evaluate(() => (window as typeof window & { wheelDone?: Promise<void> }).wheelDone);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(300);
  await drawer.getByRole('button', { name: 'Sluiten', exact: true }).click();
  await expect(drawer).toBeHidden();
  // Unlocked again (focus then returns to "Menu", which scrolls it into view).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
});

/**
 * What in the header bar has wrapped onto a second line or is cut (its text wider than its box, or
 * past the window's edge). The site name may take two lines below md, where it has a row of its own
 * for that; it is never cut.
 */
const headerFaults = (page: Page, width: number) =>
  page.getByRole('banner').evaluate((banner, { width, md }) => {
    /** The lines its text takes (text only: an icon beside it is no line). */
    const linesOf = (el: Element) => {
      const bottoms = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) bottoms.add(Math.round(r.bottom));
      }
      return bottoms.size;
    };
    const shown = [...banner.querySelectorAll<HTMLElement>('a, button, a > span')].filter((el) => el.getClientRects().length > 0 && el.closest('dialog, ul ul, noscript') === null);
    return shown.flatMap((el) => {
      const name = (el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.tagName;
      const box = el.getBoundingClientRect();
      const isName = el.matches('a > span, a:has(> img)');
      const faults: string[] = [];
      if (el.scrollWidth > el.clientWidth + 1) faults.push(`${name}: cut`);
      if (box.left < -1 || box.right > width + 1) faults.push(`${name}: past the window's edge`);
      if (el.textContent?.trim() && linesOf(el) > (isName && width < md ? 2 : 1)) faults.push(`${name}: wraps`);
      return faults;
    });
  }, { width, md: MD });

/** Every route of the site map (and one detail page of each kind, the 404 page), each at every width of the issue. */
const SWEPT_ROUTES: Array<[string, (request: import('@playwright/test').APIRequestContext) => Promise<string>]> = [
  ...STATIC_ROUTES.filter((path) => !path.startsWith('/beheer')).map((path): [string, () => Promise<string>] => [path, async () => path]),
  ...Object.entries(DETAIL_ROUTES).map(([kind, pathOf]): [string, typeof pathOf] => [`a ${kind}`, pathOf]),
];

for (const [name, pathOf] of SWEPT_ROUTES) {
  test(`${name} fits the window at ${SWEEP.join(', ')} px: no sideways scroll, no header item wrapped or cut`, async ({ page, viewport, request }) => {
    test.skip(isMobile(viewport), 'one sweep of widths is enough (run on desktop)');
    await page.goto(await pathOf(request));
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const width of SWEEP) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width);
      expect(await headerFaults(page, width), `header at ${width} px`).toEqual([]);
    }
  });
}
