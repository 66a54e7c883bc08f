/** The outbox lease cases (outbox-lease-cases.ts) on SQLite: two connections to one database file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase } from '../../../../src/plugins/external/db';
import { migrateToLatest } from '../../../../src/db/migrate';
import { seedContact } from '../../../../src/seed/seed-contact';
import { outboxLeaseCases } from './outbox-lease-cases';

outboxLeaseCases(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-lease-'));
  const dbA = openDatabase(path.join(dir, 'site.db'));
  await migrateToLatest(dbA);
  await seedContact(dbA);
  const dbB = openDatabase(path.join(dir, 'site.db'));
  return {
    dbA,
    dbB,
    close: async () => {
      await dbA.destroy();
      await dbB.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});
