/**
 * The served HTML: every page of the sitemap answers 200 with its content rendered by the server
 * (its h1 and more than a page's top, no part left to the browser), and a
 * visitor without JavaScript clicks from the home page through a list to a detail and back.
 * The lists' links and the details' fields: ssr-lists.spec.ts and ssr-details.spec.ts.
 */
import { calendarDay, DAY, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { CONTENT_PAGE, matchSiteRoute, pathTo, ROUTES } from '@kerk/kit/site-map';
import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { everyItem, served, textOf } from './support/served-html';

/** React's mark of a Suspense boundary the server gave up on (the browser renders it). */
const CLIENT_RENDER_MARK = '<!--$!-->';

/** A text page nobody has written yet (a new site-map row): its title and intro are all there is. */
async function unwritten(request: APIRequestContext, path: string): Promise<boolean> {
  const route = matchSiteRoute(path)?.route;
  if (route?.expose !== CONTENT_PAGE || !route.page) return false;
  const { data } = (await (await request.get(`/api/page?name=${route.page}`)).json()) as { data: { partials: { name: string; content: string }[] } };
  return !data.partials.some((partial) => partial.name === 'content' && partial.content.trim() !== '');
}

test('every page of the sitemap answers 200 with its h1 and its content rendered on the server', async ({ request }) => {
  // Every page of the sitemap, one after the other: 30 s was too short on a busy machine.
  test.slow();
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(50);
  for (const path of paths) {
    const page = await served(request, path);
    expect(page.status, path).toBe(200);
    const h1 = [...page.main.querySelectorAll('h1')].map(textOf);
    expect(h1, `${path}: one h1 with text`).toEqual([expect.stringMatching(/\S/)]);
    expect(page.main.innerHTML, `${path}: a part left to the browser`).not.toContain(CLIENT_RENDER_MARK);
    // Beyond the page's top (the h1 and one intro paragraph): more of the remote's own content.
    const part = page.main.querySelector('[data-remote]');
    expect(part, `${path}: the owning remote's part`).not.toBeNull();
    if (await unwritten(request, path)) continue;
    expect(part!.querySelectorAll('p, li, dd, td, h2, a, form, img').length, `${path}: content beyond the h1 and intro`).toBeGreaterThan(1);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor goes from the home page through the news list to an article, its next page and back', async ({ page }) => {
    await page.goto(pathTo('home'));
    await page.getByRole('link', { name: 'Nieuws', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${pathTo('news')}$`));
    await expect(page.getByRole('heading', { level: 1, name: ROUTES.news.name })).toBeVisible();
    const first = page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('article').first();
    const title = (await first.getByRole('heading', { level: 2 }).textContent())!.trim();
    await first.getByRole('link', { name: 'Lees artikel' }).click();
    await expect(page).toHaveURL(/\/nieuws\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').locator('time')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: ROUTES.news.name })).toBeVisible();
    await page.getByRole('main').locator(`a[href="${pathTo('news')}?pagina=2"]`).first().click();
    await expect(page).toHaveURL(/\?pagina=2$/);
    await expect(page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('article').first().getByRole('heading', { level: 2 })).not.toHaveText(title);
  });

  test('a visitor goes from the home page to the agenda and an event, and from a home widget to a service', async ({ page }) => {
    await page.goto(pathTo('home'));
    const events = page.locator('[data-remote="mf_agenda/EventsWidget"]');
    await events.locator(`a[href="${pathTo('agenda')}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: ROUTES.agenda.name })).toBeVisible();
    const event = page.getByRole('main').locator('a[href^="/evenement/"]').first();
    // The card's link is named 'Bekijk Evenement: {title}'.
    const name = (await event.getAttribute('aria-label'))!.replace(/^[^:]*: /, '');
    await event.click();
    await expect(page).toHaveURL(/\/evenement\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('main')).toContainText(/\d{2}-\d{2}-\d{4}/);
    await page.goBack();
    await page.goBack();
    const service = page.locator('[data-remote="mf_content/ServicesWidget"] a[href^="/diensten/"]').first();
    await service.click();
    await expect(page).toHaveURL(/\/diensten\/\d+$/);
    await expect(page.getByRole('main')).toContainText('Voorganger');
  });

  test('the agenda steps to the next month and back through its form, each month listing its events', async ({ page, request }) => {
    const { renderedAt } = await served(request, pathTo('agenda'));
    const next = calendarDay(zonedDate(renderedAt)).startOf('month').add(1, 'month');
    const [from, to] = [next, next.add(1, 'month')].map((day) => zonedToUtc(day.format(DAY)).toISOString());
    const events = await everyItem<{ id: number }>(request, `/events?from=${from}&to=${to}`);
    expect(events.length).toBeGreaterThan(0);
    await page.goto(pathTo('agenda'));
    await page.getByRole('button', { name: 'Volgende maand' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=huidig&periode=maand&datum=${next.format(DAY)}$`));
    const links = page.getByRole('main').locator('a[href^="/evenement/"]');
    await expect(links).toHaveCount(events.length);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(events.map((event) => pathTo('event', { id: event.id })));
    await page.getByRole('button', { name: 'Vorige maand' }).click();
    await expect(page).toHaveURL(new RegExp(`datum=${next.subtract(1, 'month').format(DAY)}$`));
  });

  test("the agenda's tab 'Toekomst' opens through its form, listing the month's events from now on", async ({ page, request }) => {
    const { renderedAt } = await served(request, pathTo('agenda'));
    const minute = new Date(Math.floor(Date.parse(renderedAt) / 60_000) * 60_000).toISOString();
    const end = zonedToUtc(calendarDay(zonedDate(renderedAt)).startOf('month').add(1, 'month').format(DAY)).toISOString();
    const coming = (await everyItem<{ id: number }>(request, `/events?from=${minute}&to=${end}`)).map((event) => pathTo('event', { id: event.id }));
    expect(coming.length).toBeGreaterThan(0);
    await page.goto(pathTo('agenda'));
    await page.getByRole('tab', { name: 'Toekomst' }).click();
    await expect(page).toHaveURL(/\?periode=maand&tab=toekomst$/);
    await expect(page.getByRole('tab', { name: 'Toekomst' })).toHaveAttribute('aria-selected', 'true');
    const links = await page.getByRole('tabpanel').locator('a[href^="/evenement/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links).toEqual(coming.slice(0, links.length));
  });

  test("'Toekomst' goes on past its first page through 'Bekijk meer', and back to the first events", async ({ page, request }) => {
    const { renderedAt } = await served(request, pathTo('agenda'));
    const next = calendarDay(zonedDate(renderedAt)).startOf('month').add(1, 'month');
    const [from, to] = [next, next.add(1, 'month')].map((day) => zonedToUtc(day.format(DAY)).toISOString());
    const events = (await everyItem<{ id: number }>(request, `/events?from=${from}&to=${to}`)).map((event) => pathTo('event', { id: event.id }));
    // More than one page (10 events) in next month's Toekomst.
    expect(events.length).toBeGreaterThan(10);
    await page.goto(`${pathTo('agenda')}?tab=toekomst&periode=maand`);
    await page.getByRole('button', { name: 'Volgende maand' }).click();
    const panel = page.getByRole('tabpanel');
    const hrefs = () => panel.locator('a[href^="/evenement/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    await expect.poll(hrefs).toEqual(events.slice(0, 10));
    await page.getByRole('button', { name: 'Bekijk meer' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=toekomst&periode=maand&datum=${next.format(DAY)}&pagina=2$`));
    await expect.poll(hrefs).toEqual(events.slice(10, 20));
    const last = Math.min(events.length, 20);
    await expect(panel.getByRole('status')).toContainText(`${last === 11 ? 'Evenement 11' : `Evenementen 11–${last}`} van ${events.length}`);
    await page.getByRole('link', { name: 'Terug naar de eerste evenementen' }).click();
    await expect.poll(hrefs).toEqual(events.slice(0, 10));
  });

  test("the agenda's period choice opens the week through its form's button", async ({ page, request }) => {
    const { renderedAt } = await served(request, pathTo('agenda'));
    await page.goto(pathTo('agenda'));
    await page.getByRole('radio', { name: 'Week' }).check();
    await page.getByRole('button', { name: 'Toon periode' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=huidig&datum=${zonedDate(renderedAt)}&periode=week$`));
    await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
    await expect(page.locator('#agenda-period-heading')).toHaveText(/^Week \d+: /);
  });

  test("/diensten filters by village through its form's button", async ({ page, request }) => {
    const { renderedAt } = await served(request, pathTo('services'));
    const druten = await everyItem<{ id: number }>(request, `/services?location=druten&from=${zonedDate(renderedAt)}`);
    await page.goto(pathTo('services'));
    await page.getByLabel('Locatie').selectOption('druten');
    await page.getByRole('button', { name: 'Toon diensten' }).click();
    await expect(page).toHaveURL(/\/diensten\?locatie=druten$/);
    const links = await page.getByRole('main').locator('a[href^="/diensten/"]').evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')))]);
    expect(links.length).toBeGreaterThan(0);
    expect(links).toEqual(druten.slice(0, links.length).map((service) => pathTo('service', { id: service.id })));
  });
});
