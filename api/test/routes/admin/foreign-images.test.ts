/**
 * Nothing meant for the editor is published (issue 41): a save of any rich text that still holds an
 * image from another website (or the editor's placeholder of one, or the sentence older code stored
 * in its place) is refused with 400 and the Dutch message at its field, for news, the content types
 * checked by their declaration (services, events, Zijstroom…) and page partials; a page's draft keeps
 * the placeholder, so nothing is lost. No answer ever holds the placeholder's sentence.
 */
import { FOREIGN_IMAGE_TEXT } from '@kerk/kit/editing';

import { holdClockAt } from '../../../src/lib/clock';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { useApp } from '../../helper';

const REFUSAL = 'Er staat nog een afbeelding van een andere website in de tekst: upload de foto of haal hem weg';
const FOREIGN = '<p>Kijk:</p><img src="https://www.example.org/foto.jpg" alt="De kerk"><p>mooi</p>';
const PLACEHOLDER = '<p>Kijk:</p><img data-foreign-image="" alt="De kerk"><p>mooi</p>';

const NEWS = { title: 'Gemeentedag', body: '<p>Een bericht.</p>', excerpt: '', author: 'Taakgroep Eredienst', date: '2026-11-24', time: '09:00' };
const SERVICE = { date: '2026-12-06', time: '10:00', church: 'druten', preacher: 'ds. Jansen', season: '', collections: [], streamed: false, streamUrl: '', recordingUrl: '' };
const EVENT = { title: 'Koffieochtend', startDate: '2026-12-08', startTime: '10:00', endTime: '11:30', church: 'wijchen', description: '<p>Welkom.</p>' };

describe('a rich text with an image from another website', () => {
  const app = useApp();
  let editor: SignedIn;
  beforeEach(async () => {
    holdClockAt('2026-11-25T09:00:00Z');
    editor = await signedInAs(app(), 'redacteur', 'anna@example.org');
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
    app().inject({ method, url: `/api/admin/${url}`, headers: asSignedIn(editor, headers), payload });
  const expectRefused = (res: Awaited<ReturnType<typeof send>>, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', message: expect.stringMatching(/niet (opgeslagen|gepubliceerd)|Bekijk/), fields: { [field]: REFUSAL } });
    expect(Object.keys(res.json().fields as object)).toEqual([field]);
  };

  it.each([
    ['news', 'body', NEWS],
    ['services', 'notes', SERVICE],
    ['events', 'description', EVENT],
  ])('refuses to create or save %s with one in %s, the message at the field; nothing of it is stored', async (collection, field, valid) => {
    for (const html of [FOREIGN, PLACEHOLDER, `<p>${FOREIGN_IMAGE_TEXT}</p>`]) expectRefused(await send('POST', collection, { ...valid, [field]: html }), field);
    const created = await send('POST', collection, valid);
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().data as { id: number; version: number };
    expectRefused(await send('PUT', `${collection}/${id}`, { ...valid, [field]: FOREIGN }, { 'if-match': `"${version}"` }), field);
    // Once the photo is gone (or uploaded: the library's address), it saves.
    const saved = await send('PUT', `${collection}/${id}`, { ...valid, [field]: '<p>Kijk:</p><p>mooi</p>' }, { 'if-match': `"${version}"` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data[field]).toBe('<p>Kijk:</p><p>mooi</p>');
  });

  it("keeps the placeholder in a page's draft, and refuses to publish it at the partial", async () => {
    const page = (partials: Record<string, string>) => ({ metaTitle: 'Home', metaDescription: 'Onze gemeente', partials });
    const draft = await send('PUT', 'pages/index/draft', page({ intro: FOREIGN }));
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.partials.intro).toBe('<p>Kijk:</p><img data-foreign-image="" alt="De kerk" /><p>mooi</p>');

    const published = await send('POST', 'pages/index/publish', page({ intro: draft.json().data.partials.intro }), { 'if-match': '"1"' });
    expectRefused(published, 'partials.intro');
    expectRefused(await send('POST', 'pages/index/publish', page({ intro: FOREIGN }), { 'if-match': '"1"' }), 'partials.intro');
    const live = (await app().inject({ url: '/api/page?name=index' })).body;
    expect(live).not.toContain(FOREIGN_IMAGE_TEXT);
    expect(live).not.toContain('data-foreign-image');
  });
});
