/**
 * Photos on the public cards, against the real admin API: an editor uploads a phone photo taken
 * upright (a portrait, stored landscape with EXIF orientation 6) and a landscape photo, and writes
 * two articles with them. On /nieuws and the home page both cards are the same height, at 390 and
 * at 1280 px: every card crops its photo to 16:9; the portrait photo arrives upright. The article
 * page shows the portrait photo whole but never taller than 70% of the screen. The same photo sent
 * again is not stored twice. An editor then points at what matters in a photo ("Kies het
 * belangrijkste punt"): the news cards on /nieuws and the home page crop around that point, and the
 * article's link preview is cut around it. A photo chosen in an article's form and not uploaded yet
 * goes with "Opslaan", which uploads it first with its progress on a slow connection (issue 41). It
 * runs against the editing specs' Sunday server, whose home page and news no other editing spec
 * changes (they add articles newer than these), and deletes the articles and photos at the end.
 */
import { formatDate } from '@kerk/kit/dates';
import type { Browser, Locator, TestInfo } from '@playwright/test';
import sharp from 'sharp';

import { expect, test, type Page } from './fixtures';
import { urlOf } from './playwright.config';
import { addUser, PASSWORD, signIn, uniqueEmail } from './support/admin';
import { INSTANTS } from './support/clock';

const INSTANT = 'sundayLive';
test.use({ baseURL: urlOf('editingSunday'), clockAt: INSTANTS[INSTANT] });

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
  focusX: number;
  focusY: number;
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

test('an editor chooses the important point of a photo: the news cards crop around it and the link preview is cut around it', async ({ page, browser, baseURL, now, errors }, testInfo) => {
  test.setTimeout(180_000);
  errors.allow(/status of 401/);
  const editor = await editorOf(browser, baseURL!);
  let article: string | undefined;
  let photoId: number | undefined;
  try {
    // A tower photographed upright: in a 16:9 card only a band of it shows.
    const { photo } = await editor.upload('De toren van de Dorpskerk tegen een blauwe lucht', await sharp(towerSvg(900, 1600, '#b9d9ef')).jpeg({ quality: 85 }).toBuffer());
    photoId = photo.id;
    const id = await editor.post('/api/admin/news', {
      title: 'Toren met belangrijkste punt',
      body: '<p>De spits is weer hersteld.</p>',
      excerpt: 'De spits van de Dorpskerk is weer hersteld.',
      author: 'Kerkrentmeesters',
      ...amsterdam(now - 122 * 60_000),
      mediaId: photo.id,
    });
    article = `/api/admin/news/${id}`;

    // A redacteur signs in, opens the photo's picker in Foto's, taps near the spire and nudges the point right.
    const email = uniqueEmail('punt');
    const token = addUser(email, baseURL!, 'redacteur', INSTANT);
    expect((await page.request.post('/api/admin/password', { data: { token, password: PASSWORD } })).status()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, { email, password: PASSWORD });
    await page.goto('/beheer/fotos');
    await page.getByRole('button', { name: `Belangrijkste punt kiezen: ${photo.alt}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Kies het belangrijkste punt' });
    const point = dialog.getByRole('slider', { name: 'Belangrijkste punt' });
    // The upload's own point: where sharp's attention looked (the tower, above the middle).
    expect(photo.focusY).toBeLessThan(50);
    await expect(point).toHaveAttribute('aria-valuetext', `${photo.focusX}% van links, ${photo.focusY}% van boven`);
    const shown = point.getByRole('img', { name: photo.alt });
    await loaded(shown);
    const box = (await shown.boundingBox())!;
    await shown.click({ position: { x: box.width * 0.5, y: box.height * 0.2 } });
    await expect(point).toHaveAttribute('aria-valuetext', /^(49|50|51)% van links, (19|20|21)% van boven$/);
    await expect(point).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const [x, y] = /(\d+)% van links, (\d+)% van boven/.exec((await point.getAttribute('aria-valuetext'))!)!.slice(1).map(Number) as [number, number];
    expect(x).toBeGreaterThanOrEqual(54);
    await expect(dialog.locator('[data-preview="card"]')).toHaveCSS('object-position', `${x}% ${y}%`);
    await loaded(dialog.locator('[data-preview]'));
    // What the volunteer sees on a phone: the photo with its point, then (scrolled) the two crops; the buttons stay at the foot.
    await page.screenshot({ path: testInfo.outputPath('beheer-punt-390.png') });
    await dialog.locator('[data-preview="square"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('beheer-punt-390-voorbeelden.png') });
    await expect(dialog.getByRole('button', { name: 'Punt opslaan' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Punt opslaan' }).click();
    await expect(page.getByText('Het belangrijkste punt is opgeslagen. De website gebruikt het meteen.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A visitor: the card on /nieuws and on the home page crop the photo around that point.
    const reader = await browser.newContext({ baseURL });
    const visitor = await reader.newPage();
    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await visitor.goto('/nieuws');
      const card = visitor.locator(`[data-news-id="${id}"]`);
      const img = card.getByRole('img', { name: photo.alt });
      await expect(img).toHaveCSS('object-position', `${x}% ${y}%`);
      await expect(card.getByRole('link', { name: 'Lees artikel: Toren met belangrijkste punt' })).toContainText('→');
      await loaded(img);
      await card.scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: testInfo.outputPath(`nieuws-punt-${width}.png`) });
      await visitor.goto('/');
      const widget = visitor.locator('[data-widget="news"]');
      const home = widget.getByRole('img', { name: photo.alt });
      await expect(home).toHaveCSS('object-position', `${x}% ${y}%`);
      await loaded(home);
      await widget.scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: testInfo.outputPath(`home-nieuws-punt-${width}.png`) });
    }
    // Clicking the card away from its link (on its photo) opens the article.
    await visitor.goto('/nieuws');
    await visitor.locator(`[data-news-id="${id}"]`).click({ position: { x: 24, y: 24 } });
    await expect(visitor).toHaveURL(new RegExp(`/nieuws/${id}$`));
    await reader.close();

    // The article's link preview is cut around the point too, under a name of its own.
    const html = await (await page.request.get(`/nieuws/${id}`)).text();
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(new URL(ogImage).pathname).toMatch(new RegExp(`/api/media/[0-9a-f]{20}/preview-${x}-${y}\\.jpg$`));
    expect(await sharp(await (await page.request.get(new URL(ogImage).pathname)).body()).metadata()).toMatchObject({ width: 1200, height: 630 });
  } finally {
    if (article) expect(await editor.remove(article)).toBe(200);
    if (photoId) expect(await editor.remove(`/api/admin/media/${photoId}`)).toBe(204);
    await editor.close();
  }
});

test('Opslaan right after choosing a photo uploads it first, with its progress, and the article is stored and shown with it', async ({ page, browser, baseURL, errors }, testInfo) => {
  test.setTimeout(90_000);
  errors.allow(/status of 401/);
  const TITLE = 'Het orgel is gerestaureerd';
  const ALT = 'Het gerestaureerde orgel van De Ark';
  const editor = await editorOf(browser, baseURL!);
  let article: string | undefined;
  let photoId: number | undefined;
  try {
    const email = uniqueEmail('gekozen');
    const token = addUser(email, baseURL!, 'redacteur', INSTANT);
    expect((await page.request.post('/api/admin/password', { data: { token, password: PASSWORD } })).status()).toBe(200);
    await signIn(page, { email, password: PASSWORD });
    // A slow connection: the upload waits until its progress has been seen (no clock to wait on).
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/admin/media',
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await slow;
        return route.continue();
      },
    );

    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Nieuws' }).click();
    await page.getByRole('button', { name: 'Bericht toevoegen' }).click();
    await page.getByLabel('Titel').fill(TITLE);
    await page.getByText('Of een nieuwe foto uploaden').click();
    await page.getByLabel('Foto (JPEG, PNG of WebP, tot 15 MB)').setInputFiles({ name: 'IMG_0507.jpg', mimeType: 'image/jpeg', buffer: await sharp(towerSvg(1600, 900, '#d9c8ef')).jpeg({ quality: 85 }).toBuffer() });
    await page.getByLabel('Beschrijving van de foto').fill(ALT);
    // Not "Uploaden": Opslaan at once.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^De gekozen foto wordt eerst geüpload \(\d+%\)\. Daarna wordt er opgeslagen\.$/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Foto' }).getByRole('progressbar', { name: 'Bezig met uploaden…' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bezig met opslaan…' })).toBeDisabled();
    await expect(page.getByText(/Het bericht is opgeslagen/)).toHaveCount(0);
    await screenshot(page, testInfo, 'opslaan-uploadt-eerst');
    release();
    await expect(page.getByText('Het bericht is opgeslagen.')).toBeVisible();

    // Stored with the photo, and the article shows it to a visitor.
    const id = Number(await page.getByRole('row').filter({ hasText: TITLE }).getAttribute('data-news-id'));
    article = `/api/admin/news/${id}`;
    const stored = (await (await page.request.get(article)).json()).data as { mediaId: number | null };
    expect(stored.mediaId).toEqual(expect.any(Number));
    photoId = stored.mediaId!;
    const media = (await (await page.request.get(`/api/admin/media/${photoId}`)).json()).data as { alt: string };
    expect(media.alt).toBe(ALT);
    const reader = await browser.newContext({ baseURL });
    const visitor = await reader.newPage();
    await visitor.goto(`/nieuws/${id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await loaded(visitor.getByRole('main').getByRole('img', { name: ALT }));
    await reader.close();
  } finally {
    if (article) expect(await editor.remove(article)).toBe(200);
    if (photoId) expect(await editor.remove(`/api/admin/media/${photoId}`)).toBe(204);
    await editor.close();
  }
});
