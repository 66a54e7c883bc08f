/** Routes of the standalone harness: this remote's exposed pages at their spec paths. */
import type { RouteObject } from 'react-router-dom';

import PrivacyPage from '../exposes/privacy-page';
import AnbiPage from '../exposes/anbi-page';

export const standaloneRoutes: RouteObject[] = [
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/anbi', element: <AnbiPage /> },
];
