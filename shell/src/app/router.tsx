/**
 * Browser routes: home, every remote route (lazy, each in its own boundary), and a 404 for the
 * rest. An error thrown while rendering the chrome or a page shows the 500 page until the visitor
 * goes elsewhere.
 */
import { Route, Routes, useLocation } from '@kerk/kit/router';

import { ErrorPage } from '../features/error-page/error-page';
import { HomePage } from './home/home-page';
import { Layout } from './layout';
import { RemoteBoundary } from './remotes/remote-boundary';
import { RemoteMount } from './remotes/remote-mount';
import { remoteRoutes } from './routes';

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary resetKey={pathname} fallback={() => <ErrorPage status={500} />}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          {remoteRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<RemoteMount key={route.module} id={route.module} kind="route" />} />
          ))}
          <Route path="*" element={<ErrorPage status={404} />} />
        </Route>
      </Routes>
    </RemoteBoundary>
  );
}
