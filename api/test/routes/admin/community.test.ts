/**
 * /api/admin/pastors and /api/admin/churches (issue 16): an editor adds, changes, deletes and
 * restores team members, and changes the seven churches (which cannot be added or deleted). Each
 * save is a revision and an audit line; a stale If-Match is a 409 naming who and when; bad input is
 * a Dutch message per field. A library photo becomes the public picture (with srcset, width, height
 * and alt), the member's og:image and JSON-LD, and its usage keeps it from being deleted.
 */
import type { FastifyInstance } from 'fastify';

import { startClockAt } from '../../../src/lib/clock';
import { detailMeta, siteInfo } from '../../../src/site/head';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { build } from '../../helper';
import { photo } from '../../media-images';

const MEMBER = {
  name: 'ds. Hanna Verbeek',
  role: 'Predikant',
  areas: ['druten', 'leur'],
  email: 'h.verbeek@pgmaasenwaal.nl',
  phone: '0487 12 34 56',
  summary: 'Predikant voor Druten en Leur.',
  biography: '<p>Hanna is <strong>sinds 2024</strong> predikant.</p><script>alert(1)</script><table><tr><td>x</td></tr></table>',
};

describe('/api/admin/pastors and /api/admin/churches', () => {
  let app: FastifyInstance;
  let koster: SignedIn;
  let redacteur: SignedIn;

  beforeEach(async () => {
    startClockAt('2026-11-25T09:00:00Z');
    app = build();
    koster = await signedInAs(app, 'beheerder', 'koster@example.org');
    redacteur = await signedInAs(app, 'redacteur', 'anna@example.org');
  });
  afterEach(() => app.close());

  const call = (session: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/admin${url}`, headers: asSignedIn(session, headers), payload });
  const upload = async (alt: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/media?alt=${encodeURIComponent(alt)}&name=portret.jpg`,
      headers: asSignedIn(redacteur, { 'content-type': 'image/jpeg' }),
      payload: await photo(900, 900),
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; srcset: string; srcsetAvif: string; src: string; preview: string };
  };
  const create = async (fields: object = MEMBER) => {
    const res = await call(redacteur, 'POST', '/pastors', fields);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json().data as { id: number; version: number; slug: string };
  };
  const audit = async () => (await app.inject({ url: '/api/admin/audit', headers: { cookie: koster.cookie } })).json().data as { action: string; subject: string }[];

  describe('the pastoral team', () => {
    it('adds a member at the end of the team, with the biography cleaned to the essential preset; shown publicly at once and audited', async () => {
      const before = (await app.inject({ url: '/api/pastors' })).json().meta.total as number;
      const created = await create();
      const { biography: _html, ...plain } = MEMBER;
      expect(created).toMatchObject({ ...plain, slug: 'ds-hanna-verbeek', position: before, version: 1, updatedBy: 'anna@example.org', mediaId: null, picture: null });
      // No script; a table is not in the essential preset: only its text stays.
      expect((created as unknown as { biography: string }).biography).toBe('<p>Hanna is <strong>sinds 2024</strong> predikant.</p>x');
      const list = (await app.inject({ url: '/api/pastors' })).json();
      expect(list.meta.total).toBe(before + 1);
      expect(list.data.at(-1)).toMatchObject({ id: created.id, name: MEMBER.name, role: 'Predikant', areas: ['druten', 'leur'] });
      expect((await audit())[0]).toMatchObject({ action: 'pastor_created', subject: MEMBER.name });
    });

    it('answers a Dutch message per field: empty name and role, a bad e-mail and phone, an unknown village, a photo not in the library', async () => {
      const res = await call(redacteur, 'POST', '/pastors', { ...MEMBER, name: ' ', role: '', email: 'hanna-at-kerk', phone: '12', areas: ['amsterdam'], mediaId: 999 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation_error',
        message: 'Het teamlid is niet opgeslagen. Bekijk de meldingen bij de velden.',
        pastWarning: false,
        fields: {
          name: 'Naam is verplicht',
          role: 'Functie is verplicht',
          email: 'E-mailadres is niet juist',
          phone: 'Telefoonnummer is niet juist',
          areas: 'Kies alleen dorpen uit de lijst.',
          mediaId: 'Deze foto staat niet (meer) in de fotobibliotheek. Kies een andere.',
        },
      });
    });

    it('saves over the version read: a stale If-Match is a 409 naming who and when, without If-Match a 428', async () => {
      const created = await create();
      const first = await call(koster, 'PUT', `/pastors/${created.id}`, { ...MEMBER, role: 'Kerkelijk werker' }, { 'if-match': '"1"' });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBe('"2"');
      const stale = await call(redacteur, 'PUT', `/pastors/${created.id}`, { ...MEMBER, role: 'Pastoraal medewerker' }, { 'if-match': '"1"' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('Dit teamlid is intussen gewijzigd door koster@example.org op 25 november 2026 om 10.00. Hieronder ziet u per veld wat er is veranderd; niets van uw invoer is verloren.');
      expect(stale.json().current).toMatchObject({ role: 'Kerkelijk werker', version: 2 });
      expect((await call(redacteur, 'PUT', `/pastors/${created.id}`, MEMBER)).statusCode).toBe(428);
      expect((await app.inject({ url: `/api/pastors/${created.id}` })).json().data.role).toBe('Kerkelijk werker');
    });

    it('deletes a member into the Prullenbak (the API and the member page answer 404 at once) and restores it with its id', async () => {
      const created = await create();
      const removed = await call(redacteur, 'DELETE', `/pastors/${created.id}`);
      expect(removed.statusCode).toBe(200);
      expect((await app.inject({ url: `/api/pastors/${created.id}` })).statusCode).toBe(404);
      // The member page's head facts are gone too: the site answers its URL with 404.
      expect(await detailMeta(app, 'pastor', { id: String(created.id) }, await siteInfo(app), 'https://kerk.example.nl')).toBeNull();
      const trash = (await call(redacteur, 'GET', '/pastors/prullenbak')).json().data;
      expect(trash).toEqual([expect.objectContaining({ kind: 'pastor', refId: created.id, title: MEMBER.name, deletedBy: 'anna@example.org' })]);
      const restored = await call(redacteur, 'POST', `/pastors/prullenbak/${removed.json().data.trashId}/restore`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data).toMatchObject({ id: created.id, version: 2 });
      expect((await app.inject({ url: `/api/pastors/${created.id}` })).statusCode).toBe(200);
      expect((await audit()).slice(0, 2).map((a) => a.action)).toEqual(['pastor_restored', 'pastor_deleted']);
    });

    it('puts an earlier revision back', async () => {
      const created = await create();
      await call(redacteur, 'PUT', `/pastors/${created.id}`, { ...MEMBER, role: 'Emeritus' }, { 'if-match': '"1"' });
      const revisions = (await call(redacteur, 'GET', `/pastors/${created.id}/revisions`)).json().data as { id: number; version: number }[];
      expect(revisions.map((r) => r.version)).toEqual([2, 1]);
      const back = await call(redacteur, 'POST', `/pastors/${created.id}/revisions/${revisions[1]!.id}/restore`, undefined, { 'if-match': '"2"' });
      expect(back.statusCode).toBe(200);
      expect(back.json().data).toMatchObject({ role: 'Predikant', version: 3 });
    });

    it('shows a library photo as the public picture, og:image and JSON-LD, records its usage and refuses to delete it while used', async () => {
      const media = await upload('Portret van ds. Hanna Verbeek');
      const created = await create({ ...MEMBER, mediaId: media.id });
      expect(created).toMatchObject({ mediaId: media.id, picture: { src: media.src, srcset: media.srcset, srcsetAvif: media.srcsetAvif, width: 900, height: 900, alt: 'Portret van ds. Hanna Verbeek' } });
      const pub = (await app.inject({ url: `/api/pastors/${created.id}` })).json().data;
      expect(pub).toMatchObject({ photo: media.src, photoAlt: 'Portret van ds. Hanna Verbeek', picture: { srcsetAvif: media.srcsetAvif, focusX: 50, focusY: 50 } });
      const meta = (await detailMeta(app, 'pastor', { id: String(created.id) }, await siteInfo(app), 'https://kerk.example.nl'))!;
      expect(meta.image).toEqual({ url: media.preview, alt: 'Portret van ds. Hanna Verbeek', width: 1200, height: 630, type: 'image/jpeg' });
      expect(meta.jsonLd).toMatchObject({ '@type': 'Person', name: MEMBER.name, jobTitle: 'Predikant', email: MEMBER.email, image: `https://kerk.example.nl${media.preview}` });

      const inUse = await call(redacteur, 'DELETE', `/media/${media.id}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().usages).toEqual([{ kind: 'pastor', ref: String(created.id), label: 'Pastoraal team: ds. Hanna Verbeek' }]);
      // In the Prullenbak the member uses nothing; restored after its photo went, it shows no photo.
      await call(redacteur, 'DELETE', `/pastors/${created.id}`);
      expect((await call(redacteur, 'DELETE', `/media/${media.id}`)).statusCode).toBe(204);
      const trashId = (await call(redacteur, 'GET', '/pastors/prullenbak')).json().data[0].id;
      expect((await call(redacteur, 'POST', `/pastors/prullenbak/${trashId}/restore`)).json().data).toMatchObject({ mediaId: media.id, picture: null });
      expect((await app.inject({ url: `/api/pastors/${created.id}` })).json().data).toMatchObject({ picture: null, photo: '' });
    });
  });

  describe('the churches', () => {
    const druten = async () => ((await call(redacteur, 'GET', '/churches')).json().data as { id: number; slug: string; version: number }[]).find((c) => c.slug === 'druten')!;
    const fields = { name: 'De Ark', address: 'Kerkstraat 1', zipcode: '6651 bj', city: 'Druten', description: 'Een kerk.', accessibility: 'Rolstoeltoegankelijk via de zij-ingang; ringleiding aanwezig.' };

    it('lists the seven churches and saves one over its version; the public church shows it at once, audited', async () => {
      const list = (await call(redacteur, 'GET', '/churches')).json().data;
      expect(list).toHaveLength(7);
      const church = await druten();
      const saved = await call(redacteur, 'PUT', `/churches/${church.id}`, fields, { 'if-match': `"${church.version}"` });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ ...fields, zipcode: '6651 BJ', slug: 'druten', version: church.version + 1 });
      expect((await app.inject({ url: `/api/churches/${church.id}` })).json().data.accessibility).toBe(fields.accessibility);
      expect((await audit())[0]).toMatchObject({ action: 'church_updated', subject: 'De Ark' });
      const stale = await call(koster, 'PUT', `/churches/${church.id}`, fields, { 'if-match': `"${church.version}"` });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/^Deze kerk is intussen gewijzigd door anna@example.org/);
    });

    it('answers a Dutch message per field', async () => {
      const church = await druten();
      const res = await call(redacteur, 'PUT', `/churches/${church.id}`, { ...fields, address: '', zipcode: '66511', city: '' }, { 'if-match': `"${church.version}"` });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ address: 'Adres is verplicht', zipcode: 'De postcode bevat onjuiste tekens', city: 'Plaats is verplicht' });
    });

    it('cannot add or delete a church, and has no Prullenbak', async () => {
      const church = await druten();
      expect((await call(redacteur, 'POST', '/churches', fields)).statusCode).toBe(404);
      expect((await call(redacteur, 'DELETE', `/churches/${church.id}`)).statusCode).toBe(404);
      // No Prullenbak route: the path reads as a church id, which it is not.
      expect([400, 404]).toContain((await call(redacteur, 'GET', '/churches/prullenbak')).statusCode);
      expect((await app.inject({ url: `/api/churches/${church.id}` })).statusCode).toBe(200);
    });

    it('shows a library photo in place of the drawing, and the drawing again without it', async () => {
      const church = await druten();
      const drawing = (await app.inject({ url: `/api/churches/${church.id}` })).json().data.image as string;
      expect(drawing).toMatch(/\/api\/churches\/\d+\/image$/);
      const media = await upload('De Ark in Druten');
      await call(redacteur, 'PUT', `/churches/${church.id}`, { ...fields, mediaId: media.id }, { 'if-match': `"${church.version}"` });
      expect((await app.inject({ url: `/api/churches/${church.id}` })).json().data).toMatchObject({ image: media.src, imageAlt: 'De Ark in Druten', picture: { srcset: media.srcset, focusX: 50, focusY: 50 } });
      expect((await call(redacteur, 'GET', `/media/${media.id}`)).json().data.usages).toEqual([{ kind: 'church', ref: String(church.id), label: 'Kerk: De Ark' }]);
      const second = await call(redacteur, 'PUT', `/churches/${church.id}`, { ...fields, mediaId: null }, { 'if-match': `"${church.version + 1}"` });
      expect(second.statusCode).toBe(200);
      expect((await app.inject({ url: `/api/churches/${church.id}` })).json().data).toMatchObject({ image: drawing, picture: null });
      expect((await call(redacteur, 'GET', `/media/${media.id}`)).json().data.usages).toEqual([]);
    });
  });
});
