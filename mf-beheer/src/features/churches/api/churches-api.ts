/**
 * The churches' endpoints of the admin API (beheerder and redacteur): the seven churches, one, save
 * with `If-Match`, the earlier versions and the drafts, made from the declaration (`churchType`,
 * fixed: the API has no add and no delete for them).
 */
import type { AdminChurch } from '@kerk/kit/api-types';
import { churchType } from '@kerk/kit/content-types';

import { createCollectionApi } from '../../../lib/content/collection-api';

export type { AdminChurch };

export const churchesCollection = createCollectionApi<AdminChurch>(churchType);
