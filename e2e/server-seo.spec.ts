/**
 * What link previews and search engines get without running JavaScript: the server's raw HTML of a
 * page carries its own head, unknown paths answer 404 (and the SPA still shows its 404 page), and
 * the sitemap, robots.txt and news feed are there. Desktop and mobile.
 */
import { expect, test } from './fixtures';

interface NewsSummary {
  id: number;
  title: string;
  excerpt: string;
}

const attr = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
/** The server escapes what it writes; a title with & or quotes comes back as entities. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the raw HTML of a news article carries its title, description, image and canonical URL', async ({ request, baseURL }) => {
  const [article] = (await (await request.get('/api/news?pageSize=1')).json()).data as NewsSummary[];
  const res = await request.get(`/nieuws/${article!.id}`, { headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  const html = await res.text();
  expect(attr(html, 'og:title')).toBe(escaped(article!.title));
  expect(attr(html, 'og:description')).toBe(escaped(article!.excerpt));
  expect(attr(html, 'og:type')).toBe('article');
  expect(attr(html, 'og:locale')).toBe('nl_NL');
  expect(attr(html, 'og:url')).toBe(`${baseURL}/nieuws/${article!.id}`);
  // A PNG rendition of the drawing: link previews do not show SVG.
  const image = attr(html, 'og:image')!;
  expect(image).toMatch(new RegExp(`^${baseURL}/api/news/images/[a-z0-9-]+\\.png$`));
  expect(attr(html, 'og:image:type')).toBe('image/png');
  const png = await request.get(image);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/nieuws/${article!.id}">`);
  expect(html).toContain('<link rel="preload" href="/mf-content/mf-manifest.json" as="fetch" crossorigin>');
});

test('an event page carries its schema.org Event as JSON-LD in the raw HTML', async ({ request }) => {
  const [event] = (await (await request.get('/api/events?pageSize=1')).json()).data as Array<{ id: number; title: string }>;
  const html = await (await request.get(`/evenement/${event!.id}`)).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(json ?? '{}')).toMatchObject({ '@type': 'Event', name: event!.title });
});

test('the article page still renders in the browser with the server-written head', async ({ page, request }) => {
  const [article] = (await (await request.get('/api/news?pageSize=1')).json()).data as NewsSummary[];
  await page.goto(`/nieuws/${article!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', article!.title);
  await expect(page.locator('head title')).toHaveCount(1);
});

test('an unknown path answers 404 and the SPA shows its not-found page', async ({ page, request }) => {
  const res = await request.get('/dit-bestaat-niet', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<meta name="robots" content="noindex">');

  const response = await page.goto('/dit-bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('404');
});

test('an article that does not exist answers 404 and shows the not-found page', async ({ page, errors }) => {
  // The page asks the API for the article; that 404 is the expected outcome here.
  errors.allow(/status of 404/);
  const response = await page.goto('/nieuws/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
});

test('the sitemap lists every news article; robots.txt points to it; the RSS feed links the articles', async ({ request, baseURL }) => {
  const news = (await (await request.get('/api/news?pageSize=50')).json()).data as NewsSummary[];
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const { id } of news) expect(xml).toContain(`<loc>${baseURL}/nieuws/${id}</loc>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');

  const rss = await request.get('/api/news.rss');
  expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await rss.text()).toContain(`<link>${baseURL}/nieuws/${news[0]!.id}</link>`);
});
