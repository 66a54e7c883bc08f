/**
 * /api/admin/contact-routing: per contact type the address its messages go to ('' = the site's
 * general e-mail address), read with a version and saved over it, audited.
 */
import type { FastifyInstance } from 'fastify';

import { createOutboxRepository } from '../../../src/plugins/app/contact/outbox-repository';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { build } from '../../helper';

describe('/api/admin/contact-routing', () => {
  let app: FastifyInstance;
  let koster: SignedIn;

  beforeEach(async () => {
    app = build();
    koster = await signedInAs(app, 'beheerder', 'koster@example.org');
  });
  afterEach(() => app.close());

  const read = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/contact-routing', headers: { cookie: koster.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const save = (routes: { key: string; recipient: string }[], version: string, session = koster) =>
    app.inject({ method: 'PUT', url: '/api/admin/contact-routing', headers: asSignedIn(session, { 'if-match': `"${version}"` }), payload: { routes } });

  it('lists every contact type in form order with its recipient, and the general address', async () => {
    const data = await read();
    expect(data.routes).toHaveLength(9);
    expect(data.routes[0]).toEqual({ key: 'kerkenraad', label: 'Kerkenraad', recipient: 'scriba@pgmaasenwaal.example' });
    expect(data.fallback).toBe('info@pgmaasenwaal.nl');
    expect(data).toMatchObject({ version: expect.any(String), updatedAt: '', updatedBy: '' });
  });

  it('routes a type to another address, or to the general address when left empty; audited, and the outbox sends by it', async () => {
    const { version } = await read();
    const res = await save([{ key: 'huwelijk', recipient: ' trouwen@example.org ' }, { key: 'overlijden', recipient: '' }], version);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.routes.find((r: { key: string }) => r.key === 'huwelijk').recipient).toBe('trouwen@example.org');
    expect(data.routes.find((r: { key: string }) => r.key === 'overlijden').recipient).toBe('');
    expect(data).toMatchObject({ updatedBy: 'koster@example.org' });
    expect(data.version).not.toBe(version);

    const [entry] = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'contact_routing_changed').execute();
    expect(entry).toMatchObject({ actor_email: 'koster@example.org', subject: 'huwelijk: trouwen@example.org; overlijden: algemeen adres', ip: '127.0.0.1' });

    const outbox = createOutboxRepository(app.db);
    const wedding = await outbox.enqueue({ contactType: 'huwelijk', name: 'Anna', email: 'anna@example.org', subject: 'Trouwen', message: 'Mag het in juni?' });
    const funeral = await outbox.enqueue({ contactType: 'overlijden', name: 'Piet', email: 'piet@example.org', subject: 'Uitvaart', message: 'Mijn vader is overleden.' });
    expect(await outbox.findForSending(wedding.id!)).toMatchObject({ recipientEmail: 'trouwen@example.org' });
    expect(await outbox.findForSending(funeral.id!)).toMatchObject({ recipientEmail: 'info@pgmaasenwaal.nl', recipientName: 'Protestantse Gemeente Maas en Waal' });
  });

  it('refuses a wrong address, an unknown type, and an empty one while the site has no general address', async () => {
    const { version } = await read();
    const wrong = await save([{ key: 'huwelijk', recipient: 'trouwen.example.org' }], version);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation_error', fields: { huwelijk: 'E-mailadres is niet juist' } });
    const unknown = await save([{ key: 'doop', recipient: 'doop@example.org' }], version);
    expect(unknown.json()).toMatchObject({ code: 'validation_error', fields: { doop: expect.stringContaining('bestaat niet') } });

    await app.db.updateTable('settings').set({ email: '' }).execute();
    const { version: next } = await read();
    const empty = await save([{ key: 'huwelijk', recipient: '' }], next);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ huwelijk: 'Vul een e-mailadres in: de website heeft geen algemeen e-mailadres om op terug te vallen.' });
    expect((await read()).routes.find((r: { key: string }) => r.key === 'huwelijk').recipient).toBe('huwelijk@pgmaasenwaal.example');
  });

  it('refuses a save over a stale version with 409 naming who saved in between, and 428 without If-Match', async () => {
    const scriba = await signedInAs(app, 'beheerder', 'scriba@example.org');
    const { version } = await read();
    expect((await save([{ key: 'algemeen', recipient: 'bureau@example.org' }], version, scriba)).statusCode).toBe(200);
    const stale = await save([{ key: 'huwelijk', recipient: 'trouwen@example.org' }], version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/^scriba@example\.org op \d\d-\d\d-\d{4} om \d\d\.\d\d heeft de ontvangers intussen gewijzigd/) });
    expect(stale.json().current.routes.find((r: { key: string }) => r.key === 'algemeen').recipient).toBe('bureau@example.org');

    const missing = await app.inject({ method: 'PUT', url: '/api/admin/contact-routing', headers: asSignedIn(koster), payload: { routes: [] } });
    expect(missing.statusCode).toBe(428);
  });
});
