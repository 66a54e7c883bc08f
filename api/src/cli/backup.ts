/**
 * `npm run backup -w api [-- <target file>]`: an online, consistent copy of the SQLite database
 * (better-sqlite3's backup API), safe while the server keeps writing. Default target:
 * <db folder>/backups/site-<timestamp>.db.
 */
import path from 'node:path';
import fs from 'node:fs';

import SQLite from 'better-sqlite3';

import { loadConfig } from '../plugins/external/env';
import { now } from '../lib/clock';

async function main() {
  const { databasePath } = loadConfig(process.env);
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
