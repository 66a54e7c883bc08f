/**
 * Site settings (spec §3, §7): GET /setting, an endpoint of the base api. Cached after the first
 * success: the answer stays for the life of the page (never dropped for want of readers) and every
 * later reader gets it without a request; a failure is not cached, the next reader asks again.
 * The server hands them over in the page too (`applyInitialData`), so the first render asks nothing.
 */
import type { DataAnswer, Settings } from '../api-types';
import { baseApi } from './base-api';


export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => '/setting',
      transformResponse: (response: DataAnswer<Settings>) => response.data,
      keepUnusedDataFor: Infinity,
    }),
  }),
});

const selectSettingsEntry = settingsApi.endpoints.getSettings.select();
type SettingsRoot = Parameters<typeof selectSettingsEntry>[0];

/** The settings once loaded, else null. Reads only: `useSettings` is what loads them. */
export const selectSettings = (state: SettingsRoot): Settings | null => selectSettingsEntry(state).data ?? null;

/** Where loading stands ('succeeded' as soon as there are settings, whatever came after). */
export function selectSettingsStatus(state: SettingsRoot): 'idle' | 'loading' | 'succeeded' | 'failed' {
  const entry = selectSettingsEntry(state);
  if (entry.data) return 'succeeded';
  return entry.isLoading ? 'loading' : entry.isError ? 'failed' : 'idle';
}

/**
 * Loads the settings (one request for the whole page) and gives them, or null until they are in.
 * A later reader (another page's) asks nothing: the header reads them on every page, and they are
 * asked again when the visitor comes back to the tab (the base api's `refetchOnFocus`).
 */
export function useSettings(): Settings | null {
  return settingsApi.useGetSettingsQuery(undefined, { selectFromResult: ({ data }) => ({ data }), refetchOnMountOrArgChange: false }).data ?? null;
}
