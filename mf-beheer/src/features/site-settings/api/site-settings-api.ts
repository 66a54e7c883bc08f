/**
 * The site settings and contact routing endpoints of the admin API (beheerder only), injected into
 * the kit's one base api. A save sends the session's CSRF token and, as `If-Match`, the version the
 * form started from, so nobody's newer save is overwritten without them seeing it (409).
 */
import type { AdminSettings, ContactRouting, ContactRoutingBody, SettingsBody } from '@kerk/kit/api-types';
import { baseApi, settingsApi } from '@kerk/kit/store';

interface Data<T> {
  data: T;
}

/** A save: the values, the version they were based on and the session's CSRF token. */
export interface Save<T> {
  values: T;
  version: string;
  csrfToken?: string;
}

const saveHeaders = ({ version, csrfToken }: Save<unknown>): Record<string, string> => ({
  'If-Match': `"${version}"`,
  ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}),
});

export const siteSettingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminSettings', 'ContactRouting'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSettings, void>({
      query: () => '/admin/settings',
      transformResponse: (answer: Data<AdminSettings>) => answer.data,
      // Another beheerder may have saved meanwhile: never open the screen on an old answer.
      keepUnusedDataFor: 0,
      providesTags: ['AdminSettings'],
    }),
    saveSettings: build.mutation<AdminSettings, Save<SettingsBody>>({
      query: (save) => ({ url: '/admin/settings', method: 'PUT', body: save.values, headers: saveHeaders(save) }),
      transformResponse: (answer: Data<AdminSettings>) => answer.data,
      // The routing shows the general address, which this may have changed.
      invalidatesTags: ['ContactRouting'],
      // The page's own settings (header, footer: on this very page too) show the saved values at once.
      async onQueryStarted(_save, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (saved) dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, saved.settings));
      },
    }),
    getContactRouting: build.query<ContactRouting, void>({
      query: () => '/admin/contact-routing',
      transformResponse: (answer: Data<ContactRouting>) => answer.data,
      keepUnusedDataFor: 0,
      providesTags: ['ContactRouting'],
    }),
    saveContactRouting: build.mutation<ContactRouting, Save<ContactRoutingBody>>({
      query: (save) => ({ url: '/admin/contact-routing', method: 'PUT', body: save.values, headers: saveHeaders(save) }),
      transformResponse: (answer: Data<ContactRouting>) => answer.data,
    }),
  }),
});

export const { useGetAdminSettingsQuery, useSaveSettingsMutation, useGetContactRoutingQuery, useSaveContactRoutingMutation } = siteSettingsApi;
