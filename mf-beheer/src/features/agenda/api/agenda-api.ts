/**
 * The agenda's endpoints of the admin API (beheerder and redacteur): all of them are the ones every
 * content type has, made from its declaration (`eventType`, through lib/content's factory).
 */
import type { AdminEvent, TrashItem } from '@kerk/kit/api-types';
import { eventType } from '@kerk/kit/content-types';

import { createCollectionApi } from '../../../lib/content/collection-api';

export type { AdminEvent, TrashItem };

export const eventsCollection = createCollectionApi<AdminEvent>(eventType);
