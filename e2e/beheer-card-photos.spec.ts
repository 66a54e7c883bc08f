/**
 * Photos on the public cards, against the real admin API: an editor uploads a phone photo taken
 * upright (a portrait, stored landscape with EXIF orientation 6) and a landscape photo, and writes
 * two articles with them. On /nieuws and the home page both cards are the same height, at 390 and
 * at 1280 px: every card crops its photo to 16:9; the portrait photo arrives upright. The article
 * page shows the portrait photo whole but never taller than 70% of the screen. The same photo sent
 * again is not stored twice. It runs against the server of another instant, whose home page and
 * news no other editing spec changes meanwhile (they add articles newer than these), and deletes the
 * articles and photos at the end.
 */
import { formatDate } from '@kerk/kit/dates';
import type { Browser, Locator, TestInfo } from '@playwright/test';
import sharp from 'sharp';

import { expect, test, type Page } from './fixtures';
import { urlOf } from './playwright.config';
import { addUser, PASSWORD, uniqueEmail } from './support/admin';
import { INSTANTS } from './support/clock';

const INSTANT = 'sundayLive';
test.use({ baseURL: urlOf(INSTANT), clockAt: INSTANTS[INSTANT] });

/** A picture of a church tower, `width`×`height` upright: sky, a tower with its spire on top, grass. */
function towerSvg(width: number, height: number, sky: string): Buffer {
  const x = width * 0.42;
  const w = width * 0.16;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${sky}"/>` +
      `<rect y="${height * 0.75}" width="${width}" height="${height * 0.25}" fill="#4f8a3c"/>` +
      `<rect x="${x}" y="${height * 0.35}" width="${w}" height="${height * 0.4}" fill="#9a6b4a"/>` +
      `<polygon points="${x},${height * 0.35} ${x + w / 2},${height * 0.08} ${x + w},${height * 0.35}" fill="#5b3a29"/>` +
      `<circle cx="${x + w / 2}" cy="${height * 0.45}" r="${w * 0.25}" fill="#f4f1e8"/>` +
      '</svg>',
  );
}

/** A phone photo held upright (900×1600), stored turned (1600×900) with EXIF orientation 6, as phones write it. */
const portraitPhoto = async () => sharp(await sharp(towerSvg(900, 1600, '#9cc8e6')).png().toBuffer()).rotate(-90).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer();
const landscapePhoto = () => sharp(towerSvg(1600, 900, '#f2c48a')).jpeg({ quality: 85 }).toBuffer();

/** An instant's day and time in Amsterdam, as the admin API takes them (the kit's dates read the site's time zone). */
const amsterdam = (instant: number) => ({ date: formatDate(instant, 'YYYY-MM-DD'), time: formatDate(instant, 'HH:mm') });

interface Photo {
  id: number;
  alt: string;
  width: number;
  height: number;
  duplicate: boolean;
}

/** A redacteur of that server, signed in through the admin API, in a browser context of their own. */
async function editorOf(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const email = uniqueEmail('fotos');
  const token = addUser(email, baseURL, 'redacteur', INSTANT);
  expect((await context.request.post('/api/admin/password', { data: { token, password: PASSWORD } })).status()).toBe(200);
  const session = await context.request.post('/api/admin/session', { data: { email, password: PASSWORD } });
  expect(session.status()).toBe(200);
  const headers = { 'x-csrf-token': (await session.json()).data.csrfToken as string };
  return {
    upload: async (alt: string, bytes: Buffer) => {
      const res = await context.request.post(`/api/admin/media?alt=${encodeURIComponent(alt)}&name=IMG_0412.jpg`, { headers: { ...headers, 'content-type': 'image/jpeg' }, data: bytes });
      expect([200, 201], await res.text()).toContain(res.status());
      return { status: res.status(), photo: (await res.json()).data as Photo };
    },
    post: async (url: string, data: object) => {
      const res = await context.request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()).data as { id: number }).id;
    },
    remove: async (url: string) => (await context.request.delete(url, { headers })).status(),
    close: () => context.close(),
  };
}

/** Waits until `images` have arrived; lazy ones are asked for at once (as scrolling to them would). */
async function loaded(images: Locator) {
  await images.evaluateAll((list) => list.forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  await expect.poll(() => images.evaluateAll((list) => list.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
}
const heightOf = async (box: Locator) => (await box.boundingBox())!.height;

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a portrait photo makes no news card taller than a landscape one: cards crop to 16:9, upright; the article bounds it', async ({ page, browser, baseURL, now }, testInfo) => {
  test.setTimeout(120_000);
  const editor = await editorOf(browser, baseURL!);
  const saved: string[] = [];
  const photos: number[] = [];
  try {
    const portraitBytes = await portraitPhoto();
    const portrait = await editor.upload('De toren van de Dorpskerk, staand gefotografeerd', portraitBytes);
    const landscape = await editor.upload('De toren van de Dorpskerk in de avondzon', await landscapePhoto());
    photos.push(portrait.photo.id, landscape.photo.id);
    expect([portrait.status, landscape.status]).toEqual([201, 201]);
    // Upright by its EXIF orientation: a portrait.
    expect([portrait.photo.width, portrait.photo.height]).toEqual([900, 1600]);
    // The same bytes again: the photo already there, its description kept.
    const again = await editor.upload('Een andere beschrijving', portraitBytes);
    expect([again.status, again.photo.id, again.photo.duplicate, again.photo.alt]).toEqual([200, portrait.photo.id, true, portrait.photo.alt]);

    // Two articles, alike but for the photo, the newest of this server.
    const article = (title: string, mediaId: number, minutesAgo: number) => ({
      title,
      body: '<p>De toren is weer in de steigers gezet.</p>',
      excerpt: 'Na de storm van vorige week wordt de toren van de Dorpskerk hersteld.',
      author: 'Kerkrentmeesters',
      ...amsterdam(now - minutesAgo * 60_000),
      mediaId,
    });
    const tall = await editor.post('/api/admin/news', article('Toren staand', portrait.photo.id, 120));
    const wide = await editor.post('/api/admin/news', article('Toren liggend', landscape.photo.id, 121));
    saved.push(`/api/admin/news/${tall}`, `/api/admin/news/${wide}`);

    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/nieuws');
      const tallCard = page.locator(`[data-news-id="${tall}"]`);
      const wideCard = page.locator(`[data-news-id="${wide}"]`);
      await expect(tallCard).toBeVisible();
      await loaded(page.locator(`[data-news-id="${tall}"] img, [data-news-id="${wide}"] img`));
      expect(await heightOf(tallCard), `cards at ${viewport.width} px`).toBeCloseTo(await heightOf(wideCard), 0);
      const img = tallCard.getByRole('img', { name: portrait.photo.alt });
      const box = (await img.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      // The file the browser chose is upright (portrait); the card crops it.
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight > el.naturalWidth)).toBe(true);
      await screenshot(page, testInfo, `nieuws-${viewport.width}`);

      await page.goto('/');
      const widget = page.locator('[data-widget="news"]');
      const tallImg = widget.getByRole('img', { name: portrait.photo.alt });
      const wideImg = widget.getByRole('img', { name: landscape.photo.alt });
      await expect(tallImg).toBeVisible();
      expect(await heightOf(tallImg), `home page images at ${viewport.width} px`).toBeCloseTo(await heightOf(wideImg), 0);

      // The article keeps the photo's own shape, bounded: whole, narrower, at most 70% of the screen high.
      await page.goto(`/nieuws/${tall}`);
      const own = page.getByRole('main').getByRole('img', { name: portrait.photo.alt });
      await loaded(own);
      const shown = (await own.boundingBox())!;
      expect(shown.height).toBeLessThanOrEqual(viewport.height * 0.7 + 1);
      expect(shown.width / shown.height).toBeCloseTo(900 / 1600, 1);
      await screenshot(page, testInfo, `artikel-${viewport.width}`);

      await page.goto('/onze-kerken');
      await expect(page.locator('[data-church]')).toHaveCount(7);
      await loaded(page.locator('[data-church] img'));
      await screenshot(page, testInfo, `onze-kerken-${viewport.width}`);
    }
  } finally {
    for (const url of saved) expect(await editor.remove(url)).toBe(200);
    for (const id of photos) expect(await editor.remove(`/api/admin/media/${id}`)).toBe(204);
    await editor.close();
  }
});
