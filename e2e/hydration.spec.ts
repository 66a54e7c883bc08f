/**
 * With SSR on, the browser hydrates the server's HTML instead of replacing it (docs/server-rendering.md, Hydration):
 * the h1 the server sent is the very element React ends up owning, React logs no hydration error,
 * and the page then works (a menu link navigates inside the app, without loading the page anew).
 * Light and dark, since the theme is part of what the server renders.
 */
import { expect, test, type Page } from './fixtures';

test.skip(process.env.SSR_ENABLED === '0', 'hydration needs the server render (SSR_ENABLED=0 turns it off)');

const PATHS = ['/', '/agenda', 'article', '/contact', '/onze-kerken'] as const;
const THEMES = ['light', 'dark'] as const;

/** Marks the server's h1 (and the window) before any script of the page touches the DOM. */
async function markServerDom(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__sameDocument = true;
    document.addEventListener('DOMContentLoaded', () => {
      const h1 = document.querySelector('h1');
      if (h1) (h1 as unknown as Record<string, unknown>).__fromServer = true;
      w.__serverH1 = h1;
      w.__serverRendered = document.getElementById('root')?.hasAttribute('data-ssr') ?? false;
    });
  });
}

/** True once React owns the h1 (hydrated: React's fiber is on the node). */
const reactOwnsH1 = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')));

for (const theme of THEMES) {
  for (const path of PATHS) {
    test(`${path} (${theme}) hydrates the server's HTML`, async ({ page, context, baseURL, request }) => {
      const messages: string[] = [];
      page.on('console', (msg) => messages.push(msg.text()));
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      await markServerDom(page);
      let url: string = path;
      if (path === 'article') {
        const list = (await (await request.get('/api/news?pageSize=1')).json()) as { data: { id: number }[] };
        url = `/nieuws/${list.data[0]!.id}`;
      }
      await page.goto(url);

      expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__serverRendered)).toBe(true);
      await expect.poll(() => reactOwnsH1(page)).toBe(true);
      const same = await page.evaluate(() => {
        const h1 = document.querySelector('h1') as unknown as Record<string, unknown> | null;
        return h1 !== null && h1 === (window as unknown as Record<string, unknown>).__serverH1 && h1.__fromServer === true;
      });
      expect(same, 'the h1 after load is the server’s own element').toBe(true);
      await expect(page.locator('body')).toHaveCSS('background-color', theme === 'dark' ? 'rgb(17, 24, 39)' : 'rgb(247, 247, 245)');

      // A click works: the footer's privacy link navigates within the app (no new document).
      await page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).first().click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
      expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument)).toBe(true);

      const bad = messages.filter((text) => /hydrat|Minified React error/i.test(text));
      expect(bad, 'hydration messages in the console').toEqual([]);
    });
  }
}
