/** Hooks a page uses to talk to the shell's chrome through the ui slice. */
import { useEffect } from 'react';

import type { ApiError } from '../http';
import { setBreadcrumbs, setBreadcrumbTitle, showRouteError, useAppDispatch, useAppStore, type Crumb } from '../store';

/**
 * No effect runs in a server render: there a page's word to the chrome goes into the render's store
 * while it renders. The chrome (breadcrumbs, the error page) is drawn before the page, so the server
 * renders once more when the chrome's state changed (shell: render-page.tsx), and the HTML has it.
 */
const onServer = typeof window === 'undefined';

/** Title for the numeric path segment in the breadcrumbs (e.g. the article title). */
export function useBreadcrumbTitle(title: string | undefined | null): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  if (onServer && title && store.getState().ui.breadcrumbTitle !== title) dispatch(setBreadcrumbTitle(title));
  useEffect(() => {
    if (title) dispatch(setBreadcrumbTitle(title));
  }, [dispatch, title]);
}

/** A complete breadcrumb list (after home) supplied by the page. */
export function useBreadcrumbs(crumbs: Crumb[] | null): void {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    if (crumbs) dispatch(setBreadcrumbs(crumbs));
  }, [dispatch, key]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * Shows the shell's error page for a failed load: the API's status (404 for unknown ids), else 500.
 * (It reports an error; React Router's `useRouteError` reads one, hence not that name.)
 */
export function useShowErrorPage(error: ApiError | unknown | undefined): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const status = error ? ((error as ApiError).status ?? 500) : 0;
  // On the server only an answer about the page itself (404: no such record); a failed request may
  // well succeed in the browser, which asks again.
  if (onServer && status >= 400 && status < 500 && store.getState().ui.routeError?.status !== status) dispatch(showRouteError({ status }));
  useEffect(() => {
    if (status) dispatch(showRouteError({ status }));
  }, [dispatch, status]);
}

/**
 * @deprecated Kit 0.2's name of {@link useShowErrorPage}, kept for remotes built against 0.2 (they
 * call the shell's copy of the kit) until the next breaking release, 0.4.
 */
export const useRouteError = useShowErrorPage;
