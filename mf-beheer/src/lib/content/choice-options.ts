/**
 * The options of the choices whose options come from data: the churches (from the public API, as
 * visitors see them) and the seven villages (the kit's locations).
 */
import { LOCATIONS } from '@kerk/kit/texts';
import { baseApi } from '@kerk/kit/store';

import type { Option } from './field-control';

interface Church {
  slug: string;
  name: string;
  city: string;
}

const churchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    choiceChurches: build.query<{ data: Church[] }, void>({ query: () => '/churches?pageSize=50' }),
  }),
});

const LOCATION_OPTIONS: readonly Option[] = LOCATIONS.map((location) => ({ value: location.slug, label: location.name }));

/** `{ churches, locations }` for the form; the churches once loaded. */
export function useChoiceOptions(): { churches: readonly Option[]; locations: readonly Option[] } {
  const { data } = churchesApi.useChoiceChurchesQuery();
  const churches = (data?.data ?? []).map((church) => ({ value: church.slug, label: `${church.name} (${church.city})` }));
  return { churches, locations: LOCATION_OPTIONS };
}
