/**
 * The seed through the API: every page name of spec §2 exists with the partials the front-end teams
 * rely on (see content/README.md). The list is written out here, not imported, so a page dropped
 * from content/ fails this test.
 */
import { useApp } from '../helper';

const PAGE_NAMES = [
  'index', 'paper', 'confidants', 'contact', 'churches', 'book', 'anbi', 'privacy', 'agenda', 'services', 'news',
  'municipality', 'municipality-cvk', 'municipality-church-council', 'municipality-pastors', 'municipality-cvd',
  'municipality-professional-work-2025', 'municipality-task-group',
  'youth', 'worship', 'vos', 'sustainability', 'pastoral', 'communication', 'art',
  // The accessibility statement (issue 7), linked from the footer.
  'accessibility',
  // Geven (issue 34): the collection purposes, under Gemeente and in the footer.
  'giving',
];

const EXPECTED_PARTIALS: Record<string, string[]> = {
  index: ['services-title', 'events-title', 'news-title', 'streams-title', 'book-title', 'book-text', 'paper-title', 'paper-text', 'booklet-title', 'booklet-text', 'pastors-title'],
  agenda: ['empty', 'subscribe'],
  contact: ['content', 'success', 'failure'],
  confidants: ['content', 'people'],
  anbi: ['content', 'board', 'policy', 'remuneration', 'activities', 'finance'],
  'municipality-church-council': ['content', 'members', 'reach'],
  'municipality-cvk': ['content', 'members', 'reach'],
  'municipality-cvd': ['content', 'members', 'reach'],
  ...Object.fromEntries(['youth', 'worship', 'vos', 'sustainability', 'pastoral', 'communication', 'art'].map((n) => [n, ['content', 'join', 'members']])),
};

type PagePartial = { name: string; content: string };

describe('seeded pages', () => {
  const app = useApp();
  const load = async (name: string) => (await app().inject({ url: `/api/page?name=${name}` })).json().data as { metaTitle: string; metaDescription: string; partials: PagePartial[] };

  it('holds exactly the 25 page names of the spec, the accessibility statement and the text pages the site map adds', async () => {
    await app().ready();
    const rows = await app().db.selectFrom('pages').select('name').execute();
    // 'church-office': a site-map row without seed text, seeded empty for the editors (test/seed/site-map-pages.test.ts).
    expect(rows.map((r) => r.name).sort()).toEqual([...PAGE_NAMES, 'church-office'].sort());
  });

  it.each(PAGE_NAMES)('page %s has meta data, a plain-text title and an HTML intro', async (name) => {
    const page = await load(name);
    expect(page.metaTitle.length).toBeGreaterThan(3);
    expect(page.metaDescription.length).toBeGreaterThan(50);
    const [title, intro] = page.partials;
    expect(title?.name).toBe('title');
    expect(title?.content).toMatch(/^[^<>]{3,}$/);
    expect(intro?.name).toBe('intro');
    expect(intro?.content).toMatch(/^<p>[\s\S]{80,}<\/p>$/);
    for (const partial of page.partials) {
      expect(partial.content.trim()).not.toBe('');
      expect(partial.content).not.toMatch(/lorem|ipsum|binnenkort beschikbaar|coming soon|TODO/i);
    }
  });

  it.each(Object.entries(EXPECTED_PARTIALS))('page %s has its extra partials', async (name, expected) => {
    const names = (await load(name)).partials.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(expected));
  });

  it('uses the exact spec texts for the agenda empty state and the contact results', async () => {
    const text = (page: { partials: PagePartial[] }, name: string) => page.partials.find((p) => p.name === name)?.content;
    expect(text(await load('agenda'), 'empty')).toBe('Er zijn geen evenementen gepland.');
    const contact = await load('contact');
    expect(text(contact, 'success')).toBe('Uw bericht is in goede orde ontvangen.');
    expect(text(contact, 'failure')).toBe('Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.');
  });

  it('shows an RSIN and a table of income and expenses on the ANBI page', async () => {
    const anbi = await load('anbi');
    const all = anbi.partials.map((p) => p.content).join('\n');
    expect(all).toMatch(/RSIN[\s\S]*?\b8\d{2}\.\d{3}\.\d{3}\b/);
    const finance = anbi.partials.find((p) => p.name === 'finance')?.content ?? '';
    expect(finance).toContain('<table>');
    expect(finance).toMatch(/Totaal baten[\s\S]*Totaal lasten/);
  });
});
