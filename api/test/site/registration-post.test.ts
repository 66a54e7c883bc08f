/**
 * Sign-ups without JavaScript (issue 43): the plain POST of a service's or an event's sign-up form
 * and of the cancel page's button, through the same intake as the JSON routes. Accepted: a 303 to
 * the page with the answer in its query; refused: the page itself, with the visitor's input and the
 * messages as `signUpForm` in `#kerk-initial-data` (SSR off here; the kit's sign-up block shows them,
 * mf-content/src/features/services/components/service-sign-up.test.tsx).
 */
import { now } from '../../src/lib/clock';
import { useWebApp } from './fake-web-root';

const HTML = { accept: 'text/html' };
const HOST = 'kerk.example.nl';
const DAY = 86_400_000;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const signUpFormOf = (html: string) =>
  (JSON.parse(/<script type="application\/json" id="kerk-initial-data">(.*?)<\/script>/.exec(html)![1]!) as { signUpForm?: { values: Record<string, string>; fields: Record<string, string>; failed: boolean } }).signUpForm;
const jan = { name: 'Jan de Vries', email: 'jan@example.org', seats: '2' };

describe('sign-ups without JavaScript', () => {
  const web = useWebApp();
  const app = () => web.app();
  let serviceId: number;
  let ip = 0;

  beforeEach(async () => {
    await app().ready();
    const service = await app().db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    serviceId = service.id;
    await app().db.updateTable('services').set({ starts_at: new Date(now().getTime() + 10 * DAY).toISOString(), signups: 1, signup_seats: 3, signup_max_seats: 4 }).where('id', '=', serviceId).execute();
  });

  const post = (url: string, body: string, headers: Record<string, string> = {}, from = `203.0.113.${(ip += 1) % 250}`) =>
    app().inject({ method: 'POST', url, payload: body, remoteAddress: from, headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...HTML, ...headers } });
  const signUp = (fields: Record<string, string>, headers: Record<string, string> = {}, from?: string) => post(`/diensten/${serviceId}/aanmelden`, form(fields), headers, from);
  const stored = () => app().db.selectFrom('registrations').select(['name', 'seats', 'status']).orderBy('id').execute();
  const taken = async () => (await app().inject({ url: `/api/services/${serviceId}`, headers: { host: HOST } })).json().data.registration.taken;

  it('signs up like the JSON route and redirects (303) to the service page with the answer in the query', async () => {
    const res = await signUp(jan);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/diensten/${serviceId}?aanmelding=bevestigd&plaatsen=2#aanmelden`);
    expect(await stored()).toEqual([{ name: 'Jan de Vries', seats: 2, status: 'confirmed' }]);
    expect(await taken()).toBe(2);
    const page = await app().inject({ url: `/diensten/${serviceId}?aanmelding=bevestigd&plaatsen=2`, headers: { host: HOST, ...HTML } });
    expect(page.statusCode).toBe(200);
    expect(signUpFormOf(page.body)).toBeUndefined();
  });

  it('puts one that does not fit on the waitlist and says its place in the redirect', async () => {
    await signUp(jan);
    const res = await signUp({ name: 'Els Bakker', email: 'els@example.org', seats: '2' });
    expect(res.headers.location).toBe(`/diensten/${serviceId}?aanmelding=wachtlijst&plaatsen=2&plaats=1#aanmelden`);
  });

  it('answers bad input with the page (400), the messages at the fields and the input kept', async () => {
    const res = await signUp({ name: '', email: 'jan.example.org', seats: '9' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toMatch(/no-store|no-cache/);
    expect(signUpFormOf(res.body)).toEqual({
      values: expect.objectContaining({ email: 'jan.example.org', seats: '9' }),
      fields: { name: 'Naam is verplicht', email: expect.stringMatching(/niet juist/), seats: 'U kunt hoogstens 4 plaatsen aanvragen.' },
      failed: false,
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a post from another site (403) with the failure text and stores nothing', async () => {
    const res = await signUp(jan, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(signUpFormOf(res.body)).toEqual({ values: expect.objectContaining({ name: 'Jan de Vries' }), fields: {}, failed: true });
    expect(await stored()).toEqual([]);
  });

  it('answers 429 with Retry-After and the failure text over the quota', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signUp({ ...jan, email: `p${i}@example.org`, seats: '1' }, {}, '198.51.100.7')).statusCode).toBe(303);
    const res = await signUp({ ...jan, email: 'nog.een@example.org' }, {}, '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(signUpFormOf(res.body)).toEqual(expect.objectContaining({ failed: true }));
  });

  it('cancels with the mail’s token from the cancel page’s button: 303 to ?klaar=1, the seats free; a token that cancels nothing: ?link=onbekend', async () => {
    await signUp(jan);
    const mail = await app().db.selectFrom('registration_mails').select('token').where('kind', '=', 'confirm').executeTakeFirstOrThrow();
    expect(mail.token).toBeTruthy();
    const res = await post('/afmelden', form({ token: mail.token! }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/afmelden?klaar=1');
    expect(await taken()).toBe(0);
    expect((await post('/afmelden', form({ token: 'x'.repeat(43) }))).headers.location).toBe('/afmelden?link=onbekend');
    // The visit itself cancels nothing: the page is only the button.
    expect((await app().inject({ url: `/afmelden?token=${mail.token}`, headers: { host: HOST, ...HTML } })).statusCode).toBe(200);
  });

  it('keeps urlencoded bodies away from the JSON route (415)', async () => {
    const res = await app().inject({ method: 'POST', url: `/api/services/${serviceId}/registrations`, payload: form(jan), headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
  });
});
