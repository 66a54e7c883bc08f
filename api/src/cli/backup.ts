/**
 * `npm run backup -w api [-- <target file>]`: an online, consistent copy of the SQLite database
 * (better-sqlite3's backup API), safe while the server keeps writing. Default target:
 * <db folder>/backups/site-<timestamp>.db.
 *
 * Then the photos (MEDIA_PATH) are copied next to it, into `<target without .db>-media/`. The
 * database goes first: a photo's files are written before its row and never change, so every
 * photo the copied database names is in the folder (one uploaded meanwhile is there too, unused).
 * Restore: stop the server, put the .db back as DATABASE_PATH and the -media folder as MEDIA_PATH.
 */
import path from 'node:path';
import fs from 'node:fs';

import SQLite from 'better-sqlite3';

import { loadConfig } from '../plugins/external/env';
import { now } from '../lib/clock';

async function main() {
  const { databasePath, databaseUrl, mediaPath } = loadConfig(process.env);
  if (databaseUrl) throw new Error('DATABASE_URL is set: this copies a SQLite database. Back up PostgreSQL with pg_dump (docs/operations.md, Backup on PostgreSQL)');
  if (databasePath === ':memory:') throw new Error('DATABASE_PATH is :memory:, there is nothing to back up');
  const stamp = now().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(process.argv[2] ?? path.join(path.dirname(databasePath), 'backups', `site-${stamp}.db`));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new SQLite(databasePath, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
    console.log(`backup written to ${target}`);
  } finally {
    db.close();
  }
  if (mediaPath && fs.existsSync(mediaPath)) {
    const mediaTarget = `${target.replace(/\.db$/, '')}-media`;
    fs.cpSync(mediaPath, mediaTarget, { recursive: true, errorOnExist: false, filter: (source) => !source.endsWith('.tmp') });
    console.log(`photos copied to ${mediaTarget}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
