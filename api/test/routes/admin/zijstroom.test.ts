/**
 * /api/admin/zijstroom (issue 33): an editor writes an issue on the shared collection (If-Match,
 * 409 naming who, revisions, the Prullenbak), looks at the mail exactly as it goes (CSS inlined,
 * the plain text), sends a proof to the address she signed in with, and sends it now or at a
 * moment, If-Match on what she looked at; from then on it is locked (409 `locked` for a save, a
 * delete or an earlier version). The send shows its progress and can be paused and resumed.
 * Without SMTP_URL the mails wait in the outbox: what is queued is read from it.
 */
import { stepClock } from '../../../src/lib/clock';
import { PROOF_QUOTA } from '../../../src/routes/admin/zijstroom';
import { useEditors } from '../../admin-editors';

const NOW = '2026-11-25T09:00:00Z';
const ISSUE = { title: 'Zijstroom 6 december', body: '<h2>Advent</h2><p>Welkom in de <strong>adventstijd</strong>.</p><script>x()</script>', attachmentId: null };

type Issue = { id: number; version: number; status: string; title: string; body: string; sendAt: string | null; recipients: number; sent: number; attachment: unknown };

describe('/api/admin/zijstroom', () => {
  const ed = useEditors('/api/admin/zijstroom', NOW);
  const { call } = ed;

  const create = async (fields: object = {}) => {
    const res = await call(ed.redacteur, 'POST', '', { ...ISSUE, ...fields });
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json().data as Issue;
  };
  const send = (issue: { id: number; version: number }, body: object = {}) => call(ed.redacteur, 'POST', `/${issue.id}/versturen`, body, { 'if-match': `"${issue.version}"` });
  /** Confirmed subscribers, made as the sign-up and its link make them. */
  const subscribers = async (...emails: string[]) => {
    for (const email of emails) {
      await ed.app.newsletter.signUp({ email, name: '' }, 'https://kerk.example.nl');
      const { confirm_hash: hash } = await ed.app.db.selectFrom('newsletter_subscribers').select('confirm_hash').where('email', '=', email).executeTakeFirstOrThrow();
      await ed.app.db.updateTable('newsletter_subscribers').set({ status: 'confirmed', confirmed_at: NOW }).where('confirm_hash', '=', hash).execute();
    }
  };
  const audit = async () => (await ed.app.db.selectFrom('audit_log').select(['action', 'subject', 'actor_email']).orderBy('id').execute()).filter((row) => row.action.startsWith('zijstroom'));

  it('creates a draft with cleaned text, lists it, and saves it over the version read (409 naming who, with what is stored now)', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'draft', version: 1, sendAt: null, recipients: 0, sent: 0, attachment: null, body: expect.not.stringContaining('script') });
    const list = (await call(ed.koster, 'GET', '')).json().data as Issue[];
    expect(list.map((issue) => issue.title)).toEqual(['Zijstroom 6 december']);

    const saved = await call(ed.redacteur, 'PUT', `/${created.id}`, { ...ISSUE, title: 'Zijstroom 7 december' }, { 'if-match': '"1"' });
    expect([saved.statusCode, saved.json().data.version, saved.headers.etag]).toEqual([200, 2, '"2"']);
    const stale = await call(ed.koster, 'PUT', `/${created.id}`, { ...ISSUE, title: 'Oud' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', message: expect.stringContaining('door anna@example.org'), current: { title: 'Zijstroom 7 december' } });
    expect(await audit()).toEqual([
      { action: 'zijstroom_created', subject: 'Zijstroom 6 december', actor_email: 'anna@example.org' },
      { action: 'zijstroom_updated', subject: 'Zijstroom 7 december', actor_email: 'anna@example.org' },
    ]);
  });

  it('answers a missing title in Dutch at its field, and a PDF that does not exist as "Kies de pdf opnieuw"', async () => {
    const res = await call(ed.redacteur, 'POST', '', { ...ISSUE, title: ' ', attachmentId: 99 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'De uitgave is niet opgeslagen. Bekijk de meldingen bij de velden.',
      fields: { title: 'Titel is verplicht', attachmentId: 'Deze pdf is niet (meer) te vinden. Kies de pdf opnieuw.' },
      pastWarning: false,
    });
  });

  it('previews the mail exactly as a subscriber gets it: its subject, CSS inlined into the elements, Afmelden, the plain text and how many get it', async () => {
    await subscribers('anna@example.org', 'piet@example.org');
    const { id } = await create();
    const res = await call(ed.redacteur, 'GET', `/${id}/voorbeeld`, undefined, { host: 'kerk.example.nl' });
    expect(res.statusCode).toBe(200);
    const preview = res.json().data as { subject: string; html: string; text: string; recipients: number; attachment: null };
    expect(preview).toMatchObject({ subject: 'Zijstroom 6 december', recipients: 2, attachment: null });
    expect(preview.html).not.toMatch(/<style/);
    expect(preview.html).toMatch(/<h2 style="[^"]*font-size: 21px/);
    expect(preview.html).toMatch(/<a href="http:\/\/kerk\.example\.nl\/zijstroom\/afmelden\?token=voorbeeld"[^>]*>Afmelden<\/a>/);
    expect(preview.text).toContain('Welkom in de adventstijd.');
    expect(preview.text).toContain('Afmelden [http://kerk.example.nl/zijstroom/afmelden?token=voorbeeld]');
    expect((await call(ed.redacteur, 'GET', '/999/voorbeeld')).statusCode).toBe(404);
  });

  it('queues a proof to the address of whoever is signed in, ahead of any issue, and answers 404 for an unknown issue', async () => {
    const { id } = await create();
    const res = await call(ed.koster, 'POST', `/${id}/proef`);
    expect([res.statusCode, res.json()]).toEqual([202, { data: { to: 'koster@example.org' } }]);
    const rows = await ed.app.db.selectFrom('newsletter_mails').select(['kind', 'to_email', 'issue_id', 'priority', 'status']).execute();
    expect(rows).toEqual([{ kind: 'proof', to_email: 'koster@example.org', issue_id: id, priority: 0, status: 'queued' }]);
    expect((await call(ed.koster, 'POST', '/999/proef')).statusCode).toBe(404);
  });

  it('sends an editor at most PROOF_QUOTA.max proofs in its window, then answers 429 in Dutch with Retry-After; another editor still may', async () => {
    const { id } = await create();
    for (let n = 0; n < PROOF_QUOTA.max; n += 1) expect((await call(ed.koster, 'POST', `/${id}/proef`)).statusCode).toBe(202);
    const refused = await call(ed.koster, 'POST', `/${id}/proef`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/^U heeft net al een aantal proeven gestuurd\. Kijk eerst in uw mailbox; een nieuwe proef kan over \d+ minuten?\.$/) });
    expect((await call(ed.redacteur, 'POST', `/${id}/proef`)).statusCode).toBe(202);
    const proofs = await ed.app.db.selectFrom('newsletter_mails').select('to_email').where('kind', '=', 'proof').execute();
    expect(proofs).toHaveLength(PROOF_QUOTA.max + 1);
  });

  it('sends only what was looked at: without If-Match 428, another version 409, no text 400, a past or far moment 400', async () => {
    const issue = await create();
    expect((await call(ed.redacteur, 'POST', `/${issue.id}/versturen`, {})).statusCode).toBe(428);
    expect((await send({ id: issue.id, version: 7 })).json()).toMatchObject({ code: 'conflict' });
    const empty = await create({ body: '<p> </p>' });
    expect((await send(empty)).json()).toEqual({ code: 'validation_error', message: 'Deze Zijstroom heeft nog geen tekst. Schrijf eerst de tekst en sla die op.', fields: { body: expect.any(String) } });
    expect((await send(issue, { sendAt: '2026-11-25T08:59:00Z' })).json()).toEqual({ code: 'past_moment', message: 'Dit moment is al voorbij. Kies een later moment, of kies "Nu versturen".' });
    expect((await send(issue, { sendAt: '2028-01-01T08:00:00Z' })).json()).toMatchObject({ code: 'validation_error', message: 'Kies een moment binnen een jaar.' });
    expect((await send(issue, { sendAt: 'morgen' })).json()).toMatchObject({ message: 'Vul een geldige datum en tijd in om te versturen.' });
    expect((await call(ed.redacteur, 'GET', `/${issue.id}`)).json().data.status).toBe('draft');
  });

  it('locks an issue once it is to be sent at a moment: no save, delete or earlier version; "Niet versturen" makes it a draft again', async () => {
    const issue = await create();
    const scheduled = await send(issue, { sendAt: '2026-11-27T07:00:00Z' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', sendAt: '2026-11-27T07:00:00.000Z', version: 2 });
    const revisions = (await call(ed.redacteur, 'GET', `/${issue.id}/revisions`)).json().data as { id: number }[];
    const refused = [
      await call(ed.redacteur, 'PUT', `/${issue.id}`, ISSUE, { 'if-match': '"2"' }),
      await call(ed.redacteur, 'DELETE', `/${issue.id}`),
      await call(ed.redacteur, 'POST', `/${issue.id}/revisions/${revisions[0]!.id}/restore`, undefined, { 'if-match': '"2"' }),
      await send({ id: issue.id, version: 2 }),
    ];
    for (const res of refused) expect([res.statusCode, res.json()]).toEqual([409, { code: 'locked', message: expect.stringContaining('kan daarom niet meer veranderen') }]);

    const back = await call(ed.koster, 'POST', `/${issue.id}/niet-versturen`);
    expect(back.json().data).toMatchObject({ status: 'draft', sendAt: null, version: 3 });
    expect((await call(ed.koster, 'POST', `/${issue.id}/niet-versturen`)).json().code).toBe('not_scheduled');
    expect((await call(ed.redacteur, 'DELETE', `/${issue.id}`)).statusCode).toBe(200);
    expect((await audit()).map((row) => row.action)).toEqual(['zijstroom_created', 'zijstroom_scheduled', 'zijstroom_unscheduled', 'zijstroom_deleted']);
    expect((await audit())[1]!.subject).toBe('Zijstroom 6 december (27 november 2026 08.00)');
  });

  it('sends now: one row per confirmed subscriber, the progress counts them, and pause and resume hold and free the waiting ones', async () => {
    await subscribers('anna@example.org', 'piet@example.org', 'kees@example.org');
    const issue = await create();
    const res = await send(issue);
    expect(res.json().data).toMatchObject({ status: 'scheduled', sendAt: '2026-11-25T09:00:00.000Z' });
    await ed.app.newsletter.drain();
    const progress = async () => (await call(ed.redacteur, 'GET', `/${issue.id}/voortgang`)).json().data;
    expect(await progress()).toEqual({ status: 'sending', recipients: 3, sent: 0, failed: 0, skipped: 0, waiting: 3 });
    expect((await call(ed.redacteur, 'GET', '')).json().data[0]).toMatchObject({ status: 'sending', recipients: 3, sent: 0 });

    // One went out (as the worker marks it): "1 van 3 verstuurd".
    await ed.app.db.updateTable('newsletter_mails').set({ status: 'sent', sent_at: NOW }).where('to_email', '=', 'anna@example.org').execute();
    expect(await progress()).toMatchObject({ sent: 1, waiting: 2 });
    expect((await call(ed.redacteur, 'GET', `/${issue.id}`)).json().data.sent).toBe(1);

    expect((await call(ed.redacteur, 'POST', `/${issue.id}/pauzeren`)).json().data.status).toBe('paused');
    const held = await ed.app.db.selectFrom('newsletter_mails').select('status').where('status', '=', 'paused').execute();
    expect(held).toHaveLength(2);
    expect((await call(ed.redacteur, 'POST', `/${issue.id}/pauzeren`)).json()).toEqual({ code: 'not_sending', message: 'Deze Zijstroom wordt nu niet verstuurd: er valt niets te pauzeren.' });
    expect((await call(ed.redacteur, 'POST', `/${issue.id}/hervatten`)).json().data.status).toBe('sending');
    expect((await call(ed.redacteur, 'POST', `/${issue.id}/hervatten`)).json().code).toBe('not_paused');
    expect(await progress()).toMatchObject({ status: 'sending', waiting: 2 });
    expect((await call(ed.redacteur, 'GET', '/999/voortgang')).statusCode).toBe(404);
    expect((await audit()).map((row) => row.action)).toEqual(['zijstroom_created', 'zijstroom_scheduled', 'zijstroom_paused', 'zijstroom_resumed']);
  });

  it('starts an issue set for a moment only when the clock reaches it', async () => {
    await subscribers('anna@example.org');
    const issue = await create();
    await send(issue, { sendAt: '2026-11-25T09:20:00Z' });
    stepClock(20 * 60_000 - 1);
    await ed.app.newsletter.drain();
    expect((await call(ed.redacteur, 'GET', `/${issue.id}/voortgang`)).json().data).toMatchObject({ status: 'scheduled', recipients: 0 });
    stepClock(1);
    await ed.app.newsletter.drain();
    expect((await call(ed.redacteur, 'GET', `/${issue.id}/voortgang`)).json().data).toMatchObject({ status: 'sending', recipients: 1 });
  });
});
