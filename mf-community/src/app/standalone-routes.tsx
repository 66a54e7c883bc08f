/** Routes of the standalone harness: this remote's exposed pages at their spec paths. */
import type { RouteObject } from 'react-router-dom';

import CongregationPage from '../exposes/congregation-page';

export const standaloneRoutes: RouteObject[] = [
  { path: '/gemeente', element: <CongregationPage /> },
];
