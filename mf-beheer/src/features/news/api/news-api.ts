/**
 * The Nieuws endpoints of the admin API (beheerder and redacteur): the ones every content type has,
 * made from its declaration (`newsType`, through lib/content's factory). "Publiceren" and "Niet meer
 * publiceren" are a save with `published`.
 */
import type { AdminNews, TrashItem } from '@kerk/kit/api-types';
import { newsType } from '@kerk/kit/content-types';

import { createCollectionApi } from '../../../lib/content/collection-api';
import { bodyOf as formBody, formValuesOf } from '../../../lib/content/form-values';

export type { AdminNews, TrashItem };

export const newsCollection = createCollectionApi<AdminNews>(newsType);

/** The body of a save from what the API answered, with `published` set (Publiceren / Niet meer publiceren). */
export const bodyOf = (news: AdminNews, published = news.published) => ({ ...formBody(newsType, formValuesOf(newsType, news)), published });
