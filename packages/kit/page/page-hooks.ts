/** Hooks a page uses to talk to the shell's chrome through the ui slice. */
import { useEffect } from 'react';

import type { ApiError } from '../http';
import { setBreadcrumbs, setBreadcrumbTitle, showRouteError, useAppDispatch, type Crumb } from '../store';

/** Title for the numeric path segment in the breadcrumbs (e.g. the article title). */
export function useBreadcrumbTitle(title: string | undefined | null): void {
  const dispatch = useAppDispatch();
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
  const status = error ? ((error as ApiError).status ?? 500) : 0;
  useEffect(() => {
    if (status) dispatch(showRouteError({ status }));
  }, [dispatch, status]);
}

/**
 * @deprecated Kit 0.2's name of {@link useShowErrorPage}, kept for remotes built against 0.2 (they
 * call the shell's copy of the kit) until the next breaking release, 0.4.
 */
export const useRouteError = useShowErrorPage;
