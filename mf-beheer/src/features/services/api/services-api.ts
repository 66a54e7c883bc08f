/**
 * The Kerkdiensten endpoints of the admin API (beheerder and redacteur): the ones every content
 * type has come from its declaration (`serviceType`, through lib/content's factory); the service's
 * own are "Dienst kopiëren" and the rooster import.
 */
import type { AdminService, ImportAnswer, ImportRow, TrashItem } from '@kerk/kit/api-types';
import { serviceType } from '@kerk/kit/content-types';
import { baseApi } from '@kerk/kit/store';

import { withCsrf } from '../../../lib/admin-session';
import { createCollectionApi } from '../../../lib/content/collection-api';

export type { AdminService, ImportAnswer, ImportRow, TrashItem };

export const servicesCollection = createCollectionApi<AdminService>(serviceType);

// The collection's tag: a copy and an import change the list.
const ITEMS = servicesCollection.itemsTag as never;

export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    copyService: build.mutation<AdminService, number>({
      queryFn: withCsrf<number, AdminService>((id) => ({ url: `/admin/services/${id}/copy`, method: 'POST' })),
      invalidatesTags: [ITEMS],
    }),
    importRooster: build.mutation<ImportAnswer, { content: string; fileName: string; confirm: boolean }>({
      queryFn: withCsrf<{ content: string; fileName: string; confirm: boolean }, ImportAnswer>((body) => ({ url: '/admin/services/import', method: 'POST', body })),
      invalidatesTags: [ITEMS],
    }),
  }),
});

export const { useCopyServiceMutation, useImportRoosterMutation } = servicesApi;
