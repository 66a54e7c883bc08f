/** The /diensten view the URL asks for (`?locatie=&pagina=`), loaded with the list query. */
import { useSearchParams } from '@kerk/kit/router';

import { useGetServicesQuery } from '../api/services-api';
import { parsePageParam } from '@kerk/kit/validation';
import { zonedDate } from '@kerk/kit/dates/calendar';
import { useRenderNow } from '@kerk/kit/dates/use-render-now';

import { LOCATION_PARAM, PAGE_PARAM, parseLocation, SERVICES_PAGE_SIZE } from '../utils/url-state';

export function useServicesPage() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get(PAGE_PARAM));
  const { location, invalid } = parseLocation(params.get(LOCATION_PARAM));
  // Today in Amsterdam, fixed for the visit (a `from` that moved every render would refetch
  // endlessly), and a whole day, so the server's and the browser's query keys are the same.
  const from = zonedDate(useRenderNow());
  // Whole days: a Sunday's services are never split over two pages (nor its heading repeated).
  const query = useGetServicesQuery({ from, location, page, pageSize: SERVICES_PAGE_SIZE, wholeDays: true });
  return { page, location, invalidLocation: invalid, ...query };
}

export type ServicesPageState = ReturnType<typeof useServicesPage>;
