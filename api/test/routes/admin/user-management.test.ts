/**
 * A beheerder's user management: the list (GET /api/admin/users), a new role and switching an
 * account off or on (PATCH /api/admin/users/:id), a new one-time link by mail (POST …/:id/link).
 * The last active beheerder stays, nobody switches themselves off, switching off ends the
 * account's sessions at once, and every change is in the audit log with who, what and IP.
 */
import { holdClockAt, startClockAt } from '../../../src/lib/clock';
import { TEST_NOW } from '../../setup-clock';
import { addUser, asSignedIn, PASSWORD, signedInAs, signIn, type SignedIn } from '../../admin-helper';
import { useApp } from '../../helper';

const IP = '203.0.113.7';

describe('managing the accounts', () => {
  const app = useApp({ config: { publicUrl: 'https://kerk.example.nl' } });
  beforeEach(() => holdClockAt(TEST_NOW));
  afterEach(() => startClockAt(TEST_NOW));

  const patch = (session: SignedIn, id: number | string, payload: unknown) =>
    app().inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: payload as object, headers: asSignedIn(session), remoteAddress: IP });
  const sendLink = (session: SignedIn, id: number) =>
    app().inject({ method: 'POST', url: `/api/admin/users/${id}/link`, headers: asSignedIn(session), remoteAddress: IP });
  const audit = async () => (await app().db.selectFrom('audit_log').select(['action', 'actor_email', 'subject', 'ip']).orderBy('id').execute()).slice(-1)[0];

  it('lists every account, oldest first, with role, on/off, password set and the last sign-in', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    await addUser(app(), 'nieuw@example.org', 'redacteur', null);
    const res = await app().inject({ url: '/api/admin/users', headers: { cookie: beheerder.cookie } });
    expect(res.statusCode).toBe(200);
    // The clock stands at TEST_NOW (20:05 UTC) in this file.
    const today = '2026-11-23T20:05:00.000Z';
    expect(res.json().data).toEqual([
      { id: expect.any(Number), email: 'beheerder@example.org', role: 'beheerder', active: true, passwordSet: true, createdAt: today, lastSignInAt: today },
      { id: expect.any(Number), email: 'nieuw@example.org', role: 'redacteur', active: true, passwordSet: false, createdAt: today, lastSignInAt: null },
    ]);
  });

  it('changes a role: the answer, the account signs in with it, and the audit log records it', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const koster = await addUser(app(), 'koster@example.org', 'redacteur');
    const res = await patch(beheerder, koster.id, { role: 'beheerder' });
    expect([res.statusCode, res.json().data]).toEqual([200, expect.objectContaining({ id: koster.id, role: 'beheerder', active: true })]);
    expect((await signIn(app(), 'koster@example.org')).res.json().data.user.role).toBe('beheerder');
    const [changed] = await app().db.selectFrom('audit_log').select(['action', 'actor_email', 'subject', 'ip']).where('action', '=', 'user_role_changed').execute();
    expect(changed).toEqual({ action: 'user_role_changed', actor_email: 'beheerder@example.org', subject: 'koster@example.org (redacteur → beheerder)', ip: IP });
  });

  it("never demotes or switches off the last active beheerder: 409 'last_beheerder' in Dutch, nothing changed", async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const other = await addUser(app(), 'tweede@example.org', 'beheerder');
    await patch(beheerder, other.id, { active: false });
    const me = (await app().accounts.users.findByEmail('beheerder@example.org'))!;
    const before = await app().db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const change of [{ role: 'redacteur' }, { role: 'redacteur', active: true }]) {
      const res = await patch(beheerder, me.id, change);
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { code: 'last_beheerder', message: 'Er moet altijd minstens één actieve beheerder zijn. Maak eerst iemand anders beheerder.' },
      ]);
    }
    expect((await app().accounts.users.findById(me.id))?.role).toBe('beheerder');
    const after = await app().db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // With a second active beheerder, the first may become a redacteur.
    await patch(beheerder, other.id, { active: true });
    expect((await patch(beheerder, me.id, { role: 'redacteur' })).statusCode).toBe(200);
  });

  it('keeps one active beheerder when two demote each other at once', async () => {
    const a = await signedInAs(app(), 'beheerder', 'a@example.org');
    const b = await signedInAs(app(), 'beheerder', 'b@example.org');
    const idA = (await app().accounts.users.findByEmail('a@example.org'))!.id;
    const idB = (await app().accounts.users.findByEmail('b@example.org'))!.id;
    const answers = await Promise.all([patch(a, idB, { role: 'redacteur' }), patch(b, idA, { role: 'redacteur' })]);
    // One wins. The other is refused by the rule (409), or, when the winner's change came first, as no
    // beheerder any more (403): on SQLite the two always meet inside the rule, on PostgreSQL either may happen.
    const [won, lost] = answers.map((res) => res.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const beheerders = await app().db.selectFrom('users').select('email').where('role', '=', 'beheerder').where('active', '=', 1).execute();
    expect(beheerders).toHaveLength(1);
  });

  it("refuses to switch one's own account off: 409 'deactivate_self' in Dutch", async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    await addUser(app(), 'tweede@example.org', 'beheerder');
    const me = (await app().accounts.users.findByEmail('beheerder@example.org'))!;
    const res = await patch(beheerder, me.id, { active: false });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: 'deactivate_self', message: 'U kunt uw eigen account niet uitschakelen. Vraag een andere beheerder om dat te doen.' },
    ]);
    expect((await app().inject({ url: '/api/admin/session', headers: { cookie: beheerder.cookie } })).statusCode).toBe(200);
  });

  it('switching an account off ends its sessions at once and blocks signing in; switching it on again lets it in', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const redacteur = await signedInAs(app(), 'redacteur');
    const id = (await app().accounts.users.findByEmail('redacteur@example.org'))!.id;
    const off = await patch(beheerder, id, { active: false });
    expect([off.statusCode, off.json().data.active]).toEqual([200, false]);
    expect(await app().db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await audit()).toEqual({ action: 'user_deactivated', actor_email: 'beheerder@example.org', subject: 'redacteur@example.org', ip: IP });
    expect((await app().inject({ url: '/api/admin/session', headers: { cookie: redacteur.cookie } })).statusCode).toBe(401);
    expect((await app().inject({ method: 'POST', url: '/api/admin/session', payload: { email: 'redacteur@example.org', password: PASSWORD } })).statusCode).toBe(401);

    const on = await patch(beheerder, id, { active: true });
    expect([on.statusCode, on.json().data.active]).toEqual([200, true]);
    expect(await audit()).toEqual({ action: 'user_reactivated', actor_email: 'beheerder@example.org', subject: 'redacteur@example.org', ip: IP });
    await signIn(app(), 'redacteur@example.org');
  });

  it.each([
    [{}, 400],
    [{ role: 'paus' }, 400],
    [{ active: 'ja' }, 400],
    [{ role: '' }, 400],
  ])('answers %j with %i and a Dutch message', async (payload, status) => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const other = await addUser(app(), 'ander@example.org', 'redacteur');
    const res = await patch(beheerder, other.id, payload);
    expect([res.statusCode, res.json()]).toEqual([status, expect.objectContaining({ code: 'bad_request', message: expect.any(String) })]);
  });

  it("answers 404 'not_found' for an account that does not exist, and 400 for an id that is no number", async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    expect((await patch(beheerder, 999, { role: 'redacteur' })).json()).toEqual({ code: 'not_found', message: 'Dit account bestaat niet (meer).' });
    expect((await patch(beheerder, 'abc', { role: 'redacteur' })).statusCode).toBe(400);
    expect((await sendLink(beheerder, 999)).statusCode).toBe(404);
  });

  it('mails a new link: the invitation again before a password is set, and earlier links stop working', async () => {
    await app().inject({ method: 'POST', url: '/api/admin/users', payload: { email: 'diaken@example.org', role: 'redacteur' }, headers: asSignedIn(await signedInAs(app(), 'beheerder')) });
    const diaken = (await app().accounts.users.findByEmail('diaken@example.org'))!;
    startClockAt('2026-11-25T09:00:00Z'); // the invitation's link has expired
    const beheerder = await signIn(app(), 'beheerder@example.org');
    const res = await sendLink(beheerder, diaken.id);
    expect([res.statusCode, res.json()]).toEqual([202, { data: { message: 'Er is een nieuwe link gestuurd naar diaken@example.org.' } }]);
    const mails = await app().db.selectFrom('account_mails').select(['to_email', 'subject', 'body']).orderBy('created_at').execute();
    expect(mails.map((m) => [m.to_email, m.subject])).toEqual([
      ['diaken@example.org', 'Uw account voor het beheer van de website'],
      ['diaken@example.org', 'Uw account voor het beheer van de website'],
    ]);
    // The invitation again, from whoever sent the new link.
    expect(mails[1]!.body).toContain('beheerder@example.org heeft u uitgenodigd om mee te werken aan de website van de kerk, als redacteur.');
    const tokenOf = (body: string) => body.match(/https:\/\/kerk\.example\.nl\/beheer\/wachtwoord\?token=([A-Za-z0-9_-]{43})/)![1]!;
    const setWith = (token: string) => app().inject({ method: 'POST', url: '/api/admin/password', payload: { token, password: PASSWORD } });
    expect((await setWith(tokenOf(mails[0]!.body))).json().code).toBe('token_used');
    expect((await setWith(tokenOf(mails[1]!.body))).statusCode).toBe(200);
    expect(await audit()).toEqual(expect.objectContaining({ action: 'password_set' }));
    const [sent] = await app().db.selectFrom('audit_log').select(['actor_email', 'subject', 'ip']).where('action', '=', 'user_link_sent').execute();
    expect(sent).toEqual({ actor_email: 'beheerder@example.org', subject: 'diaken@example.org', ip: IP });
  });

  it('mails an account with a password the "new link" mail, and refuses a switched-off account', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const koster = await addUser(app(), 'koster@example.org', 'redacteur');
    expect((await sendLink(beheerder, koster.id)).statusCode).toBe(202);
    const [mail] = await app().db.selectFrom('account_mails').select(['subject']).execute();
    expect(mail?.subject).toBe('Nieuwe link voor het beheer van de website');
    await patch(beheerder, koster.id, { active: false });
    const res = await sendLink(beheerder, koster.id);
    expect([res.statusCode, res.json()]).toEqual([409, { code: 'user_inactive', message: 'Dit account is uitgeschakeld. Schakel het eerst weer in.' }]);
  });

  it('is for beheerders only: 401 without a session, 403 for a redacteur', async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const id = (await app().accounts.users.findByEmail('redacteur@example.org'))!.id;
    expect((await app().inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await app().inject({ url: '/api/admin/users', headers: { cookie: redacteur.cookie } })).statusCode).toBe(403);
    expect((await patch(redacteur, id, { role: 'beheerder' })).statusCode).toBe(403);
    expect((await sendLink(redacteur, id)).statusCode).toBe(403);
    expect((await app().accounts.users.findById(id))?.role).toBe('redacteur');
  });
});
