/** The envelopes of spec §7 around every JSON answer of the API. */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** `meta` of one page: the page asked for, the page size used (a larger request is capped) and the total. */
export const listMetaSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  /** The number of pages, where pages are not all `pageSize` long (services by whole days). */
  pages: Type.Optional(Type.Integer({ description: 'Aantal pagina’s, waar pagina’s niet allemaal pageSize lang zijn (diensten per hele dag)' })),
});
export type ListMeta = Static<typeof listMetaSchema>;

/** `{ data }`: one item, or a list that is not paged. */
export const dataAnswerSchema = <T extends TSchema>(data: T, description: string) => Type.Object({ data }, { description });

/** `{ data, meta }`: one page of a paged list (news, services, events, churches, pastors). */
export const listAnswerSchema = <T extends TSchema>(items: T, description: string) =>
  Type.Object({ data: Type.Array(items), meta: listMetaSchema }, { description });

/** The answer types for any payload type T, read off the two schema builders above. */
export type DataAnswer<T> = Static<ReturnType<typeof dataAnswerSchema<TUnsafe<T>>>>;
export type ListAnswer<T> = Static<ReturnType<typeof listAnswerSchema<TUnsafe<T>>>>;
