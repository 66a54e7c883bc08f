import type { RemoteRoute } from './route-types';

/** Paths served by mf-content (home widgets are composed in ../home). */
export const contentRoutes: RemoteRoute[] = [
  { path: '/anbi', module: 'mf_content/AnbiPage' },
  { path: '/privacy', module: 'mf_content/PrivacyPage' },
  { path: '/nieuws', module: 'mf_content/NewsPage' },
  { path: '/nieuws/:id', module: 'mf_content/NewsArticlePage' },
  { path: '/stroom', module: 'mf_content/StroomPage' },
  { path: '/zijstroom', module: 'mf_content/ZijstroomPage' },
  { path: '/diensten', module: 'mf_content/ServicesPage' },
  { path: '/diensten/:id', module: 'mf_content/ServiceDetailPage' },
  { path: '/zoeken', module: 'mf_content/SearchPage' },
  { path: '/toegankelijkheid', module: 'mf_content/AccessibilityPage' },
];
