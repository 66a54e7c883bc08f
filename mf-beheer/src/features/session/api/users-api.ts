/**
 * The beheerder's user management (GET /api/admin/users, POST /api/admin/users to invite,
 * PATCH /api/admin/users/:id, POST /api/admin/users/:id/link) and the logboek (GET
 * /api/admin/audit). Every call goes through `withCsrf`: the CSRF token on a change, and a 401
 * ends the session here too. A change refreshes the list and the logboek.
 */
import type { AccountNotice, AdminUser, AuditEntry, InviteBody, ListMeta, ManagedUser, UpdateUserBody } from '@kerk/kit/api-types';

import { sessionApi, withCsrf } from '../../../lib/admin-session';

/** One page of the logboek. */
export interface AuditPage {
  data: AuditEntry[];
  meta: ListMeta;
}

export const AUDIT_PAGE_SIZE = 50;

const api = sessionApi.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminAudit'] });

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ManagedUser[], void>({
      queryFn: withCsrf<void, ManagedUser[]>(() => ({ url: '/admin/users' })),
      providesTags: ['AdminUsers'],
      keepUnusedDataFor: 0,
    }),
    inviteUser: build.mutation<AdminUser, InviteBody>({
      queryFn: withCsrf<InviteBody, AdminUser>((body) => ({ url: '/admin/users', method: 'POST', body })),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminUsers', 'AdminAudit']),
    }),
    updateUser: build.mutation<ManagedUser, { id: number } & UpdateUserBody>({
      queryFn: withCsrf<{ id: number } & UpdateUserBody, ManagedUser>(({ id, ...body }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body })),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminUsers', 'AdminAudit']),
    }),
    sendLink: build.mutation<AccountNotice, number>({
      queryFn: withCsrf<number, AccountNotice>((id) => ({ url: `/admin/users/${id}/link`, method: 'POST' })),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminAudit']),
    }),
    auditLog: build.query<AuditPage, number>({
      queryFn: withCsrf<number, AuditPage>((page) => ({ url: `/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}` })),
      providesTags: ['AdminAudit'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListUsersQuery, useInviteUserMutation, useUpdateUserMutation, useSendLinkMutation, useAuditLogQuery } = usersApi;
