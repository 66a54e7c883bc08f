/** RTK Query endpoints of the contact form: the contact types and the message submission. */
import type { ContactReceipt, ContactType, DataAnswer } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import type { ContactValues } from '../utils/contact-validation';

export interface SendContactArgs {
  values: ContactValues;
  /** The same key for a repeated submit of the same text, so the server stores it once. */
  idempotencyKey: string;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactTypes: build.query<ContactType[], void>({
      query: () => '/contact-types',
      transformResponse: (response: DataAnswer<ContactType[]>) => response.data,
    }),
    sendContactMessage: build.mutation<ContactReceipt, SendContactArgs>({
      query: ({ values, idempotencyKey }) => ({
        url: '/contact',
        method: 'POST',
        body: values,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: DataAnswer<ContactReceipt>) => response.data,
    }),
  }),
});

export const { useGetContactTypesQuery, useSendContactMessageMutation } = contactApi;
