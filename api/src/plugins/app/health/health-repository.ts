/** Liveness of the database for GET /api/health. */
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    healthRepository: HealthRepository;
  }
}

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** False (never a throw) when the database cannot answer a trivial query. */
    async isDatabaseUp(): Promise<boolean> {
      try {
        const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
        return rows[0]?.ok === 1;
      } catch {
        return false;
      }
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('healthRepository', createHealthRepository(fastify.db));
  },
  { name: 'health-repository', dependencies: ['db'] },
);
