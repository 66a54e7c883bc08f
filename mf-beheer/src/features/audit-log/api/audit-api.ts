/**
 * The Logboek: GET /api/admin/audit, one page at a time, newest first, through `withCsrf` (a 401
 * ends the session here too). Every change anywhere in the editing app adds a line, so the log is
 * read afresh each time it opens, never from an old answer.
 */
import type { AuditEntry, ListMeta } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { withCsrf } from '../../../lib/admin-session';

/** One page of the logboek. */
export interface AuditPage {
  data: AuditEntry[];
  meta: ListMeta;
}

export const AUDIT_PAGE_SIZE = 50;

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditPage, number>({
      queryFn: withCsrf<number, AuditPage>((page) => ({ url: `/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}` })),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
