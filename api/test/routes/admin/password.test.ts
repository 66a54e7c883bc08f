/**
 * One-time links: setting a password with one (24 hours, once), "Wachtwoord vergeten" (the same
 * 202 whether or not the address has an account, a mail through the account outbox only for an
 * active account), and the password rules in Dutch.
 */
import { holdClockAt, startClockAt, stepClock } from '../../../src/lib/clock';
import { createAccountMailOutbox } from '../../../src/plugins/app/accounts/account-mail';
import { addUser, PASSWORD, signedInAs, signIn } from '../../admin-helper';
import { useApp } from '../../helper';
import { TEST_NOW } from '../../setup-clock';

const HOUR = 3_600_000;
const NEW_LINK = 'Vraag een nieuwe link aan met "Wachtwoord vergeten", of vraag de beheerder van de website om een nieuwe uitnodiging.';
const USED = `Deze link is al gebruikt (een link werkt maar één keer), of er is daarna een nieuwere gestuurd. Heeft u uw wachtwoord al gekozen? Meld u dan gewoon aan. ${NEW_LINK}`;
const NEW_PASSWORD = 'Klokkentoren-Batenburg-12';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('one-time links', () => {
  const app = useApp({ config: { publicUrl: 'https://kerk.example.nl' } });
  afterEach(() => startClockAt(TEST_NOW));
  const setPassword = (token: string, password = NEW_PASSWORD) => app().inject({ method: 'POST', url: '/api/admin/password', payload: { token, password } });
  const newAccount = async (email = 'scriba@example.org') => {
    await app().ready();
    const added = await app().accounts.links.addUser(email, 'redacteur', 'https://kerk.example.nl');
    return tokenOf(added!.link);
  };
  const mails = () => app().db.selectFrom('account_mails').selectAll().orderBy('created_at').execute();

  it('sets the password with the link, after which the account signs in with it', async () => {
    const token = await newAccount();
    const res = await setPassword(token);
    expect([res.statusCode, res.json()]).toEqual([200, { data: { message: 'Uw wachtwoord is ingesteld. U kunt zich nu aanmelden.' } }]);
    expect((await signIn(app(), 'scriba@example.org', NEW_PASSWORD)).res.statusCode).toBe(200);
    const [row] = await app().db.selectFrom('users').select('password_hash').execute();
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("works once: a second use answers 400 'token_used'", async () => {
    const token = await newAccount();
    expect((await setPassword(token)).statusCode).toBe(200);
    const again = await setPassword(token, 'Een-ander-wachtwoord-99');
    expect([again.statusCode, again.json()]).toEqual([400, { code: 'token_used', message: USED }]);
    expect((await signIn(app(), 'scriba@example.org', NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it("works 24 hours: after that 400 'token_expired'", async () => {
    // Held: the link is made at TEST_NOW and the clock moves only when stepped, however long that takes.
    holdClockAt(TEST_NOW);
    const token = await newAccount();
    stepClock(24 * HOUR - 1);
    expect((await app().inject({ method: 'POST', url: '/api/admin/password/check', payload: { token } })).json()).toEqual({ data: { state: 'usable' } });
    stepClock(1);
    const res = await setPassword(token);
    expect([res.statusCode, res.json().code]).toEqual([400, 'token_expired']);
  });

  it("refuses a token that was never given: 400 'token_invalid'", async () => {
    for (const token of ['x', 'A'.repeat(43), '../../etc/passwd']) {
      const res = await setPassword(token);
      expect([res.statusCode, res.json().code]).toEqual([400, 'token_invalid']);
    }
  });

  it('refuses a weak password in Dutch and leaves the link working', async () => {
    const token = await newAccount();
    for (const [password, message] of [
      ['kort', 'Wachtwoord moet minimaal 12 tekens bevatten'],
      ['wachtwoord12', 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.'],
      ['scriba@example.org', 'Kies een wachtwoord dat niet uw e-mailadres is.'],
    ]) {
      const res = await setPassword(token, password);
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'validation_error', message, fields: { password: message } }]);
    }
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('a new password ends every session of the account', async () => {
    await addUser(app(), 'scriba@example.org');
    const session = await signIn(app(), 'scriba@example.org');
    const link = await app().accounts.links.newLink('scriba@example.org', 'https://kerk.example.nl');
    expect((await setPassword(tokenOf(link!))).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/admin/session', headers: { cookie: session.cookie } })).statusCode).toBe(401);
  });

  it('only the newest link works', async () => {
    const first = await newAccount();
    const second = tokenOf((await app().accounts.links.newLink('scriba@example.org', 'https://kerk.example.nl'))!);
    expect((await setPassword(first)).json().code).toBe('token_used');
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  describe('checking a link before its form shows', () => {
    const check = (token: string, ip = '203.0.113.7') => app().inject({ method: 'POST', url: '/api/admin/password/check', payload: { token }, remoteAddress: ip });

    it('says a new link can set the password, and checking does not use it up', async () => {
      const token = await newAccount();
      for (let i = 0; i < 2; i++) expect([(await check(token)).statusCode, (await check(token)).json()]).toEqual([200, { data: { state: 'usable' } }]);
      expect((await setPassword(token)).statusCode).toBe(200);
    });

    it('says a used link is used, in Dutch with what to do, before any password is typed', async () => {
      const token = await newAccount();
      expect((await setPassword(token)).statusCode).toBe(200);
      const res = await check(token);
      expect([res.statusCode, res.json()]).toEqual([200, { data: { state: 'used', message: USED } }]);
    });

    it('says a link replaced by a newer one is used, an expired one expired and an unknown one not valid', async () => {
      const first = await newAccount();
      const second = tokenOf((await app().accounts.links.newLink('scriba@example.org', 'https://kerk.example.nl'))!);
      expect((await check(first)).json().data.state).toBe('used');
      expect((await check('A'.repeat(43))).json()).toEqual({
        data: { state: 'invalid', message: `Deze link is niet geldig. Controleer of u de hele link uit de e-mail heeft gebruikt. ${NEW_LINK}` },
      });
      expect((await check('x')).json().data.state).toBe('invalid');
      stepClock(24 * HOUR);
      expect((await check(second)).json()).toEqual({ data: { state: 'expired', message: `Deze link is verlopen. ${NEW_LINK}` } });
    });

    it('says the link of a switched-off account is not valid, as setting the password would', async () => {
      const token = await newAccount();
      await app().db.updateTable('users').set({ active: 0 }).execute();
      expect((await check(token)).json().data.state).toBe('invalid');
      expect((await setPassword(token)).json().code).toBe('token_invalid');
    });

    it('answers 429 in Dutch after 30 checks from one client within an hour; another client goes on', async () => {
      // Held, and Date.now with it (@fastify/rate-limit's store reads Date.now, not the app's clock):
      // a running clock makes the hour's last second 3599 on a busy machine.
      holdClockAt(TEST_NOW);
      const held = jest.spyOn(Date, 'now').mockReturnValue(Date.parse(TEST_NOW));
      try {
        const token = await newAccount();
        for (let i = 0; i < 30; i++) expect((await check(token)).statusCode).toBe(200);
        const res = await check(token);
        expect([res.statusCode, res.json(), res.headers['retry-after']]).toEqual([
          429,
          { code: 'too_many_requests', message: 'U heeft te vaak een link geopend. Probeer het over 60 minuten opnieuw.', retryAfterMinutes: 60 },
          '3600',
        ]);
        expect((await check(token, '198.51.100.1')).statusCode).toBe(200);
      } finally {
        held.mockRestore();
      }
    });

    it('refuses a body without a token with 400', async () => {
      const res = await app().inject({ method: 'POST', url: '/api/admin/password/check', payload: {} });
      expect([res.statusCode, res.json().code]).toEqual([400, 'bad_request']);
    });
  });

  describe('Wachtwoord vergeten', () => {
    const reset = (email: string, ip = '203.0.113.7') => app().inject({ method: 'POST', url: '/api/admin/password-reset', payload: { email }, remoteAddress: ip });
    const ACCEPTED = {
      data: { message: 'Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.' },
    };

    it('answers the same 202 for a known and an unknown address; only the known one gets a mail with a working link', async () => {
      await addUser(app(), 'scriba@example.org');
      const known = await reset('Scriba@example.org');
      const unknown = await reset('niemand@example.org');
      expect([known.statusCode, known.json()]).toEqual([202, ACCEPTED]);
      expect([unknown.statusCode, unknown.body]).toEqual([202, known.body]);
      const [mail, ...others] = await mails();
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ to_email: 'scriba@example.org', status: 'queued', subject: 'Nieuw wachtwoord voor het beheer van de website' });
      const link = mail!.body.match(/https:\/\/kerk\.example\.nl\/beheer\/wachtwoord\?token=[A-Za-z0-9_-]{43}/)![0];
      expect(mail!.body).toContain('De link werkt 24 uur en maar één keer.');
      expect((await setPassword(tokenOf(link))).statusCode).toBe(200);
      expect((await signIn(app(), 'scriba@example.org', NEW_PASSWORD)).res.statusCode).toBe(200);
      // The old password no longer works.
      expect((await app().inject({ method: 'POST', url: '/api/admin/session', payload: { email: 'scriba@example.org', password: PASSWORD } })).statusCode).toBe(401);
    });

    it('sends no mail to a deactivated account, and no second mail within 5 minutes', async () => {
      holdClockAt(TEST_NOW);
      const gone = await addUser(app(), 'oud@example.org');
      await app().db.updateTable('users').set({ active: 0 }).where('id', '=', gone.id).execute();
      await addUser(app(), 'scriba@example.org');
      await reset('oud@example.org');
      await reset('scriba@example.org');
      await reset('scriba@example.org', '198.51.100.1');
      expect((await mails()).map((m) => m.to_email)).toEqual(['scriba@example.org']);
      stepClock(5 * 60_000 - 1);
      await reset('scriba@example.org');
      expect(await mails()).toHaveLength(1);
      stepClock(1);
      await reset('scriba@example.org');
      expect(await mails()).toHaveLength(2);
    });

    it('answers 429 in Dutch after 5 requests from one client within an hour', async () => {
      for (let i = 0; i < 5; i++) expect((await reset(`a${i}@example.org`)).statusCode).toBe(202);
      const res = await reset('a6@example.org');
      expect([res.statusCode, res.json()]).toEqual([429, { code: 'too_many_requests', message: 'U heeft te vaak een nieuwe link aangevraagd. Probeer het over 60 minuten opnieuw.' }]);
      expect((await reset('a7@example.org', '198.51.100.1')).statusCode).toBe(202);
    });

    it("answers 400 'E-mailadres is niet juist' for something that is not an address", async () => {
      const res = await reset('geen-adres');
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'validation_error', message: 'E-mailadres is niet juist', fields: { email: 'E-mailadres is niet juist' } }]);
    });

    it('empties the mail body once sent, so the table keeps no working link', async () => {
      await addUser(app(), 'scriba@example.org');
      await reset('scriba@example.org');
      const outbox = createAccountMailOutbox(app().db);
      const claimed = await outbox.claimNext();
      expect(await outbox.markSent(claimed!)).toBe(true);
      expect(await mails()).toEqual([expect.objectContaining({ status: 'sent', body: '' })]);
    });
  });

  it('a signed-in beheerder can still use the public routes', async () => {
    await signedInAs(app(), 'beheerder');
    expect((await app().inject({ method: 'POST', url: '/api/admin/password-reset', payload: { email: 'beheerder@example.org' } })).statusCode).toBe(202);
  });
});
