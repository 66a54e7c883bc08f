/**
 * Chrome state shared by the shell and the remotes: breadcrumbs (spec §2), the mobile drawer and
 * search pop-up (§4), the theme mode, and the route error shown by the error page.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ThemeMode } from '../design-system/theme/theme-mode';

export type { ThemeMode };

export interface Crumb {
  title: string;
  to?: string;
}

export interface RouteError {
  status: number;
  message?: string;
}

export interface UiState {
  /** Title for a purely numeric path segment, set by the page (e.g. an article title). */
  breadcrumbTitle: string | null;
  /** A complete list supplied by the page; replaces the computed crumbs. */
  breadcrumbs: Crumb[] | null;
  hideBreadcrumbs: boolean;
  drawerOpen: boolean;
  searchOpen: boolean;
  theme: ThemeMode;
  routeError: RouteError | null;
  /**
   * The instant (ISO) a server render used as "now", null in a page the browser rendered alone.
   * `useRenderNow()` reads it while hydrating, so server and browser compute the same dates.
   */
  renderedAt: string | null;
}

export const initialUiState: UiState = {
  breadcrumbTitle: null,
  breadcrumbs: null,
  hideBreadcrumbs: false,
  drawerOpen: false,
  searchOpen: false,
  theme: 'light',
  routeError: null,
  renderedAt: null,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    setBreadcrumbTitle: (state, action: PayloadAction<string | null>) => {
      state.breadcrumbTitle = action.payload;
    },
    setBreadcrumbs: (state, action: PayloadAction<Crumb[] | null>) => {
      state.breadcrumbs = action.payload;
    },
    setHideBreadcrumbs: (state, action: PayloadAction<boolean>) => {
      state.hideBreadcrumbs = action.payload;
    },
    /** Called by the shell on every route change (spec §2: the list resets per route). */
    resetBreadcrumbs: (state) => {
      state.breadcrumbTitle = null;
      state.breadcrumbs = null;
      state.hideBreadcrumbs = false;
    },
    setDrawerOpen: (state, action: PayloadAction<boolean>) => {
      state.drawerOpen = action.payload;
    },
    setSearchOpen: (state, action: PayloadAction<boolean>) => {
      state.searchOpen = action.payload;
    },
    /** Also remembered (the `theme` cookie) by the store's theme middleware. */
    setTheme: (state, action: PayloadAction<ThemeMode>) => {
      state.theme = action.payload;
    },
    /** A page reports a route error (e.g. 404 for an unknown id); the shell shows the error page. */
    showRouteError: (state, action: PayloadAction<RouteError>) => {
      state.routeError = action.payload;
    },
    clearRouteError: (state) => {
      state.routeError = null;
    },
    /** A server render's chrome state (RenderedUi), from the page's initial data: hydrating renders the same chrome. */
    adoptRenderedUi: (state, action: PayloadAction<Partial<RenderedUi>>) => {
      const { breadcrumbTitle, routeError } = action.payload;
      if (typeof breadcrumbTitle === 'string') state.breadcrumbTitle = breadcrumbTitle;
      if (routeError && typeof routeError.status === 'number') state.routeError = { status: routeError.status };
    },
    /** The server render's clock (the API's one clock), set on the server and again from the page's initial data. */
    setRenderedAt: (state, action: PayloadAction<string | null>) => {
      state.renderedAt = action.payload;
    },
  },
});

export const {
  setBreadcrumbTitle,
  setBreadcrumbs,
  setHideBreadcrumbs,
  resetBreadcrumbs,
  setDrawerOpen,
  setSearchOpen,
  setTheme,
  showRouteError,
  clearRouteError,
  setRenderedAt,
  adoptRenderedUi,
} = uiSlice.actions;

/**
 * What a page sets in the chrome while the server renders it (the title of a numeric breadcrumb, the
 * error page of an unknown record), handed to the browser with the page (`#kerk-initial-data`'s `ui`).
 */
export interface RenderedUi {
  breadcrumbTitle: string | null;
  routeError: RouteError | null;
}

export const selectRenderedUi = (state: { ui: UiState }): RenderedUi => ({ breadcrumbTitle: state.ui.breadcrumbTitle, routeError: state.ui.routeError });

/** The server render's instant (ISO), or null. */
export const selectRenderedAt = (state: { ui: UiState }): string | null => state.ui.renderedAt;
