/**
 * The beheerder's user management: GET /api/admin/users, POST /api/admin/users to invite,
 * PATCH /api/admin/users/:id, POST /api/admin/users/:id/link. Every call goes through `withCsrf`:
 * the CSRF token on a change, and a 401 ends the session here too. A change refreshes the list.
 */
import type { AccountNotice, AdminUser, InviteBody, ManagedUser, UpdateUserBody } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { withCsrf } from '../../../lib/admin-session';

export const usersApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ManagedUser[], void>({
      queryFn: withCsrf<void, ManagedUser[]>(() => ({ url: '/admin/users' })),
      providesTags: ['AdminUsers'],
      keepUnusedDataFor: 0,
    }),
    inviteUser: build.mutation<AdminUser, InviteBody>({
      queryFn: withCsrf<InviteBody, AdminUser>((body) => ({ url: '/admin/users', method: 'POST', body })),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminUsers']),
    }),
    updateUser: build.mutation<ManagedUser, { id: number } & UpdateUserBody>({
      queryFn: withCsrf<{ id: number } & UpdateUserBody, ManagedUser>(({ id, ...body }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body })),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminUsers']),
    }),
    sendLink: build.mutation<AccountNotice, number>({
      queryFn: withCsrf<number, AccountNotice>((id) => ({ url: `/admin/users/${id}/link`, method: 'POST' })),
    }),
  }),
});

export const { useListUsersQuery, useInviteUserMutation, useUpdateUserMutation, useSendLinkMutation } = usersApi;
