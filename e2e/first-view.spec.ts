/**
 * The page as the server renders it (React on the server, the only HTML path): before any script
 * runs the page already shows the header, the breadcrumbs and the page's h1 and intro (or an
 * article's title and drawing); when React hydrates, those texts stay exactly where they were
 * painted, and the first route's page texts and the settings come from the page itself instead of
 * a second request.
 */
import { expect, test, type Page } from './fixtures';
import { asRenderedNow } from './support/ssr';

const boxesOf = (page: Page, selectors: string[]) =>
  page.evaluate((list) => list.map((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
  }), selectors);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page-store page shows its title, intro and breadcrumbs', async ({ page }) => {
    await page.goto('/agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(page.getByText(/Wat is er te doen in onze gemeente\?/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('#root[data-ssr] header').first()).toContainText('Protestantse Gemeente Maas en Waal');
  });

  test('a news article shows its title and drawing', async ({ page, request }) => {
    const list = (await (await request.get('/api/news?pageSize=1')).json()) as { data: { id: number; title: string; image: string }[] };
    const article = list.data[0]!;
    await page.goto(`/nieuws/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const img = page.locator('main img').first();
    // The server render shows the site's own <img>, the drawing's URL.
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(img).toHaveAttribute('src', /^\/api\/news\/images\//);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });
});

// The home page has no intro: under its title comes the next service.
const BELOW_TITLE: Record<string, string> = { '/': '[data-widget="next-service"] h2' };

for (const path of ['/', '/agenda', '/gemeente/kerkenraad']) {
  test(`${path}: React hydrates without moving the painted title and intro`, async ({ browser, baseURL }) => {
    const selectors = ['main h1', BELOW_TITLE[path] ?? 'main header [data-rich-text] p'];
    const viewport = { width: 412, height: 823 };
    // The server's page as a browser WITH JavaScript paints it before the script has arrived (scripts
    // held back): with JavaScript off it would also show its <noscript> menu, which no script user sees.
    const still = await browser.newPage({ viewport, baseURL });
    await still.route(/\.js(\?|$)/, (route) => route.abort());
    await still.goto(path);
    const painted = await boxesOf(still, selectors);
    const paintedText = await still.locator('main h1').textContent();
    await still.close();

    const live = await browser.newPage({ viewport, baseURL });
    await live.goto(path);
    // React has hydrated when the header's search button shows (hidden until the script runs).
    await expect(live.getByRole('button', { name: /Zoeken/ })).toBeVisible();
    await expect(live.locator('main h1')).toHaveText(paintedText!);
    expect(await boxesOf(live, selectors)).toEqual(painted);
    await live.close();
  });
}

test('the first route reads its page texts and the settings from the page, not from the API', async ({ page }) => {
  // A page as rendered now: an older one standing in under load asks for its answers again, by design (ssr-stale.spec.ts).
  await asRenderedNow(page, '/gemeente/kerkenraad');
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/page' || url.pathname === '/api/setting') asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/gemeente/kerkenraad');
  await expect(page.getByRole('heading', { level: 2, name: 'Wat doet de kerkenraad?' })).toBeVisible();
  expect(asked).toEqual([]);
  // The next route loads its page as before.
  await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welkom bij/ })).toBeVisible();
  expect(asked).toEqual(['/api/page?name=index']);
});
