/**
 * Nieuws (issue 16), against the real admin API: a redacteur uploads a phone photo (a JPEG turned
 * by EXIF, with GPS) into the library from the article's form and publishes news with it. A visitor
 * sees it on the home page as <picture> with srcset; /api/news.rss carries it as an enclosure whose
 * length is the byte size of the file at its URL, dated with its publish instant; the article's
 * og:image is the 1200×630 preview. Written without a summary, the article starts at once ("Verschijnt
 * direct" next to Opslaan) and shows its first sentence once; the lists take that as its summary.
 * An article scheduled for later is nowhere until the server's clock passes its instant: the spec runs
 * on a server of its own whose clock it steps past that instant (support/stepped-server.ts), never
 * waiting for time to pass. The last step deletes both articles.
 */
import { formatDate } from '@kerk/kit/dates';
import sharp from 'sharp';

import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';
import { startSteppedServer, type SteppedServer } from './support/stepped-server';

test.describe.configure({ mode: 'serial' });

const SERVER_PORT = Number(process.env.E2E_PORT ?? 8123) + 22;
let server: SteppedServer;
test.use({ baseURL: `http://127.0.0.1:${SERVER_PORT}` });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startSteppedServer(SERVER_PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

const TITLE = 'Kerstmarkt bij De Ark';
const ALT = 'Kraampjes met lichtjes voor De Ark';
const LATER = 'Paasontbijt in de Dorpskerk';
const FIRST_SENTENCE = 'Op zaterdag staan er kraampjes met zelfgemaakte kerststukjes rond De Ark.';

/** A phone photo: stored landscape with EXIF orientation 6 (upright it is portrait), with GPS. */
const phonePhoto = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 43/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** An instant's day and time in Amsterdam, as the admin API takes them (the kit's dates read the site's time zone). */
const amsterdam = (instant: number) => ({ date: formatDate(instant, 'YYYY-MM-DD'), time: formatDate(instant, 'HH:mm') });

test('an editor publishes news with a phone photo: home page srcset, RSS enclosure length, 1200×630 og:image; a scheduled article appears by itself', async ({ page, browser, baseURL, errors }) => {
  test.setTimeout(120_000);
  errors.allow(/status of 401/);
  const user = await createUser(page, baseURL!, 'redacteur');
  await signIn(page, user);

  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Nieuws' }).click();
  await page.getByRole('button', { name: 'Bericht toevoegen' }).click();
  await page.getByLabel('Titel').fill(TITLE);
  await page.getByRole('textbox', { name: 'Tekst' }).click();
  await page.keyboard.type(FIRST_SENTENCE);
  await page.getByText('Of een nieuwe foto uploaden').click();
  await page.getByLabel('Foto (JPEG, PNG of WebP, tot 15 MB)').setInputFiles({ name: 'IMG_20261121_101500.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  await page.getByLabel('Beschrijving van de foto').fill(ALT);
  await page.getByRole('button', { name: 'Uploaden' }).click();
  const chosen = page.getByRole('group', { name: 'Foto' }).getByRole('img', { name: ALT });
  await expect(chosen).toBeVisible();
  // The moment starts at the app's clock: the article appears at once.
  await expect(page.getByText('Verschijnt direct')).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het bericht is opgeslagen.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('Gepubliceerd');
  const id = Number(await row.getAttribute('data-news-id'));

  // A visitor's home page: the photo as <picture>, AVIF and WebP srcsets, upright (portrait).
  const reader = await (await browser.newContext()).newPage();
  await reader.goto('/');
  const widget = reader.locator('[data-widget="news"]');
  const shown = widget.getByRole('img', { name: ALT });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('srcset', /\/api\/media\/[0-9a-f]{20}\/640\.webp 640w/);
  await expect(widget.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 320w/);
  // The card crops it to 16:9; the file itself is upright.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > img.naturalWidth && img.naturalWidth > 0)).toBe(true);
  // No summary written: the home page takes the start of the text, the article shows it once.
  await expect(widget).toContainText(FIRST_SENTENCE);
  await reader.goto(`/nieuws/${id}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(reader.getByRole('main').getByText(FIRST_SENTENCE, { exact: true })).toHaveCount(1);
  await reader.context().close();

  // The RSS item's enclosure: its length is the byte size of what its URL serves.
  const rss = await (await page.request.get('/api/news.rss')).text();
  const item = rss.split('<item>').find((part) => part.includes(TITLE))!;
  const enclosure = /<enclosure ([^>]+)\/>/.exec(item)![1]!;
  const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(enclosure)![1]!;
  expect(attr('type')).toBe('image/jpeg');
  const file = await page.request.get(new URL(attr('url')).pathname);
  expect(file.status()).toBe(200);
  expect(Number(attr('length'))).toBe((await file.body()).length);
  const { publishAt } = (await (await page.request.get(`/api/admin/news/${id}`)).json()).data as { publishAt: string };
  expect(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]).toBe(new Date(publishAt).toUTCString());

  // The article's head tags (the server's page): og:image is the 1200×630 preview.
  const html = await (await page.request.get(`/nieuws/${id}`)).text();
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1];
  expect(meta('og:image')).toMatch(/\/api\/media\/[0-9a-f]{20}\/preview\.jpg$/);
  expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
  const preview = await page.request.get(new URL(meta('og:image')!).pathname);
  expect(await sharp(await preview.body()).metadata()).toMatchObject({ width: 1200, height: 630 });

  // Scheduled for the minute that starts 9 to 10 minutes after the server's "now" (the form takes whole
  // minutes): nowhere until the server's clock is stepped past it (well within the session's 30 idle minutes).
  const stored = (await (await page.request.get(`/api/admin/news/${id}`)).json()).data as { updatedAt: string };
  const at = amsterdam(Date.parse(stored.updatedAt) + 10 * 60_000);
  await page.getByRole('button', { name: 'Bericht toevoegen' }).click();
  await page.getByLabel('Titel').fill(LATER);
  await page.getByLabel('Publicatiedatum').fill(at.date);
  await page.getByLabel('Tijd').fill(at.time);
  await expect(page.getByText(/^Verschijnt op (maan|dins|woens|donder|vrij|zater|zon)dag \d{1,2} [a-z]+ \d{4} om \d{2}\.\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(/Het bericht is opgeslagen en verschijnt op/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: LATER })).toContainText('Gepland');
  const titles = async () => ((await (await page.request.get('/api/news?pageSize=5')).json()).data as { title: string }[]).map((n) => n.title);
  expect(await titles()).not.toContain(LATER);
  expect(await (await page.request.get('/api/news.rss')).text()).not.toContain(LATER);
  await server.step(11 * 60_000);
  await expect.poll(titles).toContain(LATER);
  expect(await (await page.request.get('/api/news.rss')).text()).toContain(LATER);

  // Both go to the Prullenbak: the later specs see the seeded news.
  for (const title of [LATER, TITLE]) {
    await page.getByRole('button', { name: `Verwijderen: ${title}` }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  }
  expect(await titles()).not.toContain(TITLE);
});
