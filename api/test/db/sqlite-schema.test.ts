/**
 * Guard for issue 18's portable migrations: SQLite files in use have recorded 0001–0019 as applied,
 * so the rewritten migrations must still make exactly the schema the originals made (every table,
 * index and trigger, SQL text with whitespace collapsed). The snapshot was written from the originals.
 */
import fs from 'node:fs';
import path from 'node:path';

import { sqliteSchema, type SchemaRow } from './sqlite-schema';

const snapshot = JSON.parse(fs.readFileSync(path.join(__dirname, 'sqlite-schema.snapshot.json'), 'utf8')) as SchemaRow[];

describe('the migrations on SQLite', () => {
  it('make the same sqlite_master as the migrations before they were made portable', async () => {
    const now = await sqliteSchema();
    expect(snapshot.length).toBeGreaterThan(80);
    expect(now.map((row) => `${row.type} ${row.name}`)).toEqual(snapshot.map((row) => `${row.type} ${row.name}`));
    for (const [i, row] of now.entries()) expect(row).toEqual(snapshot[i]);
  });
});
