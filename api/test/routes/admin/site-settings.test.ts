/**
 * /api/admin/settings: a beheerder reads the settings with their version and saves over it. A
 * stale version is a 409 naming who saved in between, with their values; bad values a 400 with
 * the kit's Dutch message per field. What is saved shows on the public API at once, and is audited.
 */
import type { FastifyInstance } from 'fastify';

import { holdClockAt } from '../../../src/lib/clock';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { build } from '../../helper';

const SEED = {
  title: 'Protestantse Gemeente Maas en Waal',
  address: 'Kerkstraat 12',
  zipcode: '6641 AB',
  city: 'Beuningen',
  phone: '024 123 12 34',
  email: 'info@pgmaasenwaal.nl',
  facebook: 'https://www.facebook.com/pgmaasenwaal',
  twitter: '',
  youtube: 'https://www.youtube.com/@pgmaasenwaal',
  linkedin: '',
};

describe('/api/admin/settings', () => {
  let app: FastifyInstance;
  let koster: SignedIn;

  beforeEach(async () => {
    holdClockAt('2026-11-25T09:00:00Z');
    app = build();
    koster = await signedInAs(app, 'beheerder', 'koster@example.org');
  });
  afterEach(() => app.close());

  const read = async (session = koster) => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: session.cookie } });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const save = (values: object, version: string | undefined, session = koster) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: asSignedIn(session, version === undefined ? {} : { 'if-match': `"${version}"` }),
      payload: values,
    });

  it('answers the settings with their version, also as the ETag', async () => {
    const res = await read();
    const { data } = res.json();
    expect(data).toEqual({ settings: SEED, version: expect.any(String), updatedAt: '', updatedBy: '' });
    expect(res.headers.etag).toBe(`"${data.version}"`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('saves over the version read: the public settings show it at once, and the audit log says who, what and from where', async () => {
    const before = await app.inject({ url: '/api/setting' });
    expect(before.json().data.phone).toBe('024 123 12 34');
    const { version } = (await read()).json().data;

    const res = await save({ ...SEED, phone: '024 999 88 77', facebook: '' }, version);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ settings: { phone: '024 999 88 77', facebook: '' }, updatedBy: 'koster@example.org', updatedAt: expect.stringMatching(/^2026-11-25T09:00/) });
    expect(res.json().data.version).not.toBe(version);
    expect(res.headers.etag).toBe(`"${res.json().data.version}"`);

    const after = await app.inject({ url: '/api/setting' });
    expect(after.json().data).toMatchObject({ phone: '024 999 88 77', facebook: '' });
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings_changed').execute();
    expect(audit).toEqual([expect.objectContaining({ actor_email: 'koster@example.org', subject: 'phone, facebook', ip: '127.0.0.1', at: expect.stringMatching(/^2026-11-25T09:00/) })]);
  });

  it('refuses a save over a stale version with 409, naming who changed it and when, with their values', async () => {
    const scriba = await signedInAs(app, 'beheerder', 'scriba@example.org');
    const { version } = (await read()).json().data;
    holdClockAt('2026-11-25T09:20:00Z');
    expect((await save({ ...SEED, city: 'Druten' }, version, scriba)).statusCode).toBe(200);

    const res = await save({ ...SEED, phone: '024 111 11 11' }, version);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('conflict');
    expect(body.message).toBe('scriba@example.org op 25-11-2026 om 10.20 heeft de instellingen intussen gewijzigd. Hieronder staan de nieuwe waarden; uw wijzigingen zijn niet opgeslagen.');
    expect(body.current).toMatchObject({ settings: { city: 'Druten', phone: '024 123 12 34' }, updatedBy: 'scriba@example.org' });
    expect((await app.inject({ url: '/api/setting' })).json().data).toMatchObject({ city: 'Druten', phone: '024 123 12 34' });
  });

  it('answers 428 to a save without If-Match, and 409 to If-Match: *', async () => {
    const missing = await save(SEED, undefined);
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toEqual({ code: 'version_missing', message: expect.stringContaining('Vernieuw de pagina') });
    const star = await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asSignedIn(koster, { 'if-match': '*' }), payload: SEED });
    expect(star.statusCode).toBe(409);
  });

  it.each([
    ['zipcode', '0641 AB', 'De postcode bevat onjuiste tekens'],
    ['zipcode', '6641AB', 'De postcode bevat onjuiste tekens'],
    ['phone', 'bel de koster', 'Telefoonnummer is niet juist'],
    ['email', 'info.pgmaasenwaal.nl', 'E-mailadres is niet juist'],
    ['title', '  ', 'Naam van de kerk is verplicht'],
    ['facebook', 'http://www.facebook.com/pgmaasenwaal', 'Facebook moet een volledig webadres zijn dat begint met https://'],
    ['linkedin', 'javascript:alert(1)', 'LinkedIn moet een volledig webadres zijn dat begint met https://'],
    ['city', 'x'.repeat(201), 'Plaats mag maximaal 200 tekens bevatten'],
  ])('refuses %s %p with its Dutch message, and saves nothing', async (key, value, message) => {
    const { version } = (await read()).json().data;
    const res = await save({ ...SEED, [key]: value }, version);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_error', message: 'Niet alle velden zijn goed ingevuld. Kijk de meldingen bij de velden na.', fields: { [key]: message } });
    expect((await read()).json().data.version).toBe(version);
  });

  it('refuses a body with a missing field or a field of the wrong type (400, JSON)', async () => {
    const { version } = (await read()).json().data;
    const { phone: _phone, ...withoutPhone } = SEED;
    for (const body of [withoutPhone, { ...SEED, phone: 31 }, { ...SEED, phone: { nummer: 1 } }]) {
      const res = await save(body, version);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('keeps the general e-mail address while a contact type relies on it', async () => {
    await app.db.updateTable('contact_types').set({ recipient_email: '' }).where('key', '=', 'algemeen').execute();
    const { version } = (await read()).json().data;
    const res = await save({ ...SEED, email: '' }, version);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: expect.stringContaining('zonder eigen ontvanger gaan naar dit adres') });
    await app.db.updateTable('contact_types').set({ recipient_email: 'info@pgmaasenwaal.example' }).where('key', '=', 'algemeen').execute();
    expect((await save({ ...SEED, email: '' }, version)).statusCode).toBe(200);
  });

  it('keeps the version and records nothing when a save changes nothing', async () => {
    const { version } = (await read()).json().data;
    const res = await save(SEED, version);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version, updatedBy: '' });
    expect(await app.db.selectFrom('audit_log').select('id').where('action', '=', 'settings_changed').execute()).toEqual([]);
  });

  it('stores the text as typed, trimmed (every output escapes it)', async () => {
    const { version } = (await read()).json().data;
    const res = await save({ ...SEED, title: ' PG Maas & Waal < 12 <script>alert(1)</script>\n' }, version);
    expect(res.json().data.settings.title).toBe('PG Maas & Waal < 12 <script>alert(1)</script>');
  });
});
