/**
 * Plain fields keep what was typed, and every output escapes it (issue: editor and fields): "Kerk &
 * Co < 12 jaar" saved as a preacher, a news title or an event title reads back exactly so from the
 * admin and the public API; a title typed as `<script>…</script>` is text in the article page's head
 * (title, og and twitter tags, JSON-LD), its initial data and the RSS feed. (An image from another
 * host in a rich text is refused: foreign-images.test.ts.)
 */
import { startClockAt } from '../../../src/lib/clock';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { HTML, useWebApp } from '../../site/fake-web-root';
import { findAll, parseXml, textOf } from '../../test-xml';

const NOW = '2026-11-25T09:00:00Z';
const TYPED = 'Kerk & Co < 12 jaar';
const SCRIPT = '<script>alert(1)</script>';

const SERVICE = { date: '2026-12-06', time: '10:00', church: 'druten', preacher: TYPED, season: '', collections: [], streamed: false, streamUrl: '', recordingUrl: '' };
const NEWS = { title: TYPED, body: '<p>Een bericht.</p>', excerpt: '', author: 'Taakgroep Eredienst', date: '2026-11-24', time: '09:00' };
const EVENT = { title: TYPED, startDate: '2026-12-08', startTime: '20:00', endTime: '21:30', church: 'wijchen', description: '<p>Welkom.</p>' };

describe('plain fields as typed', () => {
  const web = useWebApp();
  let editor: SignedIn;
  beforeEach(async () => {
    startClockAt(NOW);
    editor = await signedInAs(web.app(), 'redacteur', 'anna@example.org');
  });

  const post = async (collection: string, payload: object) => {
    const res = await web.app().inject({ method: 'POST', url: `/api/admin/${collection}`, headers: asSignedIn(editor), payload });
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json().data as Record<string, unknown> & { id: number };
  };
  const adminGet = async (collection: string, id: number) => (await web.app().inject({ url: `/api/admin/${collection}/${id}`, headers: asSignedIn(editor) })).json().data;
  const publicGet = async (url: string) => (await web.app().inject({ url })).json().data;

  it.each([
    ['services', 'preacher', SERVICE, '/api/services'],
    ['news', 'title', NEWS, '/api/news'],
    ['events', 'title', EVENT, '/api/events'],
  ] as const)('keeps "Kerk & Co < 12 jaar" as the %s %s, in the admin and the public API', async (collection, field, payload, publicUrl) => {
    const created = await post(collection, payload);
    expect(created[field]).toBe(TYPED);
    expect((await adminGet(collection, created.id))[field]).toBe(TYPED);
    expect((await publicGet(`${publicUrl}/${created.id}`))[field]).toBe(TYPED);
  });

  it('writes a news title typed as a script as text in the head, the JSON-LD, the initial data and the RSS feed', async () => {
    const { id } = await post('news', { ...NEWS, title: SCRIPT, author: `${TYPED}${SCRIPT}` });
    const page = await web.app().inject({ url: `/nieuws/${id}`, headers: HTML });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).not.toContain(SCRIPT);
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<title>${escaped} | `);
    for (const tag of ['property="og:title"', 'name="twitter:title"']) expect(html).toContain(`<meta ${tag} content="${escaped}">`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd).headline).toBe(SCRIPT);
    // The page's own HTML is React's (the server render escapes as the browser does); the data block never ends early.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);

    const rss = (await web.app().inject({ url: '/api/news.rss' })).body;
    const item = findAll(parseXml(rss), 'item').find((el) => textOf(findAll(el, 'link')[0]).endsWith(`/nieuws/${id}`))!;
    expect(textOf(findAll(item, 'title')[0])).toBe(SCRIPT);
    expect(rss.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')).not.toContain(SCRIPT);
  });
});
