/**
 * The site without JavaScript: the contact form's plain POST /contact answers with a page, through
 * the same intake as POST /api/contact. The page itself is the server render of the React
 * components (SSR off in these tests): the refused post's input and messages go to the render and
 * the browser as `contactForm` in `#kerk-initial-data`, which mf-contact's form shows
 * (mf-contact/src/exposes/server-render.test.tsx). The menu in <noscript>
 * (shell/src/features/navigation/no-script-menu.test.tsx), /zoeken?q='s results
 * (mf-content/src/exposes/server-render.test.tsx) and the whole visit (e2e no-js.spec.ts) are tested
 * where they are rendered.
 */
import { useWebApp } from './fake-web-root';
import { VALID_CONTACT as valid } from '../contact-message';

const HTML = { accept: 'text/html' };
const HOST = 'kerk.example.nl';
/** The refused post's state the page carries for the contact form (`#kerk-initial-data`). */
const contactFormOf = (html: string) =>
  (JSON.parse(/<script type="application\/json" id="kerk-initial-data">(.*?)<\/script>/.exec(html)![1]!) as { contactForm?: { values: Record<string, string>; fields: Record<string, string>; failed: boolean } }).contactForm;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('without JavaScript', () => {
  const web = useWebApp();
  const app = () => web.app();
  const get = (url: string) => app().inject({ url, headers: { host: HOST, ...HTML } });
  const post = (body: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/contact', payload: body, headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...HTML, ...headers } });
  const stored = () => app().db.selectFrom('contact_messages').selectAll().execute();

  it('stores a posted message like /api/contact and redirects (303) to a page with the success text', async () => {
    const res = await post(form(valid));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?verzonden=1');
    expect(await stored()).toEqual([expect.objectContaining({ status: 'queued', contact_type: 'kerkenraad', name: valid.name, subject: valid.subject, message: valid.message })]);
    const sent = await get('/contact?verzonden=1');
    expect(sent.statusCode).toBe(200);
    expect(contactFormOf(sent.body)).toBeUndefined();
  });

  it('answers a refused message with 400, the field messages and the input kept, and no send-failure text (nothing failed to send)', async () => {
    const res = await post(form({ ...valid, email: 'anna.example.org', message: 'kort' }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Only the messages at the fields (nothing failed to send), and the input kept.
    expect(contactFormOf(res.body)).toEqual({
      values: expect.objectContaining({ name: 'Anna de Vries', email: 'anna.example.org', message: 'kort' }),
      fields: { email: 'E-mail is niet juist', message: expect.any(String) },
      failed: false,
    });
    expect(await stored()).toEqual([]);
  });

  it('drops a filled honeypot silently: a 303 as for a person, nothing stored', async () => {
    const res = await post(form({ ...valid, website: 'https://spam.example' }));
    expect(res.statusCode).toBe(303);
    expect(await stored()).toEqual([]);
  });

  it('refuses a post from another site (403) and stores nothing', async () => {
    const res = await post(form(valid), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(contactFormOf(res.body)).toEqual(expect.objectContaining({ failed: true }));
    expect(await stored()).toEqual([]);
  });

  it("accepts a browser's own form post under no-referrer (Origin: null, Sec-Fetch-Site: same-origin), not a foreign one", async () => {
    expect((await post(form(valid), { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect((await post(form(valid), { origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post(form(valid), { origin: 'null' })).statusCode).toBe(403);
    expect(await stored()).toHaveLength(1);
  });

  it('shares the quota with /api/contact: 429 with Retry-After once five messages were accepted', async () => {
    for (let i = 0; i < 3; i += 1) expect((await app().inject({ method: 'POST', url: '/api/contact', payload: { ...valid, subject: `api ${i}` } })).statusCode).toBe(202);
    for (let i = 0; i < 2; i += 1) expect((await post(form({ ...valid, subject: `form ${i}` }))).statusCode).toBe(303);
    const res = await post(form({ ...valid, subject: 'nog een' }));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(contactFormOf(res.body)).toEqual({ values: expect.objectContaining({ subject: 'nog een' }), fields: {}, failed: true });
    expect(await stored()).toHaveLength(5);
  });

  it('keeps urlencoded bodies away from the JSON API (415)', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/contact', payload: form(valid), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
  });
});
