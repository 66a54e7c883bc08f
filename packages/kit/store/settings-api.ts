/**
 * Site settings (spec §3, §7): GET /setting, an endpoint of the base api. Cached after the first
 * success: the answer stays for the life of the page (never dropped for want of readers) and every
 * later reader gets it without a request; a failure is not cached, the next reader asks again.
 * The server's first view hands them over too (`applyInitialData`), so the first render asks nothing.
 */
import { baseApi } from './base-api';

export interface SiteSettings {
  title: string;
  address: string;
  zipcode: string;
  city: string;
  phone: string;
  email: string;
  facebook: string;
  twitter: string;
  youtube: string;
  linkedin: string;
}

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SiteSettings, void>({
      query: () => '/setting',
      transformResponse: (response: { data: SiteSettings }) => response.data,
      keepUnusedDataFor: Infinity,
    }),
  }),
});

const selectSettingsEntry = settingsApi.endpoints.getSettings.select();
type SettingsRoot = Parameters<typeof selectSettingsEntry>[0];

/** The settings once loaded, else null. Reads only: `useSettings` is what loads them. */
export const selectSettings = (state: SettingsRoot): SiteSettings | null => selectSettingsEntry(state).data ?? null;

/** Where loading stands ('succeeded' as soon as there are settings, whatever came after). */
export function selectSettingsStatus(state: SettingsRoot): 'idle' | 'loading' | 'succeeded' | 'failed' {
  const entry = selectSettingsEntry(state);
  if (entry.data) return 'succeeded';
  return entry.isLoading ? 'loading' : entry.isError ? 'failed' : 'idle';
}

/** Loads the settings (one request for the whole page) and gives them, or null until they are in. */
export function useSettings(): SiteSettings | null {
  return settingsApi.useGetSettingsQuery(undefined, { selectFromResult: ({ data }) => ({ data }) }).data ?? null;
}
