import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { pages } from '../../content';
import { seedPageList } from '../../src/seed/seed-pages';
import { seedDatabase } from '../../src/seed/seed';
import { build, useApp } from '../helper';

describe('seed', () => {
  const app = useApp();

  it('seeds nothing a second time and leaves later edits alone', async () => {
    await app().ready();
    await app().pagesRepository.savePartial('index', { name: 'title', content: 'Aangepaste titel' });
    expect(await seedDatabase(app().db)).toEqual([]);
    expect(await app().pagesRepository.count()).toBe(seedPageList.length);
    const index = await app().pagesRepository.findByName('index');
    expect(index?.partials[0]).toEqual({ name: 'title', content: 'Aangepaste titel' });
  });

  it('adds back a seed page missing by name and leaves edited pages alone', async () => {
    await app().ready();
    await app().db.deleteFrom('pages').where('name', '=', 'accessibility').execute();
    await app().pagesRepository.savePartial('index', { name: 'title', content: 'Aangepaste titel' });
    expect(await app().pagesRepository.findByName('accessibility')).toBeNull();

    expect(await seedDatabase(app().db)).toEqual(['pages']);
    const seed = pages.find((page) => page.name === 'accessibility');
    const restored = await app().pagesRepository.findByName('accessibility');
    expect(restored?.metaTitle).toBe(seed?.metaTitle);
    expect(restored?.partials.map((partial) => partial.name)).toEqual(seed?.partials.map((partial) => partial.name));
    const index = await app().pagesRepository.findByName('index');
    expect(index?.partials[0]).toEqual({ name: 'title', content: 'Aangepaste titel' });
    expect(await app().pagesRepository.count()).toBe(seedPageList.length);
  });

  it('adds a seed partial missing from an existing page after its own, keeping the others as edited', async () => {
    await app().ready();
    const before = await app().pagesRepository.findByName('privacy');
    const [title, intro] = before?.partials ?? [];
    await app()
      .db.deleteFrom('page_partials')
      .where('name', '=', 'intro')
      .where('page_id', '=', before?.id ?? 0)
      .execute();
    await app().pagesRepository.savePartial('privacy', { name: 'title', content: 'Privacy bij ons' });

    expect(await seedDatabase(app().db)).toEqual(['pages']);
    const after = await app().pagesRepository.findByName('privacy');
    expect(after?.partials.find((partial) => partial.name === 'title')).toEqual({ ...title, content: 'Privacy bij ons' });
    expect(after?.partials.at(-1)).toEqual(intro);
    expect(after?.partials).toHaveLength(before?.partials.length ?? 0);
  });

  it('seeds only the domain whose tables are empty', async () => {
    await app().ready();
    await app().db.deleteFrom('footer_partials').execute();
    await app().settingsRepository.save({ title: 'Eigen titel' });
    expect(await seedDatabase(app().db)).toEqual(['footer']);
    expect((await app().settingsRepository.get()).title).toBe('Eigen titel');
  });
});

describe('seed on a database file', () => {
  it('creates, migrates and seeds the file on first start, reuses it on the next, and restores a deleted seed page', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-db-'));
    const databasePath = path.join(dir, 'nested', 'site.db');
    try {
      const first = build({ config: { databasePath } });
      await first.ready();
      await first.pagesRepository.savePartial('news', { name: 'title', content: 'Berichten' });
      await first.close();
      expect(fs.existsSync(databasePath)).toBe(true);

      const second = build({ config: { databasePath } });
      const res = await second.inject({ url: '/api/page?name=news' });
      expect(res.json().data.partials[0]).toEqual({ name: 'title', content: 'Berichten' });
      expect(await second.pagesRepository.count()).toBe(seedPageList.length);
      await second.db.deleteFrom('pages').where('name', '=', 'accessibility').execute();
      await second.close();

      const third = build({ config: { databasePath } });
      const restored = await third.inject({ url: '/api/page?name=accessibility' });
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data.partials[0].name).toBe('title');
      const edited = await third.inject({ url: '/api/page?name=news' });
      expect(edited.json().data.partials[0]).toEqual({ name: 'title', content: 'Berichten' });
      await third.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
