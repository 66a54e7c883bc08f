/** Routes of the standalone harness: this remote's exposed pages at their spec paths. */
import type { RouteObject } from '@kerk/kit/router';

import ContactPage from '../exposes/contact-page';

export const standaloneRoutes: RouteObject[] = [
  { path: '/contact', element: <ContactPage /> },
];
