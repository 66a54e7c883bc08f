import { useApp } from '../../helper';
import { VALID_CONTACT as valid } from '../../contact-message';


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/contact', () => {
  const app = useApp();
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers });
  const stored = () => app().db.selectFrom('contact_messages').selectAll().execute();

  it('answers 202 with an id and stores the message as queued (SMTP_URL unset: nothing is sent)', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(202);
    const { id } = res.json().data;
    expect(id).toMatch(UUID);
    const rows = await stored();
    expect(rows).toEqual([
      expect.objectContaining({ id, status: 'queued', attempts: 0, contact_type: 'kerkenraad', name: valid.name, email: valid.email, subject: valid.subject, message: valid.message }),
    ]);
  });

  it('lists every missing field with its Dutch message in one 400 validation_error', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Naam is verplicht',
      fields: {
        name: 'Naam is verplicht',
        email: 'E-mail is verplicht',
        subject: 'Onderwerp is verplicht',
        message: 'Bericht is verplicht',
        contactType: 'Soort contact is verplicht',
      },
    });
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ['name of spaces only', { name: '   ' }, 'name', 'Naam is verplicht'],
    ['name over 100 characters', { name: 'a'.repeat(101) }, 'name', 'Naam mag maximaal 100 tekens bevatten'],
    ['name that is not text', { name: { first: 'Anna' } }, 'name', 'Naam is niet juist'],
    ['e-mail without @', { email: 'anna.example.org' }, 'email', 'E-mail is niet juist'],
    ['e-mail smuggling a second address', { email: 'anna@example.org,bcc@evil.example' }, 'email', 'E-mail is niet juist'],
    ['e-mail with angle brackets', { email: '<anna@example.org>' }, 'email', 'E-mail is niet juist'],
    ['subject over 150 characters', { subject: 's'.repeat(151) }, 'subject', 'Onderwerp mag maximaal 150 tekens bevatten'],
    ['message under 10 characters', { message: 'Hallo!' }, 'message', 'Bericht moet minimaal 10 tekens bevatten'],
    ['message over 5000 characters', { message: 'm'.repeat(5001) }, 'message', 'Bericht mag maximaal 5000 tekens bevatten'],
    ['unknown contact type', { contactType: 'paus' }, 'contactType', 'Soort contact is niet juist'],
  ])("answers 400 for a %s: '%s'", async (_label, change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_error', message, fields: { [field]: message } });
  });

  it('accepts the bounds themselves (100, 150, 10 and 5000 characters)', async () => {
    const res = await post({ ...valid, name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(10) });
    expect(res.statusCode).toBe(202);
    expect((await post({ ...valid, message: 'm'.repeat(5000) })).statusCode).toBe(202);
  });

  it('stores a subject and name with line breaks as one line, so they cannot add mail headers', async () => {
    const res = await post({ ...valid, subject: 'Vraag\r\nBcc: iedereen@example.org', name: 'Anna\nde Vries' });
    expect(res.statusCode).toBe(202);
    const [row] = await stored();
    expect(row).toMatchObject({ subject: 'Vraag Bcc: iedereen@example.org', name: 'Anna de Vries' });
  });

  it('keeps the line breaks of the message itself', async () => {
    await post({ ...valid, message: 'Eerste regel\r\nTweede regel\n\nDerde alinea' });
    const [row] = await stored();
    expect(row!.message).toBe('Eerste regel\nTweede regel\n\nDerde alinea');
  });

  it('pretends success for a filled honeypot but stores nothing', async () => {
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.id).toMatch(UUID);
    expect(await stored()).toHaveLength(0);
  });

  it('pretends success for a filled honeypot even when the rest is invalid, so bots learn nothing', async () => {
    const res = await post({ website: 'x' });
    expect(res.statusCode).toBe(202);
    expect(await stored()).toHaveLength(0);
  });

  it('answers a repeated submit with the same Idempotency-Key with the same id and stores it once', async () => {
    const headers = { 'idempotency-key': 'form-3f1c2a9e-0001' };
    const first = await post(valid, headers);
    const second = await post(valid, headers);
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await stored()).toHaveLength(1);
  });

  it('answers 422 when an Idempotency-Key is reused for a different message', async () => {
    const headers = { 'idempotency-key': 'form-3f1c2a9e-0002' };
    await post(valid, headers);
    const res = await post({ ...valid, message: 'Een heel ander bericht dan het eerste.' }, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'idempotency_conflict', message: 'Deze Idempotency-Key is al gebruikt voor een ander bericht' });
    expect(await stored()).toHaveLength(1);
  });

  it('stores two submits without a key as two messages', async () => {
    await post(valid);
    await post(valid);
    expect(await stored()).toHaveLength(2);
  });

  it("answers 400 'Idempotency-Key is niet juist' for a malformed key", async () => {
    const res = await post(valid, { 'idempotency-key': 'kort' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', message: 'Idempotency-Key is niet juist' });
  });

  it('answers 429 with a Dutch message to the sixth accepted message within ten minutes of one IP', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post({ ...valid, subject: `Vraag ${i}` })).statusCode).toBe(202);
    const res = await post(valid);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'too_many_requests', message: 'U heeft te veel berichten verstuurd. Probeer het over 10 minuten opnieuw.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(590);
    expect(await stored()).toHaveLength(5);
    const other = await app().inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: '192.0.2.7' });
    expect(other.statusCode).toBe(202);
  });

  it('does not count refused submits: after three 400s and two 413s a corrected message is accepted', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post({ ...valid, email: 'anna-zonder-apenstaartje' })).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await post({ ...valid, message: 'x'.repeat(40_000) })).statusCode).toBe(413);
    const res = await post(valid);
    expect(res.statusCode).toBe(202);
    // Four more accepted ones still fit; the quota is five accepted messages.
    for (let i = 0; i < 4; i += 1) expect((await post({ ...valid, subject: `Vraag ${i}` })).statusCode).toBe(202);
    expect((await post(valid)).statusCode).toBe(429);
  });

  it('answers 413 for a body over 32 KB', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'Het verzoek is te groot' });
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await post(['niet', 'goed']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request' });
  });

  it('drops unknown fields instead of storing them', async () => {
    const res = await post({ ...valid, admin: true });
    expect(res.statusCode).toBe(202);
    expect(Object.keys((await stored())[0]!)).not.toContain('admin');
  });
});
