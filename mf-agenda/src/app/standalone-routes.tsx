/** Routes of the standalone harness: this remote's exposed pages at their spec paths. */
import type { RouteObject } from 'react-router-dom';

import AgendaPage from '../exposes/agenda-page';

export const standaloneRoutes: RouteObject[] = [
  { path: '/agenda', element: <AgendaPage /> },
];
