/**
 * /api/admin/zijstroom/abonnees and /bijlagen (issue 33): a beheerder sees the subscribers (the
 * counts, a search by address or name, when each confirmed, the addresses that bounce), removes one
 * on request, with an audit line that does not keep the address, and downloads them as CSV; a
 * redacteur gets 403 for all of it (personal data, issue 41). The paper edition is uploaded as a PDF (by its content, at most 10 MB)
 * and saved with the issue.
 */
import { useEditors } from '../../admin-editors';
import { asSignedIn } from '../../admin-helper';

const NOW = '2026-11-25T09:00:00Z';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

type Subscriber = { id: number; email: string; name: string; status: string; confirmedAt: string | null; bounces: number; undeliverableAt: string | null };

describe('/api/admin/zijstroom/abonnees', () => {
  const ed = useEditors('/api/admin/zijstroom/abonnees', NOW);
  const { call } = ed;

  /** A sign-up, confirmed when `confirmedAt` is given. */
  const subscriber = async (email: string, name = '', confirmedAt: string | null = NOW) => {
    await ed.app.newsletter.signUp({ email, name }, 'https://kerk.example.nl');
    if (confirmedAt) await ed.app.db.updateTable('newsletter_subscribers').set({ status: 'confirmed', confirmed_at: confirmedAt }).where('email', '=', email).execute();
  };
  const page = async (query = '') => (await call(ed.koster, 'GET', query)).json() as { data: Subscriber[]; meta: { total: number }; counts: Record<string, number> };

  it('lists the subscribers newest first with when each confirmed, the counts, and the addresses that bounce marked', async () => {
    await subscriber('anna@example.org', 'Anna de Vries', '2026-11-20T10:00:00.000Z');
    await subscriber('piet@example.org', 'Piet', null);
    await subscriber('kees@example.org', 'Kees');
    await ed.app.db.updateTable('newsletter_subscribers').set({ bounces: 3, undeliverable_at: '2026-11-24T12:00:00.000Z' }).where('email', '=', 'kees@example.org').execute();
    const answer = await page();
    expect(answer.counts).toEqual({ confirmed: 1, pending: 1, undeliverable: 1 });
    expect(answer.meta.total).toBe(3);
    expect(answer.data.map(({ email, status, confirmedAt, bounces, undeliverableAt }) => ({ email, status, confirmedAt, bounces, undeliverableAt }))).toEqual([
      { email: 'kees@example.org', status: 'confirmed', confirmedAt: NOW, bounces: 3, undeliverableAt: '2026-11-24T12:00:00.000Z' },
      { email: 'piet@example.org', status: 'pending', confirmedAt: null, bounces: 0, undeliverableAt: null },
      { email: 'anna@example.org', status: 'confirmed', confirmedAt: '2026-11-20T10:00:00.000Z', bounces: 0, undeliverableAt: null },
    ]);
  });

  it('finds subscribers by part of the address or the name, whatever the case, and takes % and _ literally', async () => {
    await subscriber('anna@example.org', 'Anna de Vries');
    await subscriber('piet_100@voorbeeld.nl', 'Piet');
    await subscriber('kees@example.org', 'Kees Vriesema');
    const emails = async (q: string) => (await page(`?q=${encodeURIComponent(q)}`)).data.map((s) => s.email).sort();
    expect(await emails('VRIES')).toEqual(['anna@example.org', 'kees@example.org']);
    expect(await emails('voorbeeld')).toEqual(['piet_100@voorbeeld.nl']);
    expect(await emails('t_1')).toEqual(['piet_100@voorbeeld.nl']);
    expect(await emails('a_n')).toEqual([]);
    expect(await emails('%')).toEqual([]);
    expect((await page('?q=vries')).meta.total).toBe(2);
  });

  it('removes a subscriber on request: gone from the list and the next issue, kept only as a hash, one audit line without the address', async () => {
    await subscriber('anna@example.org', 'Anna de Vries');
    const [anna] = (await page()).data;
    const res = await call(ed.koster, 'DELETE', `/${anna!.id}`);
    expect(res.statusCode).toBe(204);
    expect((await page()).data).toEqual([]);
    expect(await ed.app.newsletter.subscribers.isSuppressed('anna@example.org')).toBe(true);
    const lines = await ed.app.db.selectFrom('audit_log').select(['action', 'subject', 'actor_email']).where('action', '=', 'zijstroom_subscriber_removed').execute();
    expect(lines).toEqual([{ action: 'zijstroom_subscriber_removed', subject: 'a…@example.org', actor_email: 'koster@example.org' }]);
    expect((await call(ed.koster, 'DELETE', `/${anna!.id}`)).json()).toEqual({ code: 'not_found', message: 'Deze abonnee staat niet (meer) in de lijst.' });
  });

  it('refuses a redacteur the list and the removal (403, in Dutch), leaving the subscriber', async () => {
    await subscriber('anna@example.org', 'Anna de Vries');
    const forbidden = { code: 'forbidden', message: 'U heeft geen toegang tot dit onderdeel.' };
    const listed = await call(ed.redacteur, 'GET', '');
    expect([listed.statusCode, listed.json()]).toEqual([403, forbidden]);
    const [anna] = (await page()).data;
    const removed = await call(ed.redacteur, 'DELETE', `/${anna!.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([403, forbidden]);
    expect((await page()).data.map((s) => s.email)).toEqual(['anna@example.org']);
  });

  it('gives a beheerder every subscriber as CSV for Dutch Excel, formulas written as text, with an audit line; a redacteur gets 403', async () => {
    await subscriber('anna@example.org', '=HYPERLINK("http://x")');
    await subscriber('piet@example.org', 'Piet "de Bakker"', null);
    const refused = await ed.app.inject({ url: '/api/admin/zijstroom/abonnees.csv', headers: asSignedIn(ed.redacteur) });
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'forbidden', message: 'U heeft geen toegang tot dit onderdeel.' }]);

    const res = await ed.app.inject({ url: '/api/admin/zijstroom/abonnees.csv', headers: asSignedIn(ed.koster) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="zijstroom-abonnees-2026-11-25.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"E-mailadres";"Naam";"Status";"Aangemeld op";"Bevestigd op";"Toestemming";"Weigeringen";"Onbestelbaar sinds"');
    expect(lines[1]).toMatch(/^"anna@example\.org";"'=HYPERLINK\(""http:\/\/x""\)";"bevestigd";"2026-11-25T09:00:00\.000Z";"2026-11-25T09:00:00Z";"[^"]*";"0";""$/);
    expect(lines[2]).toMatch(/^"piet@example\.org";"Piet ""de Bakker""";"nog niet bevestigd";/);
    const audit = await ed.app.db.selectFrom('audit_log').select(['action', 'subject', 'actor_email']).where('action', '=', 'zijstroom_subscribers_exported').execute();
    expect(audit).toEqual([{ action: 'zijstroom_subscribers_exported', subject: '2 abonnees', actor_email: 'koster@example.org' }]);
  });
});

describe('/api/admin/zijstroom/bijlagen', () => {
  const ed = useEditors('/api/admin/zijstroom', NOW);
  const upload = (data: Buffer, name = 'Zijstroom december.pdf', contentType = 'application/pdf') =>
    ed.app.inject({ method: 'POST', url: `/api/admin/zijstroom/bijlagen?name=${encodeURIComponent(name)}`, headers: asSignedIn(ed.redacteur, { 'content-type': contentType }), payload: data });

  it('takes a PDF by its content, saves it with the issue, and serves it back to the editors', async () => {
    const res = await upload(PDF, 'C:\\Mijn documenten\\Zijstroom december', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    const attachment = res.json().data as { id: number; name: string; bytes: number };
    expect(attachment).toEqual({ id: expect.any(Number), name: 'Zijstroom december.pdf', bytes: PDF.length });

    const created = await ed.call(ed.redacteur, 'POST', '', { title: 'Zijstroom 6 december', body: '<p>Welkom.</p>', attachmentId: attachment.id });
    expect(created.json().data).toMatchObject({ attachmentId: attachment.id, attachment });
    const cleared = await ed.call(ed.redacteur, 'PUT', `/${created.json().data.id}`, { title: 'Zijstroom 6 december', body: '<p>Welkom.</p>', attachmentId: null }, { 'if-match': '"1"' });
    expect(cleared.json().data).toMatchObject({ attachmentId: null, attachment: null });

    const file = await ed.app.inject({ url: `/api/admin/zijstroom/bijlagen/${attachment.id}`, headers: asSignedIn(ed.redacteur) });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Zijstroom%20december.pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await ed.app.inject({ url: '/api/admin/zijstroom/bijlagen/999', headers: asSignedIn(ed.redacteur) })).statusCode).toBe(404);
  });

  it('refuses what is no PDF (415), nothing at all (400) and more than 10 MB (413), in Dutch, keeping nothing', async () => {
    const notPdf = await upload(Buffer.from('<html>Zijstroom</html>'), 'zijstroom.pdf');
    expect([notPdf.statusCode, notPdf.json()]).toEqual([415, { code: 'not_a_pdf', message: 'Dit bestand is geen pdf. Kies de pdf van de papieren Zijstroom.' }]);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const large = await upload(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect([large.statusCode, large.json()]).toEqual([413, { code: 'pdf_too_large', message: 'Deze pdf is te groot. Kies een pdf van hoogstens 10 MB.' }]);
    expect(await ed.app.db.selectFrom('newsletter_attachments').select('id').execute()).toEqual([]);
  });

  it('answers a body that says it is gzipped but is not with the 400 every route gives, not a 500', async () => {
    const broken = await ed.app.inject({
      method: 'POST',
      url: '/api/admin/zijstroom/bijlagen',
      headers: asSignedIn(ed.redacteur, { 'content-type': 'application/pdf', 'content-encoding': 'gzip' }),
      payload: PDF,
    });
    expect([broken.statusCode, broken.json()]).toEqual([400, { code: 'bad_request', message: 'De aanvraag is niet juist' }]);
    expect(await ed.app.db.selectFrom('newsletter_attachments').select('id').execute()).toEqual([]);
  });
});
