/**
 * The sign-ups' endpoints of the admin API (issue 43): the services and events taking sign-ups, one
 * list (names for a beheerder only; a redacteur gets the counts), a sign-up by phone, cancelling
 * one, closing early and opening again, the seats, a message to all. Every change answers or
 * invalidates the list, so the counts on screen are the server's.
 */
import type { AdminRegistrationList, AdminRegistrationSummary, SignUpResultAnswer } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { withCsrf } from '../../../lib/admin-session';
import type { RegistrationKind } from '../../../lib/registrations-path';

export type { AdminRegistration, AdminRegistrationList, AdminRegistrationSummary } from '@kerk/kit/api-types';

const BASE = '/admin/registrations';
const TAG = 'registrations';

export interface TargetRef {
  kind: RegistrationKind;
  id: number;
  /** '' except for one occurrence of a recurring event. */
  occurrence: string;
}

export interface PhoneSignUp {
  name: string;
  email: string;
  seats: number;
  answer: string;
}

const query = (occurrence: string) => (occurrence ? `?${new URLSearchParams({ occurrence })}` : '');
const pathOf = ({ kind, id }: TargetRef) => `${BASE}/${kind}/${id}`;

/** The CSV of one list: a plain download (a GET with the session's cookie); a beheerder's only. */
export const csvPath = (ref: TargetRef) => `${pathOf(ref)}/aanmeldingen.csv${query(ref.occurrence)}`;

export const registrationsApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    registrationTargets: build.query<AdminRegistrationSummary[], void>({
      queryFn: withCsrf<void, AdminRegistrationSummary[]>(() => ({ url: BASE })),
      keepUnusedDataFor: 0,
      providesTags: [TAG],
    }),
    registrationList: build.query<AdminRegistrationList, TargetRef>({
      queryFn: withCsrf<TargetRef, AdminRegistrationList>((ref) => ({ url: `${pathOf(ref)}${query(ref.occurrence)}` })),
      keepUnusedDataFor: 0,
      providesTags: [TAG],
    }),
    addPhoneSignUp: build.mutation<SignUpResultAnswer & { id: number }, TargetRef & { values: PhoneSignUp }>({
      queryFn: withCsrf<TargetRef & { values: PhoneSignUp }, SignUpResultAnswer & { id: number }>(({ values, ...ref }) => ({
        url: pathOf(ref),
        method: 'POST',
        body: { ...values, ...(ref.occurrence ? { occurrence: ref.occurrence } : {}) },
      })),
      invalidatesTags: [TAG],
    }),
    cancelSignUp: build.mutation<null, number>({
      queryFn: withCsrf<number, null>((registrationId) => ({ url: `${BASE}/entries/${registrationId}`, method: 'DELETE' })),
      invalidatesTags: [TAG],
    }),
    setSignupsClosed: build.mutation<AdminRegistrationList, TargetRef & { closed: boolean }>({
      queryFn: withCsrf<TargetRef & { closed: boolean }, AdminRegistrationList>(({ closed, ...ref }) => ({ url: `${pathOf(ref)}/closed${query(ref.occurrence)}`, method: 'PUT', body: { closed } })),
      invalidatesTags: [TAG],
    }),
    setSignupSeats: build.mutation<AdminRegistrationList, TargetRef & { seats: number }>({
      queryFn: withCsrf<TargetRef & { seats: number }, AdminRegistrationList>(({ seats, ...ref }) => ({ url: `${pathOf(ref)}/seats${query(ref.occurrence)}`, method: 'PUT', body: { seats } })),
      invalidatesTags: [TAG],
    }),
    messageSignups: build.mutation<{ sent: number }, TargetRef & { subject: string; body: string }>({
      queryFn: withCsrf<TargetRef & { subject: string; body: string }, { sent: number }>(({ subject, body, ...ref }) => ({
        url: `${pathOf(ref)}/bericht`,
        method: 'POST',
        body: { subject, body, ...(ref.occurrence ? { occurrence: ref.occurrence } : {}) },
      })),
    }),
  }),
});

export const {
  useRegistrationTargetsQuery,
  useRegistrationListQuery,
  useAddPhoneSignUpMutation,
  useCancelSignUpMutation,
  useSetSignupsClosedMutation,
  useSetSignupSeatsMutation,
  useMessageSignupsMutation,
} = registrationsApi;
