/**
 * The engine (issue 42): the editing and the public reading of every content type that is not
 * marked `custom`, from its declaration alone (`@kerk/kit/content-types`). Its table is its
 * `resource`, its columns its fields' (content-rows.ts); the list follows the declaration's
 * `list.order`; a library photo (a field `mediaId`) is checked, shown and kept in the library's
 * usages. Decorates `fastify.engine`: the editing of each engine type, by kind. A type that needs
 * logic of its own is `custom` and keeps an editing plugin of its own (purpose-editing.ts …).
 */
import { hasPhotoField } from '@kerk/kit/api-schemas';
import type { Photo } from '@kerk/kit/api-types';
import { columnOf, type ContentKind, type ContentType, ENGINE_TYPES } from '@kerk/kit/content-types';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';

import type { Database } from '../../../db/schema';
import { checkPhoto, photoUsageHooks, withPictures } from '../community-editing/community-photo';
import { picturesOf } from '../media/media-repository';
import { createCollection, type Editor, type SaveResult, type VersionedRow } from './collection';
import { checkContent, columnsOf, fieldsOf } from './content-rows';

type Row = VersionedRow & Record<string, unknown> & { media_id: number | null };
/** An item as the editing app edits it: the id, every field, the photo (a type with one) and the version. */
export type EngineItem = Record<string, unknown> & { id: number; mediaId: number | null; picture: Photo | null; version: number; updatedAt: string; updatedBy: string };
type Fields = Record<string, unknown>;

/** The photo field of an engine type must be `mediaId` (column `media_id`), as the library's usages and the pictures read it. */
function photoFieldOf(type: ContentType): boolean {
  if (!hasPhotoField(type)) return false;
  const field = type.fields.mediaId;
  if (field?.kind !== 'photo' || columnOf('mediaId', field) !== 'media_id') throw new Error(`${type.kind}: een foto heet mediaId, in de kolom media_id`);
  return true;
}

/** The `ORDER BY` of a type's list: its declared order ('-active' is descending), then the id. */
function orderOf(type: ContentType): [string, 'asc' | 'desc'][] {
  const order = (type.list?.order ?? []).map((entry): [string, 'asc' | 'desc'] => {
    const name = entry.replace(/^-/, '');
    const field = type.fields[name];
    const column = field ? columnOf(name, field) : null;
    if (!column) throw new Error(`${type.kind}: de volgorde noemt ${name}, geen veld met een kolom`);
    return [column, entry.startsWith('-') ? 'desc' : 'asc'];
  });
  return [...order, ['id', 'asc']];
}

export function createTypeEditing(db: Kysely<Database>, type: ContentType) {
  const photo = photoFieldOf(type);
  const table = type.resource as keyof Database;
  const order = orderOf(type);
  const titleColumn = type.titleField ? columnOf(type.titleField, type.fields[type.titleField]!) : null;
  const title = (row: Row) => (titleColumn && typeof row[titleColumn] === 'string' && row[titleColumn]) || `${type.names.one} ${row.id}`;
  const Name = type.names.one.charAt(0).toUpperCase() + type.names.one.slice(1);

  const toAdmin = (row: Row): EngineItem => ({
    id: row.id,
    ...fieldsOf(type, row),
    ...(photo ? { picture: null } : {}),
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  }) as EngineItem;

  const items = createCollection<Row, EngineItem>(db, {
    kind: type.kind as ContentKind,
    table,
    toAdmin,
    title,
    ...(photo ? photoUsageHooks<Row>(type.kind as ContentKind, (row) => `${Name}: ${title(row)}`) : {}),
  });
  const { pictures, ...shared } = withPictures(db, items);
  // A type without a photo has no pictures to fill in.
  const filled = {
    all: (list: EngineItem[]): Promise<EngineItem[]> => (photo ? pictures.all(list) : Promise.resolve(list)),
    result: (answer: SaveResult<EngineItem>): Promise<SaveResult<EngineItem>> => (photo ? pictures.result(answer) : Promise.resolve(answer)),
  };

  const rows = async (where?: number): Promise<Row[]> => {
    // Kysely cannot type a table picked at run time.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let query = (db as unknown as Kysely<any>).selectFrom(table).selectAll();
    if (where !== undefined) query = query.where('id', '=', where);
    for (const [column, direction] of order) query = query.orderBy(sql.ref(column), direction);
    return (await query.execute()) as Row[];
  };

  async function check(fields: Fields): Promise<{ errors: Record<string, string>; columns?: Partial<Row> }> {
    const errors = checkContent(type, fields, {});
    if (photo) {
      const photoError = await checkPhoto(db, fields.mediaId as number | null | undefined);
      if (photoError) errors.mediaId = photoError;
    }
    if (Object.keys(errors).length > 0) return { errors };
    return { errors, columns: columnsOf(type, fields) as Partial<Row> };
  }

  /** The public fields of a row (`'detail'` ones too for one item), with its photo. */
  async function toPublic(list: Row[], detail: boolean): Promise<Record<string, unknown>[]> {
    const found = photo ? await picturesOf(db, list.map((row) => row.media_id)) : null;
    return list.map((row) => {
      const values = fieldsOf(type, row, { publicOnly: true });
      if (!detail) for (const [name, field] of Object.entries(type.fields)) if (field.public === 'detail') delete values[name];
      return { id: row.id, ...values, ...(found ? { picture: (row.media_id !== null && found.get(row.media_id)) || null } : {}) };
    });
  }

  return {
    type,
    /** Every item, in the declared order. */
    list: async (): Promise<EngineItem[]> => filled.all((await rows()).map(toAdmin)),

    async create(fields: Fields, editor: Editor): Promise<SaveResult<EngineItem>> {
      const { errors, columns } = await check(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      return filled.result(await items.create(columns, editor));
    },

    async update(id: number, fields: Fields, version: number, editor: Editor): Promise<SaveResult<EngineItem>> {
      if (!(await items.findRow(id))) return { status: 'not_found' };
      const { errors, columns } = await check(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      return filled.result(await items.update(id, version, columns, editor));
    },

    ...(photo ? shared : { ...shared, get: items.get, restore: items.restore, restoreRevision: items.restoreRevision }),

    /** The public list, in the declared order. */
    publicList: async () => toPublic(await rows(), false),
    /** One item as a visitor reads it; null when there is none. */
    publicItem: async (id: number) => (await toPublic(await rows(id), true))[0] ?? null,
  };
}

export type TypeEditing = ReturnType<typeof createTypeEditing>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The editing and the public reading of each engine type, by kind. */
    engine: Map<string, TypeEditing>;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('engine', new Map(ENGINE_TYPES.map((type) => [type.kind, createTypeEditing(fastify.db, type)])));
  },
  { name: 'engine', dependencies: ['db'] },
);
