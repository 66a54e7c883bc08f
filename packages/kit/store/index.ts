/**
 * The store contract. The shell creates the one store with `makeStore`; remotes add endpoints to
 * `baseApi` (injectEndpoints) and reducers to `rootReducer` (`rootReducer.inject(slice)`), never a
 * store of their own except in their standalone harness. Apps take Redux Toolkit's helpers and the
 * store provider from here, never from '@reduxjs/toolkit' or 'react-redux' themselves. The site
 * settings are an endpoint of `baseApi` too: `useSettings()` loads and reads them, `selectSettings` reads.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { Provider, useDispatch, useSelector, useStore } from 'react-redux';

import { baseApi } from './base-api';
import { themeMemory } from './theme-memory';
import { uiSlice } from './ui-slice';

export const rootReducer = combineSlices(uiSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/** Creates the page's store (the shell) or a harness store (standalone remotes, tests). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, themeMemory),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** The store's React provider (the shell's, a harness's): react-redux lives in the kit, as one copy. */
export const StoreProvider = Provider;

// Redux Toolkit reaches the apps through the kit too (one copy, only the parts the site uses).
export { createSlice, type PayloadAction } from '@reduxjs/toolkit';
export { skipToken } from '@reduxjs/toolkit/query/react';
export type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query/react';
export { baseApi, baseQuery, dehydrateApi, hydrateApi, REVALIDATE_AFTER_S, type BaseQueryArgs } from './base-api';
export { refetchOnReturn } from './refetch-on-return';
export { selectSettings, selectSettingsStatus, settingsApi, useSettings } from './settings-api';
export { rememberTheme, storedTheme } from './theme-memory';
export { THEME_MODES } from '../design-system/theme/theme-mode';
export * from './ui-slice';
