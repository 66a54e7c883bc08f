/** Where a search result leads and how it is labelled (spec §2: Dienst / Nieuws artikel / Evenement). */
import { pathTo, type RouteId } from '@kerk/kit/router';

import { texts } from '../../../texts';

import type { SearchType } from '../api/search-api';

const ROUTE_OF = { service: 'service', news: 'newsArticle', event: 'event' } as const satisfies Record<SearchType, RouteId>;

export const resultPath = (type: SearchType, id: number): string => pathTo(ROUTE_OF[type], { id });

export const resultTypeLabel = (type: SearchType): string => texts.content.search.types[type];
