/**
 * A text page is one row in the kit's site map (README "Adding a page"): the seed gives a row whose
 * page has no seed text an empty page to write (its name as title, its summary as introduction),
 * which the editing app lists under "Pagina's" and the public API answers. The Kerkelijk bureau
 * below Contact is such a row.
 */
import { ROUTES } from '@kerk/kit/site-map';

import { pages } from '../../content';
import { seedDatabase } from '../../src/seed/seed';
import { signedInAs } from '../admin-helper';
import { useApp } from '../helper';

describe('text pages of the site map', () => {
  const app = useApp();

  it('seeds the page of a row that has no seed text: title, summary as intro, an empty content', async () => {
    expect(pages.map((page) => page.name)).not.toContain('church-office');
    const res = await app().inject({ url: '/api/page?name=church-office' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'church-office',
      metaTitle: 'Kerkelijk bureau',
      metaDescription: ROUTES.churchOffice.summary,
      partials: [
        { name: 'title', content: 'Kerkelijk bureau' },
        { name: 'intro', content: `<p>${ROUTES.churchOffice.summary}</p>` },
        { name: 'content', content: '' },
      ],
    });
  });

  it("lists it in the editing app's Pagina's under its name and path, with the kinds of a text page", async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const list = (await app().inject({ url: '/api/admin/pages', headers: { cookie: redacteur.cookie } })).json().data;
    expect(list).toContainEqual(expect.objectContaining({ name: 'church-office', label: 'Kerkelijk bureau', path: '/contact/kerkelijk-bureau', version: 1 }));
    const page = (await app().inject({ url: '/api/admin/pages/church-office', headers: { cookie: redacteur.cookie } })).json().data;
    expect(page.partials.map(({ name, kind, label }: { name: string; kind: string; label: string }) => [name, kind, label])).toEqual([
      ['title', 'text', 'Titel'],
      ['intro', 'minimal', 'Inleiding'],
      ['content', 'essential', 'Hoofdtekst'],
    ]);
  });

  it('never overwrites what the editors wrote', async () => {
    await app().ready();
    await app().pagesRepository.savePartial('church-office', { name: 'content', content: '<p>Open op dinsdag.</p>' });
    expect(await seedDatabase(app().db)).toEqual([]);
    const page = await app().pagesRepository.findByName('church-office');
    expect(page?.partials.find((partial) => partial.name === 'content')?.content).toBe('<p>Open op dinsdag.</p>');
  });
});
