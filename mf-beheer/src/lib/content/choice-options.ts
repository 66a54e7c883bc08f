/**
 * The options of the choices whose options come from data: the churches (from the public API, as
 * visitors see them), the seven villages (the kit's locations) and the collection purposes (the
 * admin API's list: the active ones, then the archived ones marked so).
 */
import { LOCATIONS } from '@kerk/kit/texts';
import { baseApi } from '@kerk/kit/store';

import { withCsrf } from '../admin-session';

import type { Option } from './field-control';

interface Church {
  slug: string;
  name: string;
  city: string;
}

interface Purpose {
  id: number;
  name: string;
  active: boolean;
}

const churchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    choiceChurches: build.query<{ data: Church[] }, void>({ query: () => '/churches?pageSize=50' }),
    choicePurposes: build.query<Purpose[], void>({ queryFn: withCsrf<void, Purpose[]>(() => ({ url: '/admin/purposes' })), keepUnusedDataFor: 0 }),
  }),
});

/** Said after an archived purpose's name in the list. */
const ARCHIVED = ' (archief)';

const LOCATION_OPTIONS: readonly Option[] = LOCATIONS.map((location) => ({ value: location.slug, label: location.name }));

/** `{ churches, locations }` for the form; the churches once loaded. */
export function useChoiceOptions(): { churches: readonly Option[]; locations: readonly Option[] } {
  const { data } = churchesApi.useChoiceChurchesQuery();
  const churches = (data?.data ?? []).map((church) => ({ value: church.slug, label: `${church.name} (${church.city})` }));
  return { churches, locations: LOCATION_OPTIONS };
}

/**
 * The collection purposes as options (a purpose's id as text): the active ones, and the archived
 * ones among `chosen` (the item's own); undefined until loaded, so the rules do not refuse a
 * purpose that is simply not there yet.
 */
export function usePurposeOptions(chosen: readonly string[] = []): readonly Option[] | undefined {
  const { data } = churchesApi.useChoicePurposesQuery();
  if (!data) return undefined;
  return data
    .filter((purpose) => purpose.active || chosen.includes(String(purpose.id)))
    .map((purpose) => ({ value: String(purpose.id), label: `${purpose.name}${purpose.active ? '' : ARCHIVED}` }));
}
