/** Where a search result leads and how it is labelled (spec §2: Dienst / Nieuws artikel / Evenement). */
import { texts } from '../../../texts';

import type { SearchType } from '../api/search-api';

const PATHS: Record<SearchType, string> = { service: '/diensten', news: '/nieuws', event: '/evenement' };

export const resultPath = (type: SearchType, id: number): string => `${PATHS[type]}/${id}`;

export const resultTypeLabel = (type: SearchType): string => texts.content.search.types[type];
