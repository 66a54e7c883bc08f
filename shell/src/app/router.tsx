/** Browser routes: home, every remote route (lazy, each in its own boundary), and a 404 for the rest. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { ErrorPage } from '../features/error-page/error-page';
import { HomePage } from './home/home-page';
import { Layout } from './layout';
import { RemoteMount } from './remotes/remote-mount';
import { remoteRoutes } from './routes';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage status={500} />,
    children: [
      { index: true, element: <HomePage /> },
      ...remoteRoutes.map((route) => ({
        path: route.path,
        element: <RemoteMount key={route.module} id={route.module} kind="route" />,
      })),
      { path: '*', element: <ErrorPage status={404} /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
