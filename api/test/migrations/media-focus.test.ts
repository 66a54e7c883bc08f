/**
 * Migration 0027 (focal points) on a library that holds photos: each keeps its row, with the centre
 * as its focal point (as the cards cropped it until then) and its uploaded preview; a point outside
 * the photo is refused by the table itself; `down` removes the columns again.
 */
import type { Kysely } from 'kysely';

import { columnsOf, withSqliteAt } from './sqlite-at';

const photo = (id: number) => ({
  id,
  hash: `${id}`.padStart(20, '0'),
  original_name: 'IMG_0001.jpg',
  width: 1600,
  height: 900,
  alt: 'De kerk in de sneeuw',
  sizes: '[320,640,1024,1600]',
  created_by: 'koster@example.org',
  created_at: '2026-11-25T09:00:00.000Z',
});

describe('migration 0027_media_focus', () => {
  it('gives every photo stored before it the centre and its uploaded preview, refuses a point outside the photo, and goes down cleanly', async () => {
    await withSqliteAt('0026_hidden_writes', async (db, migrator) => {
      const legacy = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await legacy.insertInto('media').values([photo(1), photo(2)]).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('media').select(['id', 'alt', 'focus_x', 'focus_y', 'preview_file']).orderBy('id').execute()).toEqual([
        { id: 1, alt: 'De kerk in de sneeuw', focus_x: 50, focus_y: 50, preview_file: 'preview.jpg' },
        { id: 2, alt: 'De kerk in de sneeuw', focus_x: 50, focus_y: 50, preview_file: 'preview.jpg' },
      ]);
      // As text, not `rejects.toThrow`: after another test file, better-sqlite3's error is of another realm.
      const refused = await db.updateTable('media').set({ focus_x: 101 }).where('id', '=', 1).execute().then(() => 'stored', (error: unknown) => String(error));
      expect(refused).toMatch(/CHECK constraint failed/);
      await db.updateTable('media').set({ focus_x: 0, focus_y: 100 }).where('id', '=', 1).execute();

      expect((await migrator.migrateTo('0026_hidden_writes')).error).toBeUndefined();
      expect(await columnsOf(db, 'media')).toEqual(expect.arrayContaining(['hash', 'alt', 'sizes']));
      for (const column of ['focus_x', 'focus_y', 'preview_file']) expect(await columnsOf(db, 'media')).not.toContain(column);
    });
  });
});
