/**
 * Every seeded partial declares its kind and label (src/seed/partial-kinds.ts), the database holds
 * them, and every seeded text survives its own preset unchanged: the preset never strips what the
 * seed wrote, so the first publish of an untouched page changes nothing.
 */
import { sanitizeByKind } from '../../src/lib/sanitize';
import { declaredFooterPartial, declaredPartial } from '../../src/seed/partial-kinds';
import { footer } from '../../content';
import { seedPageList as pages } from '../../src/seed/seed-pages';
import { useApp } from '../helper';

describe('the seed partials kinds', () => {
  const app = useApp();

  it('declares a kind and a Dutch label for every seed partial, and stores them', async () => {
    await app().ready();
    const rows = await app().db.selectFrom('page_partials').innerJoin('pages', 'pages.id', 'page_partials.page_id').select(['pages.name as page', 'page_partials.name', 'kind', 'label', 'content']).execute();
    expect(rows).toHaveLength(pages.reduce((n, page) => n + page.partials.length, 0));
    for (const row of rows) {
      expect({ at: `${row.page}.${row.name}`, kind: row.kind, label: row.label }).toEqual({ at: `${row.page}.${row.name}`, ...declaredPartial(row.page, row.name) });
      expect(row.label).not.toBe(row.name);
    }
    const footerRows = await app().db.selectFrom('footer_partials').select(['name', 'kind', 'label']).execute();
    expect(footerRows).toEqual(footer.map((partial) => ({ name: partial.name, ...declaredFooterPartial(partial.name) })));
  });

  it('stores every seed text so that its own preset leaves it unchanged, and loses nothing the widest preset keeps', async () => {
    await app().ready();
    const rows = await app().db.selectFrom('page_partials').innerJoin('pages', 'pages.id', 'page_partials.page_id').select(['pages.name as page', 'page_partials.name', 'kind', 'content']).execute();
    const source = new Map<string, string>(pages.flatMap((page) => page.partials.map((partial) => [`${page.name}.${partial.name}`, partial.content] as const)));
    for (const row of rows) {
      const at = `${row.page}.${row.name}`;
      expect([at, sanitizeByKind(row.kind, row.content)]).toEqual([at, row.content]);
      if (row.kind !== 'text') expect([at, row.content]).toEqual([at, sanitizeByKind('full', source.get(at)!)]);
    }
    for (const row of await app().db.selectFrom('footer_partials').select(['name', 'kind', 'content']).execute()) {
      expect([row.name, sanitizeByKind(row.kind, row.content)]).toEqual([row.name, row.content]);
    }
  });

  it('chooses sensibly: titles text, introductions minimal, bodies essential, ANBI and tables full', () => {
    expect(declaredPartial('index', 'title').kind).toBe('text');
    expect(declaredPartial('index', 'intro').kind).toBe('minimal');
    expect(declaredPartial('worship', 'content').kind).toBe('essential');
    expect(declaredPartial('anbi', 'finance').kind).toBe('full');
    expect(declaredPartial('book', 'content').kind).toBe('full');
  });

  it('stops the seed at a partial nobody declared', () => {
    expect(() => declaredPartial('index', 'nieuw-onderdeel')).toThrow('seed: partial index.nieuw-onderdeel has no declared kind');
  });
});
