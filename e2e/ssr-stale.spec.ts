/**
 * A page's last good render standing in for a render that came late (the API's page cache,
 * docs/server-rendering.md): it may be older than an edit. Marked `data-stale`, the browser
 * hydrates what was painted (no hydration error), then asks for the data again and shows the edit.
 * (Unmarked, the browser takes the data over as fetched now: the kit's initial-data test.) The "older" page
 * is the served page with the preacher's name changed everywhere in it (markup and data alike),
 * given to the browser in place of the server's answer.
 */
import { expect, test, type Page } from './fixtures';
import { hydrationMessages } from './support/ssr';

const OLD_NAME = 'ds. Vroegere Voorganger';

async function servedAsOlder(page: Page, path: string, preacher: string) {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(preacher);
  const older = html.replaceAll(preacher, OLD_NAME).replace('id="kerk-initial-data">', 'id="kerk-initial-data" data-stale>');
  expect(older).toContain('data-stale>');
  await page.route((url) => url.pathname === path, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: older }));
  const messages = hydrationMessages(page);
  await page.goto(path);
  await expect(page.locator('#root[data-ssr][data-ready]'), 'the painted HTML was hydrated, not replaced').toHaveCount(1);
  return messages;
}

test('a stale stand-in page is hydrated as painted, then shows the data of now', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/services?pageSize=20')).json()) as { data: { id: number; preacher: string }[] };
  const service = data.find((s) => s.preacher.length > 0)!;
  const path = `/diensten/${service.id}`;
  const main = page.getByRole('main');

  const messages = await servedAsOlder(page, path, service.preacher);
  await expect(main).toContainText(service.preacher);
  await expect(main).not.toContainText(OLD_NAME);
  expect(messages, 'console errors and hydration messages').toEqual([]);
});

// The home page's widgets hydrate when scrolled to or used (HydrateWhen): on a stale page they
// hydrate at once, unseen, and ask for their data of now.
test("a stale stand-in home page shows the coming stream's service of now in Kijk live, unscrolled", async ({ page, request, now }) => {
  const from = new Date(now).toISOString().slice(0, 10);
  const { data } = (await (await request.get(`/api/services?from=${from}&streamed=true&pageSize=6`)).json()) as { data: { preacher: string }[] };
  const preacher = data.find((s) => s.preacher.length > 0)!.preacher;
  const live = page.locator('[data-home-section="streams"]').locator('[data-live-block]');

  const messages = await servedAsOlder(page, '/', preacher);
  await expect(live).toContainText(preacher);
  await expect(live).not.toContainText(OLD_NAME);
  expect(messages, 'console errors and hydration messages').toEqual([]);
});
