/**
 * The pastoral team. Name, role and summary are plain text, the biography is rich text; both are
 * sanitized here on the write path. `slug` is the canonical name segment of the member's URL.
 */
import type { Pastor, Photo } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import { orderedTable, storedDrawing } from '../community-editing/ordered-table';
import type { Database, PastorsTable } from '../../../db/schema';
import { sanitizeByKind, toPlainText } from '../../../lib/sanitize';
import { slugify } from '../../../lib/slug';
import { LOCATION_SLUGS } from '../churches/churches-repository';

export interface PastorInput {
  name: string;
  /** Defaults to the slug of the name. */
  slug?: string;
  role: string;
  /** Location slugs; unknown ones are dropped. */
  areas: string[];
  email?: string;
  phone?: string;
  photo?: string;
  photoAlt?: string;
  summary?: string;
  biography?: string;
}

/**
 * The detail answer's shape (the kit's API contract); here `photo` is still the portrait's file
 * name, the route makes it a URL. The list answer leaves out the biography (PastorSummary).
 */
export type { Pastor };

declare module 'fastify' {
  interface FastifyInstance {
    pastorsRepository: PastorsRepository;
  }
}

export const isLocation = (slug: string) => (LOCATION_SLUGS as readonly string[]).includes(slug);

/** The stored areas (a JSON array), keeping only location slugs. */
export function parseAreas(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string' && isLocation(a)) : [];
  } catch {
    return [];
  }
}

/** A row as the public reads it: a library photo, when there is one, is the portrait. */
const toPastor = (row: Selectable<PastorsTable>, picture: Photo | null): Pastor => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  role: row.role,
  areas: parseAreas(row.areas),
  email: row.email,
  phone: row.phone,
  photo: picture ? picture.src : row.photo,
  photoAlt: picture ? picture.alt : row.photo_alt,
  picture,
  summary: row.summary,
  biography: row.biography,
});

export function createPastorsRepository(db: Kysely<Database>) {
  const team = orderedTable(db, 'pastors', toPastor);

  return {
    // count, list (display order) and findById
    ...team,

    /** Inserts a member at the end of the team; returns the new id. */
    async create(input: PastorInput): Promise<number> {
      const name = toPlainText(input.name);
      const photo = storedDrawing(input.photo, input.photoAlt);
      const areas = [...new Set(input.areas.filter(isLocation))];
      const { id } = await db
        .insertInto('pastors')
        .values({
          name,
          slug: slugify(input.slug ?? name) || 'lid',
          role: toPlainText(input.role),
          areas: JSON.stringify(areas),
          email: toPlainText(input.email ?? ''),
          phone: toPlainText(input.phone ?? ''),
          photo: photo.file,
          photo_alt: photo.alt,
          summary: toPlainText(input.summary ?? ''),
          biography: sanitizeByKind('essential', input.biography ?? ''),
          position: await team.count(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type PastorsRepository = ReturnType<typeof createPastorsRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('pastorsRepository', createPastorsRepository(fastify.db));
  },
  { name: 'pastors-repository', dependencies: ['db'] },
);
