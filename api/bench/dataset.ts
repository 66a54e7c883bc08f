/**
 * The bench dataset: a migrated, seeded SQLite file plus 10 000 generated services, whose triggers
 * put 10 000 rows into the FTS5 search index. Written in chunks inside one transaction (seconds,
 * not minutes), from the seed's own texts so the words are realistic.
 */
import path from 'node:path';

import { CHURCH_NAMES } from '../content/services';
import { COLLECTIONS, NOTES, PREACHERS } from '../content/services-texts';
import { openDatabase, migrateToLatest } from '../src/plugins/external/db';
import { seedDatabase } from '../src/seed/seed';
import { toPlainText } from '../src/lib/sanitize';

export const ITEMS = 10_000;
const CHUNK = 500;
const SEASONS = ['1e zondag van Advent', 'Eerste Kerstdag', 'Palmzondag', 'Pasen', 'Pinksteren', 'Trinitatis', '12e zondag na Pinksteren', 'Eeuwigheidszondag'];
const LOCATIONS = Object.keys(CHURCH_NAMES);

/** Row `i` of the dataset: one service a day per location, spread around today. */
function row(i: number, firstDay: number) {
  const location = LOCATIONS[i % LOCATIONS.length]!;
  const notes = NOTES[i % NOTES.length]!;
  const streamed = location === 'beuningen' || location === 'wijchen';
  return {
    starts_at: new Date(firstDay + Math.floor(i / LOCATIONS.length) * 86_400_000 + 9 * 3_600_000).toISOString(),
    location,
    church_name: CHURCH_NAMES[location]!,
    preacher: PREACHERS[i % PREACHERS.length]!,
    season: SEASONS[i % SEASONS.length]!,
    collections: JSON.stringify(['Diaconie', COLLECTIONS[i % COLLECTIONS.length]]),
    streamed: streamed ? 1 : 0,
    stream_url: streamed ? `https://www.youtube.com/watch?v=bench${String(i).padStart(6, '0')}` : '',
    notes,
    notes_text: toPlainText(notes),
  };
}

/** Creates `<dir>/bench.db`; returns its path and the number of indexed rows. */
export async function createBenchDatabase(dir: string): Promise<{ file: string; indexed: number }> {
  const file = path.join(dir, 'bench.db');
  const db = openDatabase(file);
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    const firstDay = Date.UTC(new Date().getUTCFullYear() - 2, 0, 1);
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < ITEMS; start += CHUNK) {
        const rows = Array.from({ length: Math.min(CHUNK, ITEMS - start) }, (_, k) => row(start + k, firstDay));
        await trx.insertInto('services').values(rows).execute();
      }
    });
    const { n } = await db.selectFrom('search_index').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { file, indexed: Number(n) };
  } finally {
    await db.destroy();
  }
}
