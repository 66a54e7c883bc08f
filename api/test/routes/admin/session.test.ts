/**
 * Sessions: signing in sets a new session every time (no fixation), the cookie's attributes, who is
 * signed in, idle (30 minutes) and absolute (12 hours) expiry by the one clock, signing out and
 * signing out everywhere.
 */
import { holdClockAt, startClockAt } from '../../../src/lib/clock';
import { addUser, asSignedIn, PASSWORD, sessionCookieOf, signIn } from '../../admin-helper';
import { useApp } from '../../helper';
import { TEST_NOW } from '../../setup-clock';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(new Date(TEST_NOW).getTime() + minutes * MINUTE);

describe('admin sessions', () => {
  const app = useApp();
  afterEach(() => startClockAt(TEST_NOW));
  const getSession = (cookie?: string) => app().inject({ url: '/api/admin/session', headers: cookie ? { cookie } : {} });

  it('signs in with e-mail (any case) and password: 200 with who, role, expiry times and a CSRF token', async () => {
    await addUser(app(), 'scriba@example.org', 'redacteur');
    holdClockAt(TEST_NOW);
    const { res, cookie } = await signIn(app(), 'Scriba@Example.ORG ');
    const { data } = res.json();
    expect(data).toEqual({
      user: { id: expect.any(Number), email: 'scriba@example.org', role: 'redacteur' },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      idleExpiresAt: expect.any(String),
      absoluteExpiresAt: expect.any(String),
      now: expect.any(String),
    });
    // The server's clock, so the app measures the time left against it, not against its own.
    // Held at TEST_NOW, so the instants are exact however long signing in takes.
    expect([data.now, data.idleExpiresAt, data.absoluteExpiresAt]).toEqual([at(0), at(30), at(12 * 60)].map((d) => d.toISOString()));
    expect((await getSession(cookie)).json().data.user.email).toBe('scriba@example.org');
  });

  it('sets the cookie HttpOnly, SameSite=Strict, Path=/, without Secure over plain http', async () => {
    await addUser(app(), 'scriba@example.org');
    const { res } = await signIn(app(), 'scriba@example.org');
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^kerk_sessie=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
  });

  it("answers 401 'invalid_credentials' in Dutch for a wrong password and for an unknown address alike", async () => {
    await addUser(app(), 'scriba@example.org');
    for (const payload of [{ email: 'scriba@example.org', password: 'Verkeerd-wachtwoord-1' }, { email: 'niemand@example.org', password: PASSWORD }]) {
      const res = await app().inject({ method: 'POST', url: '/api/admin/session', payload });
      expect([res.statusCode, res.json()]).toEqual([401, { code: 'invalid_credentials', message: 'Het e-mailadres of het wachtwoord is niet juist.' }]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an account without a password yet and a deactivated one', async () => {
    await addUser(app(), 'nieuw@example.org', 'redacteur', null);
    const gone = await addUser(app(), 'oud@example.org');
    await app().db.updateTable('users').set({ active: 0 }).where('id', '=', gone.id).execute();
    for (const email of ['nieuw@example.org', 'oud@example.org']) {
      const res = await app().inject({ method: 'POST', url: '/api/admin/session', payload: { email, password: PASSWORD } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('gives a new session id at every sign-in and ends the session the browser brought (no fixation)', async () => {
    await addUser(app(), 'scriba@example.org');
    const first = await signIn(app(), 'scriba@example.org');
    const second = await signIn(app(), 'scriba@example.org', PASSWORD, { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.csrfToken).not.toBe(first.csrfToken);
    expect((await getSession(first.cookie)).statusCode).toBe(401);
    expect((await getSession(second.cookie)).statusCode).toBe(200);
    // Only the hash of the token is stored.
    const ids = await app().db.selectFrom('sessions').select('id').execute();
    expect(ids).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(second.cookie).not.toContain(ids[0]!.id);
  });

  it('ignores a session id a browser makes up: signing in still starts a new one', async () => {
    await addUser(app(), 'scriba@example.org');
    const planted = `kerk_sessie=${'A'.repeat(43)}`;
    const { cookie } = await signIn(app(), 'scriba@example.org', PASSWORD, { cookie: planted });
    expect(cookie).not.toBe(planted);
    expect((await getSession(planted)).statusCode).toBe(401);
  });

  it('ends a session 30 minutes after its last call (401 session_expired), and every call but GET session extends it', async () => {
    await addUser(app(), 'scriba@example.org');
    holdClockAt(TEST_NOW);
    const session = await signIn(app(), 'scriba@example.org');
    holdClockAt(at(25));
    const renewed = await app().inject({ method: 'POST', url: '/api/admin/session/renew', headers: asSignedIn(session) });
    const idleEnd: string = renewed.json().data.idleExpiresAt;
    expect(idleEnd).toBe(at(55).toISOString());
    holdClockAt(at(50));
    // Reading the session does not lengthen it.
    expect((await getSession(session.cookie)).json().data.idleExpiresAt).toBe(idleEnd);
    holdClockAt(idleEnd);
    const res = await getSession(session.cookie);
    expect([res.statusCode, res.json()]).toEqual([401, { code: 'session_expired', message: 'U was een tijd niet actief en bent daarom afgemeld. Meld u opnieuw aan.' }]);
    expect(String(res.headers['set-cookie'])).toMatch(/^kerk_sessie=; Max-Age=0; Path=\/;.*Expires=Thu, 01 Jan 1970/);
    expect(await app().db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('ends a session 12 hours after signing in, however active it was', async () => {
    await addUser(app(), 'scriba@example.org');
    const session = await signIn(app(), 'scriba@example.org');
    const end: string = session.res.json().data.absoluteExpiresAt;
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      holdClockAt(at(minutes));
      const res = await app().inject({ method: 'POST', url: '/api/admin/session/renew', headers: asSignedIn(session) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.idleExpiresAt <= end).toBe(true);
    }
    holdClockAt(end);
    expect((await getSession(session.cookie)).json().code).toBe('session_expired');
  });

  it('signs out: 204, the cookie is cleared and the session no longer works', async () => {
    await addUser(app(), 'scriba@example.org');
    const session = await signIn(app(), 'scriba@example.org');
    const res = await app().inject({ method: 'DELETE', url: '/api/admin/session', headers: asSignedIn(session) });
    expect(res.statusCode).toBe(204);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(/^kerk_sessie=; Max-Age=0/);
    expect((await getSession(session.cookie)).json()).toEqual({ code: 'not_signed_in', message: 'U bent niet aangemeld. Meld u aan om verder te gaan.' });
  });

  it("signs out everywhere: every session of that user ends, another user's stays", async () => {
    await addUser(app(), 'scriba@example.org');
    await addUser(app(), 'koster@example.org', 'redacteur');
    const laptop = await signIn(app(), 'scriba@example.org');
    const phone = await signIn(app(), 'scriba@example.org');
    const other = await signIn(app(), 'koster@example.org');
    const res = await app().inject({ method: 'DELETE', url: '/api/admin/sessions', headers: asSignedIn(phone) });
    expect(res.statusCode).toBe(204);
    expect((await getSession(laptop.cookie)).statusCode).toBe(401);
    expect((await getSession(phone.cookie)).statusCode).toBe(401);
    expect((await getSession(other.cookie)).statusCode).toBe(200);
  });

  it('ends the sessions of an account that is deactivated', async () => {
    const user = await addUser(app(), 'scriba@example.org');
    const session = await signIn(app(), 'scriba@example.org');
    await app().db.updateTable('users').set({ active: 0 }).where('id', '=', user.id).execute();
    expect((await getSession(session.cookie)).statusCode).toBe(401);
  });
});

describe('admin sessions over TLS (TRUST_PROXY, X-Forwarded-Proto: https)', () => {
  const app = useApp({ config: { trustProxy: true } });

  it('names the cookie __Host-kerk_sessie and marks it Secure; the plain name is not read there', async () => {
    await addUser(app(), 'scriba@example.org');
    const tls = { 'x-forwarded-proto': 'https' };
    const { res, cookie } = await signIn(app(), 'scriba@example.org', PASSWORD, tls);
    expect(String(res.headers['set-cookie'])).toMatch(/^__Host-kerk_sessie=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect((await app().inject({ url: '/api/admin/session', headers: { ...tls, cookie } })).statusCode).toBe(200);
    const plain = cookie.replace('__Host-', '');
    expect((await app().inject({ url: '/api/admin/session', headers: { ...tls, cookie: plain } })).statusCode).toBe(401);
  });
});
