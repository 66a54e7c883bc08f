/**
 * The site without JavaScript (issue 17, goal 4): the menu as links and the search as a GET form in
 * every first view, /zoeken?q= with its results in the served HTML, and the contact form's plain
 * POST /contact answering with a page, through the same intake as POST /api/contact.
 */
import { useWebApp } from './fake-web-root';
import { VALID_CONTACT as valid } from '../contact-message';

const HTML = { accept: 'text/html' };
const HOST = 'kerk.example.nl';
const FAILURE = 'Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.';
const SUCCESS = 'Uw bericht is in goede orde ontvangen.';
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('without JavaScript', () => {
  const web = useWebApp();
  const app = () => web.app();
  const get = (url: string) => app().inject({ url, headers: { host: HOST, ...HTML } });
  const post = (body: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/contact', payload: body, headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...HTML, ...headers } });
  const stored = () => app().db.selectFrom('contact_messages').selectAll().execute();

  it('writes the whole menu as links and the search as a GET form into a <noscript> of the header bar', async () => {
    const root = rootOf((await get('/agenda')).body);
    const nav = /<noscript><nav class="fv-nojs" aria-label="Alle pagina’s">(.*?)<\/nav><\/noscript>/.exec(root)![1]!;
    for (const href of ['/', '/agenda', '/gemeente', '/gemeente/taakgroepen/taakgroep-vos', '/onze-kerken', '/anbi']) expect(nav).toContain(`href="${href}"`);
    expect(nav).toContain('<form class="fv-nojs-search" role="search" action="/zoeken" method="get">');
    expect(nav).toContain('name="q"');
  });

  it('lists the results of /zoeken?q= from the search the API answers, linked, typed and dated', async () => {
    const api = (await app().inject({ url: '/api/search?q=koffie&limit=30' })).json().data as Array<{ type: string; id: number; title: string }>;
    // A word the seed has in services, news and events alike: every type's link is checked.
    expect(new Set(api.map((r) => r.type))).toEqual(new Set(['service', 'news', 'event']));
    const root = rootOf((await get('/zoeken?q=koffie')).body);
    expect(root).toContain('U zoekt naar <strong data-search-query="">“koffie”</strong>');
    expect(root).toMatch(/<noscript><form class="fv-search" role="search" action="\/zoeken" method="get"><label>Zoekterm <input type="search" name="q" value="koffie"/);
    const links = [...root.matchAll(/<li data-result-type="(\w+)"><p><span>([^<]+)<\/span>(?: <time datetime="[^"]+">\d{2}-\d{2}-\d{4}<\/time>)?<\/p><h2><a href="([^"]+)">/g)];
    expect(links.map((m) => m[1])).toEqual(api.map((r) => r.type));
    const path = { service: '/diensten', news: '/nieuws', event: '/evenement' } as Record<string, string>;
    expect(links.map((m) => m[3])).toEqual(api.map((r) => `${path[r.type]}/${r.id}`));
    const label = { service: 'Dienst', news: 'Nieuws artikel', event: 'Evenement' } as Record<string, string>;
    expect(links.map((m) => m[2])).toEqual(api.map((r) => label[r.type]));
  });

  it('answers a search without results with the spec text, and a new q is not served from the cache', async () => {
    expect(rootOf((await get('/zoeken?q=kerk')).body)).toContain('data-result-type');
    const none = rootOf((await get('/zoeken?q=qqqxyzzy')).body);
    expect(none).toContain('<p role="status">Er zijn geen zoek resultaten gevonden met uw zoekopdracht.</p>');
    expect(none).not.toContain('data-result-type');
  });

  it('keeps one cached page per search, whatever other parameters the URL carries', async () => {
    expect(rootOf((await get('/zoeken?q=koffie&utm_source=x')).body)).toContain('data-result-type');
    // Served from the cache kept under q alone: a change in the database in between is not seen.
    const spy = jest.spyOn(app().searchRepository, 'search');
    expect(rootOf((await get('/zoeken?utm_source=y&q=koffie')).body)).toContain('data-result-type');
    expect(spy).not.toHaveBeenCalled();
  });

  it('writes the contact form with names, its types and the honeypot, posting to /contact', async () => {
    const root = rootOf((await get('/contact?type=huwelijk')).body);
    // Only without JavaScript: with it mf-contact's form takes the place, and nothing typed is lost.
    expect(root).toMatch(/<noscript><section class="fv-contact"[^]*<form method="post" action="\/contact" novalidate>[^]*<\/form><\/section><\/noscript>/);
    for (const name of ['name', 'email', 'subject', 'website']) expect(root).toContain(`name="${name}"`);
    expect(root).toContain('<textarea name="message"');
    expect(root).toContain('<option value="huwelijk" selected>Huwelijk</option>');
    expect(root).not.toContain(SUCCESS);
  });

  it('stores a posted message like /api/contact and redirects (303) to a page with the success text', async () => {
    const res = await post(form(valid));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?verzonden=1');
    expect(await stored()).toEqual([expect.objectContaining({ status: 'queued', contact_type: 'kerkenraad', name: valid.name, subject: valid.subject, message: valid.message })]);
    expect(rootOf((await get('/contact?verzonden=1')).body)).toContain(`<div role="status" class="fv-alert">${SUCCESS}</div>`);
  });

  it('answers a refused message with 400, the field messages and the input kept, and no send-failure text (nothing failed to send)', async () => {
    const res = await post(form({ ...valid, email: 'anna.example.org', message: 'kort' }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const root = rootOf(res.body);
    expect(root).not.toContain(FAILURE);
    expect(root).toContain('<p id="contact-email-error" class="fv-error">E-mail is niet juist</p>');
    expect(root).toMatch(/<input type="email" name="email" id="contact-email" aria-required="true" aria-invalid="true" aria-describedby="contact-email-error" autocomplete="email" value="anna.example.org">/);
    expect(root).toContain('<textarea name="message" rows="8" id="contact-message" aria-required="true" aria-invalid="true" aria-describedby="contact-message-hint contact-message-error">kort</textarea>');
    expect(root).toContain('value="Anna de Vries"');
    // The form's script reads the same state from the initial data.
    expect(res.body).toContain('"contactForm":{"values":{"name":"Anna de Vries"');
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
    expect(rootOf(res.body)).toContain(FAILURE);
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
    expect(rootOf(res.body)).toContain(FAILURE);
    expect(rootOf(res.body)).toContain('value="nog een"');
    expect(await stored()).toHaveLength(5);
  });

  it('keeps urlencoded bodies away from the JSON API (415)', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/contact', payload: form(valid), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
  });
});
