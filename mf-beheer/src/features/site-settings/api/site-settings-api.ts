/**
 * The site settings and contact routing endpoints of the admin API (beheerder only), injected into
 * the kit's one base api, through `withCsrf`. A save sends, as `If-Match`, the version the
 * form started from, so nobody's newer save is overwritten without them seeing it (409).
 */
import type { AdminSettings, ContactRouting, ContactRoutingBody, GivingSettings, GivingSettingsBody, SettingsBody } from '@kerk/kit/api-types';
import { baseApi, settingsApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../../../lib/admin-session';

/** A save: the values and the version they were based on. */
export interface Save<T> {
  values: T;
  version: string;
}

export const siteSettingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminSettings', 'ContactRouting', 'GivingSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSettings, void>({
      queryFn: withCsrf<void, AdminSettings>(() => ({ url: '/admin/settings' })),
      // Another beheerder may have saved meanwhile: never open the screen on an old answer.
      keepUnusedDataFor: 0,
      providesTags: ['AdminSettings'],
    }),
    saveSettings: build.mutation<AdminSettings, Save<SettingsBody>>({
      queryFn: withCsrf<Save<SettingsBody>, AdminSettings>((save) => ({ url: '/admin/settings', method: 'PUT', body: save.values, headers: ifMatch(save.version) })),
      // The routing shows the general address, which this may have changed.
      invalidatesTags: ['ContactRouting'],
      // The page's own settings (header, footer: on this very page too) show the saved values at once.
      async onQueryStarted(_save, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (saved) dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, saved.settings));
      },
    }),
    getContactRouting: build.query<ContactRouting, void>({
      queryFn: withCsrf<void, ContactRouting>(() => ({ url: '/admin/contact-routing' })),
      keepUnusedDataFor: 0,
      providesTags: ['ContactRouting'],
    }),
    saveContactRouting: build.mutation<ContactRouting, Save<ContactRoutingBody>>({
      queryFn: withCsrf<Save<ContactRoutingBody>, ContactRouting>((save) => ({ url: '/admin/contact-routing', method: 'PUT', body: save.values, headers: ifMatch(save.version) })),
    }),
    // The giving settings (issue 34) have no version: the last save counts.
    getGivingSettings: build.query<GivingSettings, void>({
      queryFn: withCsrf<void, GivingSettings>(() => ({ url: '/admin/giving-settings' })),
      keepUnusedDataFor: 0,
      providesTags: ['GivingSettings'],
    }),
    saveGivingSettings: build.mutation<GivingSettings, GivingSettingsBody>({
      queryFn: withCsrf<GivingSettingsBody, GivingSettings>((body) => ({ url: '/admin/giving-settings', method: 'PUT', body })),
    }),
  }),
});

export const {
  useGetAdminSettingsQuery,
  useSaveSettingsMutation,
  useGetContactRoutingQuery,
  useSaveContactRoutingMutation,
  useGetGivingSettingsQuery,
  useSaveGivingSettingsMutation,
} = siteSettingsApi;
