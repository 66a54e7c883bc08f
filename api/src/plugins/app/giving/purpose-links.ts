/**
 * A service's collections as references to purposes (issue 34): the ids the form picks (`purposes`)
 * and their names beside them (`collections`, for search and the rooster import). A name without an
 * id (the rooster import, the seed, an older client) is matched to a purpose by its letters, whatever
 * the case or the spaces; a name no purpose has becomes an archived purpose, marked `migrated` so
 * beheer shows a notice until someone saves it (as migration 0031 did with the names of its day).
 */
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { typedText } from '../../../lib/sanitize';

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function createPurposeLinks(db: Kysely<Database>) {
  /** The purposes' ids (as strings) for names, in their order, making the missing ones (archived). */
  async function idsOf(names: readonly string[]): Promise<string[]> {
    const wanted = names.map((name) => typedText(name).trim().replace(/\s+/g, ' ')).filter(Boolean);
    if (wanted.length === 0) return [];
    const rows = await db.selectFrom('purposes').select(['id', 'name']).orderBy('id').execute();
    const byName = new Map<string, number>();
    for (const row of rows) if (!byName.has(key(row.name))) byName.set(key(row.name), row.id);
    const ids: string[] = [];
    for (const name of wanted) {
      let id = byName.get(key(name));
      if (id === undefined) {
        ({ id } = await db.insertInto('purposes').values({ name, active: 0, migrated: 1 }).returning('id').executeTakeFirstOrThrow());
        byName.set(key(name), id);
      }
      if (!ids.includes(String(id))) ids.push(String(id));
    }
    return ids;
  }

  /** The names of purposes by id, in the ids' order (ids of no purpose left out). */
  async function namesOf(ids: readonly string[]): Promise<string[]> {
    const numbers = ids.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (numbers.length === 0) return [];
    const rows = await db.selectFrom('purposes').select(['id', 'name']).where('id', 'in', numbers).execute();
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return numbers.map((n) => names.get(n)).filter((name): name is string => name !== undefined);
  }

  /** Every purpose id (as a string), the choices a service may refer to. */
  const allIds = async () => (await db.selectFrom('purposes').select('id').execute()).map((row) => String(row.id));

  /**
   * A service's fields with `purposes` and `collections` in step: the ids when given, else the
   * names' purposes; the names are then the purposes' own. Neither: unchanged.
   */
  async function link<F extends { purposes?: string[]; collections?: string[] }>(fields: F): Promise<F> {
    if (fields.purposes !== undefined) return { ...fields, collections: await namesOf(fields.purposes) };
    if (fields.collections !== undefined) {
      const purposes = await idsOf(fields.collections);
      return { ...fields, purposes, collections: await namesOf(purposes) };
    }
    return fields;
  }

  return { idsOf, namesOf, allIds, link };
}
