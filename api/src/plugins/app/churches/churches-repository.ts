/**
 * The churches of the seven locations. Texts are plain (sanitized to text on write); the drawing is
 * referred to by its file name in content/images/churches/, which the route turns into a URL.
 */
import type { Church, Photo } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import { orderedTable, storedDrawing } from '../community-editing/ordered-table';
import type { ChurchesTable, Database } from '../../../db/schema';
import { toPlainText } from '../../../lib/sanitize';

/** The location slugs of spec §3, in the spec's order (also the display order of the churches). */
export const LOCATION_SLUGS = ['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur'] as const;
export type LocationSlug = (typeof LOCATION_SLUGS)[number];

export interface ChurchInput {
  slug: LocationSlug;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  description?: string;
  accessibility?: string;
  image?: string;
  imageAlt?: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** The answer's shape (the kit's API contract); here `image` is still the drawing's file name, the route makes it a URL. */
export type { Church };

declare module 'fastify' {
  interface FastifyInstance {
    churchesRepository: ChurchesRepository;
  }
}

/** The fields the public answer and the editing app's answer share, as stored. */
export const churchFields = (row: Selectable<ChurchesTable>) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  address: row.address,
  zipcode: row.zipcode,
  city: row.city,
  description: row.description,
  accessibility: row.accessibility,
});

/** A row as the public reads it: a library photo, when there is one, takes the drawing's place. */
const toChurch = (row: Selectable<ChurchesTable>, picture: Photo | null): Church => ({
  ...churchFields(row),
  image: picture ? picture.src : row.image,
  imageAlt: picture ? picture.alt : row.image_alt,
  picture,
  latitude: row.latitude,
  longitude: row.longitude,
});

export function createChurchesRepository(db: Kysely<Database>) {
  return {
    // count, list (location order) and findById
    ...orderedTable(db, 'churches', toChurch),

    /** Inserts a church; returns its id, or null when the slug is not a location or already taken. */
    async create(input: ChurchInput): Promise<number | null> {
      const position = LOCATION_SLUGS.indexOf(input.slug);
      if (position < 0) return null;
      const taken = await db.selectFrom('churches').select('id').where('slug', '=', input.slug).executeTakeFirst();
      if (taken) return null;
      const drawing = storedDrawing(input.image, input.imageAlt);
      const { id } = await db
        .insertInto('churches')
        .values({
          slug: input.slug,
          name: toPlainText(input.name),
          address: toPlainText(input.address),
          zipcode: toPlainText(input.zipcode),
          city: toPlainText(input.city),
          description: toPlainText(input.description ?? ''),
          accessibility: toPlainText(input.accessibility ?? ''),
          image: drawing.file,
          image_alt: drawing.alt,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type ChurchesRepository = ReturnType<typeof createChurchesRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('churchesRepository', createChurchesRepository(fastify.db));
  },
  { name: 'churches-repository', dependencies: ['db'] },
);
