import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { pages } from '../../../../content';
import { seedDatabase } from '../../../../src/plugins/app/seed/seed';
import { build, useApp } from '../../../helper';

describe('seed', () => {
  const app = useApp();

  it('seeds nothing a second time and leaves later edits alone', async () => {
    await app().ready();
    await app().pagesRepository.savePartial('index', { name: 'title', content: 'Aangepaste titel' });
    expect(await seedDatabase(app().db)).toEqual([]);
    expect(await app().pagesRepository.count()).toBe(pages.length);
    const index = await app().pagesRepository.findByName('index');
    expect(index?.partials[0]).toEqual({ name: 'title', content: 'Aangepaste titel' });
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
  it('creates, migrates and seeds the file on first start, and reuses it on the next', async () => {
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
      expect(await second.pagesRepository.count()).toBe(pages.length);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
