/**
 * Inviting someone (POST /api/admin/users, beheerders only): a new account and its one-time link
 * by mail through the account outbox; the audit log records it and a beheerder reads the log
 * (GET /api/admin/audit) with who, when, what and from which IP, newest first.
 */
import { asSignedIn, PASSWORD, signedInAs, signIn } from '../../admin-helper';
import { build, useApp } from '../../helper';

describe('inviting and the audit log', () => {
  const app = useApp({ config: { publicUrl: 'https://kerk.example.nl' } });
  const invite = (headers: Record<string, string>, payload: object) =>
    app().inject({ method: 'POST', url: '/api/admin/users', payload, headers, remoteAddress: '203.0.113.9' });

  it('invites by e-mail: 201 with the account, a mail with a working link, and the new account signs in', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const res = await invite(asSignedIn(beheerder), { email: ' Diaken@Example.org ', role: 'redacteur' });
    expect([res.statusCode, res.json()]).toEqual([201, { data: { id: expect.any(Number), email: 'diaken@example.org', role: 'redacteur' } }]);
    const [mail] = await app().db.selectFrom('account_mails').selectAll().execute();
    expect(mail).toMatchObject({ to_email: 'diaken@example.org', subject: 'Uw account voor het beheer van de website', status: 'queued' });
    const token = mail!.body.match(/https:\/\/kerk\.example\.nl\/beheer\/wachtwoord\?token=([A-Za-z0-9_-]{43})/)![1]!;
    const set = await app().inject({ method: 'POST', url: '/api/admin/password', payload: { token, password: PASSWORD } });
    expect(set.statusCode).toBe(200);
    const diaken = await signIn(app(), 'diaken@example.org');
    expect(diaken.res.json().data.user.role).toBe('redacteur');
  });

  it('says in the mail who invited, with which role and what it may do, the link and how long, and where to sign in', async () => {
    const beheerder = await signedInAs(app(), 'beheerder', 'scriba@example.org');
    await invite(asSignedIn(beheerder), { email: 'koster@example.org', role: 'redacteur' });
    await invite(asSignedIn(beheerder), { email: 'ouderling@example.org', role: 'beheerder' });
    const [koster, ouderling] = await app().db.selectFrom('account_mails').select(['to_email', 'body']).orderBy('created_at').orderBy('to_email').execute();
    const link = /^https:\/\/kerk\.example\.nl\/beheer\/wachtwoord\?token=[A-Za-z0-9_-]{43}$/m;
    expect(koster!.body.replace(link, '<link>')).toBe(
      [
        'Goedendag,',
        '',
        'scriba@example.org heeft u uitgenodigd om mee te werken aan de website van de kerk, als redacteur.',
        "Een redacteur mag de inhoud van de website bijwerken: pagina's, kerkdiensten, nieuws, de agenda, het pastoraal team, de kerken, de taakgroepen en foto's.",
        '',
        'Kies eerst uw wachtwoord met deze link:',
        '<link>',
        '',
        'De link werkt 24 uur en maar één keer. Is hij verlopen? Vraag dan op de aanmeldpagina een nieuwe aan met "Wachtwoord vergeten", of vraag scriba@example.org om een nieuwe uitnodiging.',
        '',
        'Daarna meldt u zich voortaan hier aan:',
        'https://kerk.example.nl/beheer',
        'met uw e-mailadres (koster@example.org) en het wachtwoord dat u heeft gekozen.',
        '',
        'Kent u scriba@example.org niet, of verwachtte u deze e-mail niet? Dan kunt u hem negeren: zonder wachtwoord kan niemand met dit account iets doen.',
      ].join('\n'),
    );
    expect(ouderling!.body).toContain('scriba@example.org heeft u uitgenodigd om mee te werken aan de website van de kerk, als beheerder.\nEen beheerder mag alles in het beheer');
    expect(ouderling!.body).toContain('met uw e-mailadres (ouderling@example.org)');
  });

  it('names the origin the beheerder uses in the mail when PUBLIC_URL is not set, as its links do', async () => {
    const local = build({ config: { publicUrl: undefined } });
    try {
      const beheerder = await signedInAs(local, 'beheerder');
      const res = await local.inject({ method: 'POST', url: '/api/admin/users', payload: { email: 'koster@example.org', role: 'redacteur' }, headers: { ...asSignedIn(beheerder), host: 'kerk.example.nl' } });
      expect(res.statusCode).toBe(201);
      const [mail] = await local.db.selectFrom('account_mails').select('body').execute();
      expect(mail!.body).toMatch(/^http:\/\/kerk\.example\.nl\/beheer\/wachtwoord\?token=/m);
      expect(mail!.body).toContain('\nhttp://kerk.example.nl/beheer\nmet uw e-mailadres');
    } finally {
      await local.close();
    }
  });

  it("answers 409 'user_exists' for an address that has an account, and sends nothing", async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const res = await invite(asSignedIn(beheerder), { email: 'BEHEERDER@example.org', role: 'beheerder' });
    expect([res.statusCode, res.json()]).toEqual([409, { code: 'user_exists', message: 'Er is al een account met dit e-mailadres.' }]);
    expect(await app().db.selectFrom('account_mails').selectAll().execute()).toEqual([]);
  });

  it.each([
    [{ email: 'geen-adres', role: 'redacteur' }, 'E-mailadres is niet juist'],
    [{ email: 'a@b.nl', role: 'paus' }, 'Rol is niet juist'],
    [{ email: 'a@b.nl' }, 'Rol is verplicht'],
  ])('answers 400 in Dutch for %j', async (payload, message) => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const res = await invite(asSignedIn(beheerder), payload);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('records sign-in, invitation, password set and sign-out with who, when, what and IP, newest first', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    await invite(asSignedIn(beheerder), { email: 'koster@example.org', role: 'redacteur' });
    const link = await app().accounts.links.newLink('koster@example.org', 'https://kerk.example.nl');
    await app().inject({ method: 'POST', url: '/api/admin/password', payload: { token: new URL(link!).searchParams.get('token'), password: PASSWORD }, remoteAddress: '198.51.100.4' });
    const koster = await signIn(app(), 'koster@example.org');
    await app().inject({ method: 'DELETE', url: '/api/admin/session', headers: asSignedIn(koster) });

    const res = await app().inject({ url: '/api/admin/audit', headers: { cookie: beheerder.cookie } });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ page: 1, pageSize: 50, total: 5 });
    expect(data.map((e: { action: string; actor: string; subject: string; ip: string }) => [e.action, e.actor, e.subject, e.ip])).toEqual([
      ['sign_out', 'koster@example.org', '', '127.0.0.1'],
      ['sign_in', 'koster@example.org', '', '127.0.0.1'],
      ['password_set', 'koster@example.org', 'koster@example.org', '198.51.100.4'],
      ['user_invited', 'beheerder@example.org', 'koster@example.org (redacteur)', '203.0.113.9'],
      ['sign_in', 'beheerder@example.org', '', '127.0.0.1'],
    ]);
    for (const entry of data) expect(new Date(entry.at).toISOString()).toBe(entry.at);
    const page = await app().inject({ url: '/api/admin/audit?page=2&pageSize=2', headers: { cookie: beheerder.cookie } });
    expect(page.json().data.map((e: { action: string }) => e.action)).toEqual(['password_set', 'user_invited']);
  });
});
