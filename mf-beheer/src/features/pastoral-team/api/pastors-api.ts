/**
 * The pastoral team's endpoints of the admin API (beheerder and redacteur): the ones every content
 * type has, made from its declaration (`pastorType`, through lib/content's factory).
 */
import type { AdminPastor } from '@kerk/kit/api-types';
import { pastorType } from '@kerk/kit/content-types';

import { createCollectionApi } from '../../../lib/content/collection-api';

export type { AdminPastor };

export const pastorsCollection = createCollectionApi<AdminPastor>(pastorType);
