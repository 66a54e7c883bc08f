/** /diensten: the `services` page texts around the list of coming services (both load at once). */
import { StorePage } from '@kerk/kit/page';

import { useServicesPage } from '../hooks/use-services-page';
import { ServicesList } from './services-list';

export function ServicesPage() {
  const state = useServicesPage();
  return <StorePage name="services" beforeContent={<ServicesList state={state} />} />;
}
