/**
 * Giving (issue 34): collection purposes ("collectedoelen") as content, the congregation's default
 * account and the payment-link hosts a beheerder allows in the site settings, and a service's
 * collections as references to purposes (`purpose_ids`, a JSON array of purpose ids as strings).
 * `services.collections` keeps the purposes' names beside them (search, the rooster import).
 *
 * Today's names become purposes: each distinct name (the same letters, whatever the case or the
 * spaces around it) one purpose, archived (`active` 0) and marked `migrated` 1 so that beheer shows
 * a notice until someone saves it; every service then refers to its purposes in its own order.
 */
import { type Kysely, type Migration, sql } from 'kysely';

import { portable, watchDataChanges } from './dialect';

const SETTINGS = ['giving_iban', 'giving_holder', 'giving_bic', 'giving_link_hosts'] as const;

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('purposes')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('media_id', 'integer')
      .addColumn('iban', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('holder', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('amount', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('payment_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('migrated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await watchDataChanges(db, 'purposes');
    for (const column of SETTINGS) await db.schema.alterTable('settings').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('services').addColumn('purpose_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();

    const services = await sql<{ id: number; collections: string }>`SELECT id, collections FROM services ORDER BY starts_at, id`.execute(db);
    const ids = new Map<string, number>();
    for (const service of services.rows) {
      let names: unknown;
      try {
        names = JSON.parse(service.collections);
      } catch {
        names = [];
      }
      const refs: string[] = [];
      for (const name of Array.isArray(names) ? names : []) {
        if (typeof name !== 'string' || !key(name)) continue;
        let id = ids.get(key(name));
        if (id === undefined) {
          const inserted = await sql<{ id: number }>`INSERT INTO purposes (name, active, migrated) VALUES (${name.trim().replace(/\s+/g, ' ')}, 0, 1) RETURNING id`.execute(db);
          id = Number(inserted.rows[0]!.id);
          ids.set(key(name), id);
        }
        if (!refs.includes(String(id))) refs.push(String(id));
      }
      if (refs.length > 0) await sql`UPDATE services SET purpose_ids = ${JSON.stringify(refs)} WHERE id = ${service.id}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('services').dropColumn('purpose_ids').execute();
    for (const column of SETTINGS) await db.schema.alterTable('settings').dropColumn(column).execute();
    await db.schema.dropTable('purposes').execute();
  },
};
