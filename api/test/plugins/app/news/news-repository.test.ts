import { sql } from 'kysely';

import { daysBefore, newsArticles } from '../../../../content/news';
import { seedNews } from '../../../../src/seed/seed-news';
import { useApp } from '../../../helper';

const article = {
  title: 'Orgelconcert',
  publishedAt: '2026-01-05',
  excerpt: 'Een middag vol Bach.',
  body: '<p>Welkom in de <strong>Dorpskerk</strong>.</p>',
  image: 'orgel.svg',
  imageAlt: 'Het orgel',
  author: 'Kunst in de kerk',
};

describe('news repository', () => {
  const app = useApp();
  const repo = () => app().newsRepository;
  const indexRows = () =>
    sql<{ title: string; body: string; ref_id: number; date: string }>`SELECT title, body, ref_id, date FROM search_index WHERE type = 'news' ORDER BY ref_id`
      .execute(app().db)
      .then((r) => r.rows);

  beforeEach(async () => {
    await app().ready();
    await app().db.deleteFrom('news').execute();
  });

  it('strips scripts, event handlers and javascript: links from the body, and all markup from plain fields', async () => {
    const id = await repo().create({
      ...article,
      title: '<em>Orgel</em>concert & koffie<script>x()</script>',
      excerpt: '<b>Kom</b> luisteren',
      body: '<p onclick="steal()">Hallo <a href="javascript:alert(1)">hier</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
      imageAlt: '<img src=x onerror=boom()>Orgel',
    });
    const saved = await repo().findById(id);
    expect(saved).toMatchObject({ title: 'Orgelconcert & koffie', excerpt: 'Kom luisteren', body: '<p>Hallo <a>hier</a></p>', imageAlt: 'Orgel' });
  });

  it('keeps one search index row per article: title, and excerpt plus the body as plain text', async () => {
    const id = await repo().create(article);
    expect(await indexRows()).toEqual([
      { title: 'Orgelconcert', body: 'Een middag vol Bach. Welkom in de Dorpskerk.', ref_id: id, date: '2026-01-05T08:00:00.000Z' },
    ]);
    const found = await app().searchRepository.search('bach dorpsk', 50);
    expect(found.filter((r) => r.type === 'news').map((r) => r.id)).toEqual([id]);
  });

  it('replaces the index row when an article changes and removes it when it is deleted', async () => {
    const id = await repo().create(article);
    const other = await repo().create({ ...article, title: 'Ander bericht' });
    expect(await repo().update(id, { ...article, title: 'Kerstnachtdienst', body: '<p>Met kaarsen</p>' })).toBe(true);
    expect((await indexRows()).find((r) => r.ref_id === id)).toMatchObject({ title: 'Kerstnachtdienst', body: 'Een middag vol Bach. Met kaarsen' });
    expect(await repo().remove(id)).toBe(true);
    expect((await indexRows()).map((r) => r.ref_id)).toEqual([other]);
  });

  it('answers null and false for an unknown article', async () => {
    expect(await repo().findById(12345)).toBeNull();
    expect(await repo().update(12345, article)).toBe(false);
    expect(await repo().remove(12345)).toBe(false);
  });

  it('lists newest first, and the later written of two same-day articles first', async () => {
    const old = await repo().create({ ...article, publishedAt: '2025-12-01' });
    const first = await repo().create(article);
    const second = await repo().create(article);
    const { items, total } = await repo().list({ page: 1, pageSize: 10 });
    expect(total).toBe(3);
    expect(items.map((i) => i.id)).toEqual([second, first, old]);
    expect((await repo().list({ page: 2, pageSize: 2 })).items.map((i) => i.id)).toEqual([old]);
  });
});

describe('news seed', () => {
  const app = useApp();

  it('writes at least 20 original Dutch articles dated relative to the day of seeding', async () => {
    const today = new Date(2031, 6, 15);
    const articles = newsArticles(today);
    expect(articles.length).toBeGreaterThanOrEqual(20);
    expect(articles.at(-1)!.publishedAt).toBe('2031-07-12');
    for (const a of articles) {
      expect(a.publishedAt <= '2031-07-15' && a.publishedAt >= '2031-01-01').toBe(true);
      expect(a.excerpt.length).toBeGreaterThan(60);
      expect(a.body.length).toBeGreaterThan(300);
      expect(a.imageAlt).not.toBe('');
      expect(`${a.title} ${a.body}`).not.toMatch(/lorem|ipsum|TODO/i);
    }
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(daysBefore(new Date(2031, 2, 31, 0, 30), 1)).toBe('2031-03-30');
    expect(daysBefore(new Date(2031, 0, 3), 5)).toBe('2030-12-29');
  });

  it('seeds only an empty news table', async () => {
    await app().ready();
    expect(await app().newsRepository.count()).toBe(24);
    expect(await seedNews(app().db)).toBe(false);
    await app().db.deleteFrom('news').execute();
    expect(await seedNews(app().db, new Date(2026, 6, 15))).toBe(true);
    const { items } = await app().newsRepository.list({ page: 1, pageSize: 1 });
    expect(items[0]!.publishedAt).toBe('2026-07-12');
  });
});
