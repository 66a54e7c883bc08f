/**
 * The chrome around every route: skip link, header, breadcrumbs, main, footer. A route error set
 * by a page (e.g. 404 for an unknown id) replaces the main content with the error page.
 */
import { css } from '@emotion/react';
import { Container } from '@kerk/kit/design-system';
import { clearRouteError, resetBreadcrumbs, useAppDispatch, useAppSelector } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from '@kerk/kit/router';

import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { ErrorPage } from '../features/error-page/error-page';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/navigation/header';
import { menuItems } from '../features/navigation/menu-items';
import { ScrollRestoration } from '../features/scroll/scroll-restoration';
import { SearchPopup } from '../features/search/search-popup';
import { ThemeSwitch, ThemeToggle } from '../features/theme/theme-switch';

export function Layout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const routeError = useAppSelector((s) => s.ui.routeError);

  // On another page (not the first: the store starts with what the server rendered it with). A layout
  // effect runs before the pages' passive effects, so what a new page sets survives.
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch(resetBreadcrumbs());
    dispatch(clearRouteError());
  }, [pathname, dispatch]);

  return (
    <div css={css`display: flex; flex-direction: column; min-height: 100vh;`}>
      <a
        href="#main"
        css={(t) => css`
          position: absolute; left: -999px; top: 0; z-index: 100; padding: ${t.space(2)} ${t.space(4)};
          background: ${t.colors.action}; color: ${t.colors.onAction};
          &:focus { left: ${t.space(2)}; top: ${t.space(2)}; }
        `}
      >
        {texts.common.skipToContent}
      </a>
      <ScrollRestoration />
      <Header items={menuItems} search={<SearchPopup />} themeToggle={<ThemeToggle />} themeSwitch={<ThemeSwitch />} />
      <Container css={css`flex: 1; width: 100%;`}>
        <Breadcrumbs />
        {/* At least a screen high, so the footer starts below the fold and does not jump down
            (layout shift) when a remote's page replaces its skeleton. */}
        <main id="main" tabIndex={-1} css={(t) => css`padding: ${t.space(4)} 0; outline: none; min-height: 100vh;`}>
          {routeError ? <ErrorPage status={routeError.status} detail={routeError.message} /> : <Outlet />}
        </main>
      </Container>
      <Footer themeSwitch={<ThemeSwitch />} />
    </div>
  );
}
