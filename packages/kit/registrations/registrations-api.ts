/**
 * The sign-up endpoints (issue 43) injected into the one kit api, for both remotes that show a
 * sign-up (mf-content's services, mf-agenda's events) and the cancel page. Imported by package name:
 * this module is bundled into each remote, the store is the shell's one copy.
 */
import type { DataAnswer } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import type { SignUpInput, SignUpKind, SignUpResult } from './index';

export interface SignUpArgs {
  kind: SignUpKind;
  id: number;
  body: SignUpInput;
}

const resource: Record<SignUpKind, string> = { service: 'services', event: 'events' };

export const registrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SignUpResult, SignUpArgs>({
      query: ({ kind, id, body }) => ({ url: `/${resource[kind]}/${id}/registrations`, method: 'POST', body }),
      transformResponse: (response: DataAnswer<SignUpResult>) => response.data,
    }),
    cancelRegistration: build.mutation<'cancelled' | 'already', string>({
      query: (token) => ({ url: '/registrations/cancel', method: 'POST', body: { token } }),
      transformResponse: (response: DataAnswer<{ status: 'cancelled' | 'already' }>) => response.data.status,
    }),
  }),
});

export const { useSignUpMutation, useCancelRegistrationMutation } = registrationsApi;
