import type { RemoteRoute } from './route-types';

/** Paths served by mf-content (home widgets are composed in ../home). */
export const contentRoutes: RemoteRoute[] = [
  { path: '/anbi', module: 'mf_content/AnbiPage' },
  { path: '/privacy', module: 'mf_content/PrivacyPage' },
];
