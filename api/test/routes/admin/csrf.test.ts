/**
 * CSRF: every state-changing admin call needs the session's token in X-CSRF-Token (a token of
 * another session, a wrong or a missing one → 403), and comes from this site: a foreign Origin or
 * `Sec-Fetch-Site: cross-site` is refused, signing in included (its cookie is SameSite=Strict).
 */
import { addUser, asSignedIn, PASSWORD, signIn, signedInAs } from '../../admin-helper';
import { useApp } from '../../helper';

const CSRF_REFUSED = { code: 'csrf_failed', message: 'Dit verzoek kon niet worden gecontroleerd. Vernieuw de pagina en probeer het opnieuw.' };
const FOREIGN = { code: 'foreign_origin', message: 'Dit verzoek komt niet van deze website.' };

/** Every state-changing call a signed-in beheerder can make, with a valid body. */
const CALLS = [
  { method: 'DELETE', url: '/api/admin/session' },
  { method: 'DELETE', url: '/api/admin/sessions' },
  { method: 'POST', url: '/api/admin/session/renew' },
  { method: 'POST', url: '/api/admin/users', payload: { email: 'nieuw@example.org', role: 'redacteur' } },
] as const;

describe('CSRF protection of the admin API', () => {
  const app = useApp({ config: { publicUrl: 'https://kerk.example.nl' } });

  it.each(CALLS)('$method $url: 403 without X-CSRF-Token, and nothing happens', async (call) => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const res = await app().inject({ ...call, headers: { cookie: beheerder.cookie } });
    expect([res.statusCode, res.json()]).toEqual([403, CSRF_REFUSED]);
    expect(await app().db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
    expect(await app().db.selectFrom('users').select('email').execute()).toEqual([{ email: 'beheerder@example.org' }]);
  });

  it.each(CALLS)('$method $url: 403 with a wrong token or the token of another session', async (call) => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const other = await signIn(app(), 'beheerder@example.org');
    for (const token of ['x', '', beheerder.csrfToken.slice(0, -1), other.csrfToken]) {
      const res = await app().inject({ ...call, headers: { cookie: beheerder.cookie, 'x-csrf-token': token } });
      expect([res.statusCode, res.json()]).toEqual([403, CSRF_REFUSED]);
    }
  });

  it.each(CALLS)('$method $url: accepted with the session token', async (call) => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const res = await app().inject({ ...call, headers: asSignedIn(beheerder, { origin: 'https://kerk.example.nl' }) });
    expect(res.statusCode).toBeLessThan(300);
  });

  it.each([
    ...CALLS,
    { method: 'POST', url: '/api/admin/password-reset', payload: { email: 'beheerder@example.org' } },
    { method: 'POST', url: '/api/admin/password/check', payload: { token: 'A'.repeat(43) } },
  ])(
    '$method $url: 403 from a page of another site, even with the right token',
    async (call) => {
      const beheerder = await signedInAs(app(), 'beheerder');
      const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
      for (const headers of foreign) {
        const res = await app().inject({ ...call, headers: asSignedIn(beheerder, headers) });
        expect([res.statusCode, res.json()]).toEqual([403, FOREIGN]);
      }
    },
  );

  it('refuses a sign-in posted by another site (login CSRF) and accepts one from PUBLIC_URL or the own host', async () => {
    await addUser(app(), 'scriba@example.org');
    const post = (headers: Record<string, string>) =>
      app().inject({ method: 'POST', url: '/api/admin/session', payload: { email: 'scriba@example.org', password: PASSWORD }, headers });
    expect((await post({ origin: 'https://evil.example' })).json()).toEqual(FOREIGN);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'https://kerk.example.nl' })).statusCode).toBe(200);
    expect((await post({ origin: 'http://localhost:8080', host: 'localhost:8080' })).statusCode).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('needs no token to read: GET session and GET audit answer with the cookie alone', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    for (const url of ['/api/admin/session', '/api/admin/audit']) {
      expect((await app().inject({ url, headers: { cookie: beheerder.cookie } })).statusCode).toBe(200);
    }
  });
});
