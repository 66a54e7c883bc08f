/**
 * /api/admin/media (issue 16): an editor uploads a photo (its bytes as the body, alt text in the
 * query), finds it in the library with its sizes and srcset, changes its alt text, and deletes it,
 * except while a page shows it (409 naming the page). Too large (413) or not a photo (415) leaves
 * nothing stored. The files are served immutable under /api/media/<hash>/.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

import { startClockAt } from '../../../src/lib/clock';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { build } from '../../helper';
import { photo, photoWithGps, photoWithSpot, turnedPhoto, twoColourPhoto } from '../../media-images';

describe('/api/admin/media', () => {
  let app: FastifyInstance;
  let redacteur: SignedIn;

  beforeEach(async () => {
    startClockAt('2026-11-25T09:00:00Z');
    app = build();
    redacteur = await signedInAs(app, 'redacteur', 'koster@example.org');
  });
  afterEach(() => app.close());

  const upload = (data: Buffer, alt = 'De kerk van Beuningen in de sneeuw', headers: Record<string, string> = {}, session = redacteur) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/media?alt=${encodeURIComponent(alt)}&name=IMG_0001.jpg`,
      headers: asSignedIn(session, { 'content-type': 'image/jpeg', ...headers }),
      payload: data,
      remoteAddress: '203.0.113.9',
    });
  const stored = () => fs.readdirSync(app.media.root);
  const count = async () => (await app.inject({ url: '/api/admin/media', headers: { cookie: redacteur.cookie } })).json().meta.total;

  it('stores an upload without its EXIF, lists it with its sizes and srcset, serves its files immutable, and audits it', async () => {
    const res = await upload(await photoWithGps(1800, 1200));
    expect(res.statusCode).toBe(201);
    const { duplicate, ...item } = res.json().data;
    expect(duplicate).toBe(false);
    expect(item).toMatchObject({ width: 1800, height: 1200, alt: 'De kerk van Beuningen in de sneeuw', originalName: 'IMG_0001.jpg', sizes: [320, 640, 1024, 1600], createdBy: 'koster@example.org', usages: [] });
    expect(item.src).toBe(`/api/media/${item.hash}/1600.webp`);
    expect(item.srcset).toBe([320, 640, 1024, 1600].map((w) => `/api/media/${item.hash}/${w}.webp ${w}w`).join(', '));

    const list = await app.inject({ url: '/api/admin/media?page=1&pageSize=10', headers: { cookie: redacteur.cookie } });
    expect(list.json()).toEqual({ data: [item], meta: { page: 1, pageSize: 10, total: 1 } });
    expect((await app.inject({ url: `/api/admin/media/${item.id}`, headers: { cookie: redacteur.cookie } })).json().data).toEqual(item);

    const file = await app.inject({ url: item.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.exif]).toEqual([1600, undefined]);
    expect(file.rawPayload.includes(Buffer.from('Testcamera'))).toBe(false);
    const preview = await app.inject({ url: item.preview });
    expect([preview.headers['content-type'], (await sharp(preview.rawPayload).metadata()).height]).toEqual(['image/jpeg', 630]);
    expect((await app.inject({ url: `/api/media/${item.hash}/9999.webp` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/media/..%2F..%2Fsite.db/1600.webp' })).statusCode).toBe(400);

    const audit = await app.accounts.audit.list(1, 5);
    expect(audit.items[0]).toMatchObject({ action: 'media_uploaded', actor: 'koster@example.org', ip: '203.0.113.9', subject: `${item.id}: De kerk van Beuningen in de sneeuw` });
  });

  it('stores the same bytes once: the second upload answers 200 with the photo already there, its description kept', async () => {
    const bytes = await photo(900, 600);
    const first = await upload(bytes, 'De kerk van Beuningen in de sneeuw');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.duplicate).toBe(false);
    const again = await upload(Buffer.from(bytes), 'Een andere beschrijving');
    expect(again.statusCode).toBe(200);
    const { duplicate, ...item } = again.json().data;
    expect(duplicate).toBe(true);
    const { duplicate: _new, ...stored1 } = first.json().data;
    expect(item).toEqual(stored1);
    expect(item.alt).toBe('De kerk van Beuningen in de sneeuw');
    expect(await count()).toBe(1);
    expect(stored()).toEqual([item.hash]);
    const uploads = (await app.accounts.audit.list(1, 10)).items.filter((entry) => entry.action === 'media_uploaded');
    expect(uploads).toHaveLength(1);
  });

  it('takes a re-saved or turned version of a photo as a different photo', async () => {
    const original = await photo(900, 600);
    const first = (await upload(original)).json().data;
    const resaved = await sharp(original).jpeg({ quality: 60 }).toBuffer();
    const turned = await sharp(original).rotate(90).jpeg().toBuffer();
    const answers = [await upload(resaved), await upload(turned)];
    expect(answers.map((res) => [res.statusCode, res.json().data.duplicate])).toEqual([
      [201, false],
      [201, false],
    ]);
    expect(new Set([first.hash, ...answers.map((res) => res.json().data.hash)]).size).toBe(3);
    expect(await count()).toBe(3);
  });

  it('stores a phone photo with EXIF orientation 6 upright: every size it serves is portrait', async () => {
    const res = await upload(await turnedPhoto(1200, 800));
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect([item.width, item.height]).toEqual([800, 1200]);
    for (const width of item.sizes as number[]) {
      for (const format of ['webp', 'avif']) {
        const file = await app.inject({ url: `/api/media/${item.hash}/${width}.${format}` });
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.width, meta.height! > meta.width!, meta.orientation ?? 1]).toEqual([width, true, 1]);
      }
    }
  });

  it('refuses an upload without alt text with a Dutch message, storing nothing', async () => {
    const res = await upload(await photo(400, 300), '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_error', message: expect.stringMatching(/Beschrijf wat er op de foto/), fields: { alt: expect.any(String) } });
    expect(stored()).toEqual([]);
  });

  it('refuses a text file named .jpg (415, Dutch), whatever its declared type, storing nothing', async () => {
    const res = await upload(Buffer.from('Dit is geen foto, alleen een tekst met de naam vakantie.jpg'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'not_an_image', message: 'Dit bestand is geen foto. Kies een JPEG-, PNG- of WebP-foto.' });
    expect(stored()).toEqual([]);
    expect(await count()).toBe(0);
  });

  it('refuses more than 15 MB with 413 and a Dutch message, storing nothing', async () => {
    const big = Buffer.concat([await photo(100, 100), Buffer.alloc(15 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'media_too_large', message: 'Deze foto is te groot. Kies een foto van hoogstens 15 MB.' });
    expect(stored()).toEqual([]);
    expect(await count()).toBe(0);
  });

  it('changes the alt text (audited) and refuses an empty one', async () => {
    const { id } = (await upload(await photo(400, 300))).json().data;
    const patch = (alt: string) => app.inject({ method: 'PATCH', url: `/api/admin/media/${id}`, headers: asSignedIn(redacteur), payload: { alt } });
    const res = await patch('Kinderen bij de kerstboom');
    expect([res.statusCode, res.json().data.alt]).toEqual([200, 'Kinderen bij de kerstboom']);
    expect((await patch(' ')).statusCode).toBe(400);
    expect((await app.accounts.audit.list(1, 1)).items[0]).toMatchObject({ action: 'media_changed', subject: `${id}: Kinderen bij de kerstboom` });
    expect((await app.inject({ method: 'PATCH', url: '/api/admin/media/999', headers: asSignedIn(redacteur), payload: { alt: 'x' } })).statusCode).toBe(404);
  });

  it('gives a new upload the focal point sharp\'s attention finds, and says so in its answer and the list', async () => {
    const res = await upload(await photoWithSpot(1600, 900, 0.8, 0.25));
    const { id, focusX, focusY } = res.json().data;
    expect([Math.abs(focusX - 80) <= 5, Math.abs(focusY - 25) <= 5]).toEqual([true, true]);
    const listed = (await app.inject({ url: '/api/admin/media', headers: { cookie: redacteur.cookie } })).json().data[0];
    expect(listed).toMatchObject({ id, focusX, focusY });
  });

  it('moves the focal point (audited) and cuts the link preview again around it, under a new name; the old preview stays', async () => {
    // Red above, blue below: a preview cut at the top is red, at the bottom blue.
    const item = (await upload(await twoColourPhoto(900, 1600, true))).json().data;
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/admin/media/${item.id}`, headers: asSignedIn(redacteur), payload });
    const centreColour = async (url: string) => {
      const file = await app.inject({ url });
      expect([file.statusCode, file.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
      const { data } = await sharp(file.rawPayload).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return data[0]! > data[2]! ? 'red' : 'blue';
    };

    const top = await patch({ focusX: 40, focusY: 0 });
    expect(top.statusCode).toBe(200);
    expect(top.json().data).toMatchObject({ focusX: 40, focusY: 0, alt: item.alt, preview: `/api/media/${item.hash}/preview-40-0.jpg` });
    expect(await centreColour(top.json().data.preview)).toBe('red');
    const bottom = (await patch({ focusX: 40, focusY: 100 })).json().data;
    expect(bottom.preview).toBe(`/api/media/${item.hash}/preview-40-100.jpg`);
    expect(await centreColour(bottom.preview)).toBe('blue');
    expect((await app.inject({ url: item.preview })).statusCode).toBe(200);
    expect((await app.accounts.audit.list(1, 1)).items[0]).toMatchObject({ action: 'media_focus_changed', subject: `${item.id}: ${item.alt} (40%, 100%)` });

    // The description and the point together; the description alone leaves the point.
    expect((await patch({ alt: 'De toren', focusX: 55, focusY: 45 })).json().data).toMatchObject({ alt: 'De toren', focusX: 55, focusY: 45 });
    expect((await patch({ alt: 'De toren bij avond' })).json().data).toMatchObject({ alt: 'De toren bij avond', focusX: 55, focusY: 45, preview: `/api/media/${item.hash}/preview-55-45.jpg` });
  });

  it.each([
    [{ focusX: 101, focusY: 50 }, 'focusX', 'Het belangrijkste punt moet op de foto liggen: kies een plek op de foto zelf (van 0 tot en met 100 procent).'],
    [{ focusX: 50, focusY: -1 }, 'focusY', 'Het belangrijkste punt moet op de foto liggen: kies een plek op de foto zelf (van 0 tot en met 100 procent).'],
    [{ focusX: 50 }, 'focusY', 'Het belangrijkste punt heeft twee waarden nodig: van links naar rechts en van boven naar beneden.'],
    [{}, 'alt', 'Er is niets om op te slaan: geef een beschrijving of een belangrijkste punt.'],
  ])('refuses the point %j with 400 and a Dutch message, changing nothing', async (payload, field, message) => {
    const item = (await upload(await photo(640, 480))).json().data;
    const res = await app.inject({ method: 'PATCH', url: `/api/admin/media/${item.id}`, headers: asSignedIn(redacteur), payload });
    expect([res.statusCode, res.json()]).toEqual([400, { code: 'validation_error', message, fields: { [field]: message } }]);
    expect((await app.inject({ url: `/api/admin/media/${item.id}`, headers: { cookie: redacteur.cookie } })).json().data).toMatchObject({ focusX: 50, focusY: 50, preview: item.preview });
  });

  it('refuses a point that is no whole number with a Dutch message', async () => {
    const { id } = (await upload(await photo(640, 480))).json().data;
    const res = await app.inject({ method: 'PATCH', url: `/api/admin/media/${id}`, headers: asSignedIn(redacteur), payload: { focusX: 'links', focusY: 50 } });
    expect([res.statusCode, res.json()]).toEqual([400, { code: 'bad_request', message: 'Het belangrijkste punt is niet juist', fields: { focusX: 'Het belangrijkste punt is niet juist' } }]);
  });

  it('refuses to delete a photo a published page shows (409 naming the page); once removed from the page it is deleted with its files', async () => {
    const item = (await upload(await photo(700, 500))).json().data;
    const beheerder = await signedInAs(app, 'beheerder');
    const publish = async (content: string) => {
      const editable = (await app.inject({ url: '/api/admin/pages/anbi', headers: { cookie: beheerder.cookie } })).json().data;
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/pages/anbi/publish',
        headers: asSignedIn(beheerder, { 'if-match': `"${editable.version}"` }),
        payload: { metaTitle: 'ANBI', metaDescription: '', partials: { content } },
      });
      expect(res.statusCode).toBe(200);
    };
    await publish(`<p>De kerk</p><img src="${item.src}" srcset="${item.srcset}" sizes="100vw" alt="${item.alt}" />`);
    const page = (await app.inject({ url: '/api/page?name=anbi' })).json().data;
    expect(JSON.stringify(page)).toContain(`src=\\"${item.src}\\"`);

    const refused = await app.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, headers: asSignedIn(redacteur) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'media_in_use', message: 'Deze foto wordt nog gebruikt op: Pagina ANBI. Haal hem daar eerst weg.', usages: [{ kind: 'page', ref: 'anbi', label: 'Pagina ANBI' }] });
    expect((await app.inject({ url: `/api/admin/media/${item.id}`, headers: { cookie: redacteur.cookie } })).json().data.usages).toEqual([{ kind: 'page', ref: 'anbi', label: 'Pagina ANBI' }]);
    expect(stored()).toEqual([item.hash]);

    await publish('<p>De kerk, zonder foto</p>');
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, headers: asSignedIn(redacteur) });
    expect(deleted.statusCode).toBe(204);
    expect(stored()).toEqual([]);
    expect((await app.inject({ url: item.src })).statusCode).toBe(404);
    expect((await app.accounts.audit.list(1, 1)).items[0]).toMatchObject({ action: 'media_deleted', actor: 'koster@example.org' });
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, headers: asSignedIn(redacteur) })).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 without the CSRF token, before reading the photo', async () => {
    const data = await photo(200, 200);
    const anonymous = await app.inject({ method: 'POST', url: '/api/admin/media?alt=x', headers: { 'content-type': 'image/jpeg' }, payload: data });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await app.inject({ method: 'POST', url: '/api/admin/media?alt=x', headers: { cookie: redacteur.cookie, 'content-type': 'image/jpeg' }, payload: data });
    expect(noCsrf.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/media' })).statusCode).toBe(401);
    expect(stored()).toEqual([]);
  });

  it('keeps its files in MEDIA_PATH', () => {
    expect(path.isAbsolute(app.media.root)).toBe(true);
  });
});
