/** Site-wide settings (spec §3): one row, every field a plain string, '' when unset. */
import { SETTING_KEYS } from '@kerk/kit/api-schemas';
import type { Settings } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { toPlainText } from '../../../lib/sanitize';

export type { Settings };

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
}

const EMPTY: Settings = Object.fromEntries(SETTING_KEYS.map((key) => [key, ''])) as Settings;

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    /** Always answers every key, so a missing row reads as "nothing configured" rather than an error. */
    async get(): Promise<Settings> {
      const row = await db.selectFrom('settings').select([...SETTING_KEYS]).where('id', '=', 1).executeTakeFirst();
      return { ...EMPTY, ...row };
    },

    /** Updates the given keys (creating the row if needed); values are stored as plain text. */
    async save(values: Partial<Settings>): Promise<void> {
      const clean = Object.fromEntries(
        SETTING_KEYS.filter((key) => values[key] !== undefined).map((key) => [key, toPlainText(values[key] ?? '')]),
      );
      if (Object.keys(clean).length === 0) return;
      await db
        .insertInto('settings')
        .values({ id: 1, ...clean })
        .onConflict((oc) => oc.column('id').doUpdateSet(clean))
        .execute();
    },

    async isEmpty(): Promise<boolean> {
      return !(await db.selectFrom('settings').select('id').executeTakeFirst());
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('settingsRepository', createSettingsRepository(fastify.db));
  },
  { name: 'settings-repository', dependencies: ['db'] },
);
