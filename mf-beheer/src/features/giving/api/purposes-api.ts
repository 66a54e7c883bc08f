/**
 * The collection purposes' endpoints of the admin API (beheerder and redacteur): the ones every
 * content type has, made from its declaration (`purposeType`, through lib/content's factory).
 */
import type { AdminPurpose } from '@kerk/kit/api-types';
import { purposeType } from '@kerk/kit/content-types';

import { createCollectionApi } from '../../../lib/content/collection-api';

export type { AdminPurpose };

export const purposesCollection = createCollectionApi<AdminPurpose>(purposeType);
