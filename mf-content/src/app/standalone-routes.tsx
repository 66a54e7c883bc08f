/** Routes of the standalone harness: this remote's exposed pages at their spec paths. */
import type { RouteObject } from '@kerk/kit/router';

import AccessibilityPage from '../exposes/accessibility-page';
import PrivacyPage from '../exposes/privacy-page';
import AnbiPage from '../exposes/anbi-page';
import BookletWidget from '../exposes/booklet-widget';
import NewsArticlePage from '../exposes/news-article-page';
import NewsPage from '../exposes/news-page';
import NewsWidget from '../exposes/news-widget';
import PublicationsWidget from '../exposes/publications-widget';
import SearchPage from '../exposes/search-page';
import ServiceDetailPage from '../exposes/service-detail-page';
import ServicesPage from '../exposes/services-page';
import ServicesWidget from '../exposes/services-widget';
import StreamsWidget from '../exposes/streams-widget';
import StroomPage from '../exposes/stroom-page';
import ZijstroomPage from '../exposes/zijstroom-page';

export const standaloneRoutes: RouteObject[] = [
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/anbi', element: <AnbiPage /> },
  { path: '/nieuws', element: <NewsPage /> },
  { path: '/nieuws/:id', element: <NewsArticlePage /> },
  { path: '/stroom', element: <StroomPage /> },
  { path: '/zijstroom', element: <ZijstroomPage /> },
  { path: '/diensten', element: <ServicesPage /> },
  { path: '/diensten/:id', element: <ServiceDetailPage /> },
  { path: '/zoeken', element: <SearchPage /> },
  { path: '/toegankelijkheid', element: <AccessibilityPage /> },
  { path: '/widgets/diensten', element: <><ServicesWidget /><StreamsWidget /></> },
  // The home widgets of this remote, one under the other, to work on them without the shell.
  { path: '/widgets', element: <><NewsWidget /><PublicationsWidget /><BookletWidget /></> },
];
