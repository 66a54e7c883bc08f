/** The envelopes of spec §7 around every JSON answer of the API. */

/** `meta` of one page: the page asked for, the page size used (a larger request is capped) and the total. */
export interface ListMeta {
  page: number;
  pageSize: number;
  total: number;
  /** The number of pages, where pages are not all `pageSize` long (services by whole days). */
  pages?: number;
}

/** `{ data }`: one item, or a list that is not paged. */
export interface DataAnswer<T> {
  data: T;
}

/** `{ data, meta }`: one page of a paged list (news, services, events, churches, pastors). */
export interface ListAnswer<T> {
  data: T[];
  meta: ListMeta;
}
