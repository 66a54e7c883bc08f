/**
 * Contact types and their recipients (spec §3). The list the form shows and the address a message
 * is mailed to come from the same rows, so a type can never be offered without a recipient.
 */
import type { ContactType } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

/** The answer's shape, from the kit's API contract. */
export type { ContactType };

export interface ContactTypeInput extends ContactType {
  recipientName: string;
  recipientEmail: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ContactRepository;
  }
}

export function createContactRepository(db: Kysely<Database>) {
  return {
    /** Every type in form order. */
    async listTypes(): Promise<ContactType[]> {
      return db.selectFrom('contact_types').select(['key', 'label']).orderBy('position').execute();
    },

    async hasType(key: string): Promise<boolean> {
      return Boolean(await db.selectFrom('contact_types').select('key').where('key', '=', key).executeTakeFirst());
    },

    /** Adds or replaces the given types; their position is their index in the list. */
    async saveTypes(types: ContactTypeInput[]): Promise<void> {
      for (const [position, type] of types.entries()) {
        const row = { label: type.label, position, recipient_name: type.recipientName, recipient_email: type.recipientEmail };
        await db
          .insertInto('contact_types')
          .values({ key: type.key, ...row })
          .onConflict((oc) => oc.column('key').doUpdateSet(row))
          .execute();
      }
    },

    async countTypes(): Promise<number> {
      const { n } = await db.selectFrom('contact_types').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('contactRepository', createContactRepository(fastify.db));
  },
  { name: 'contact-repository', dependencies: ['db'] },
);
