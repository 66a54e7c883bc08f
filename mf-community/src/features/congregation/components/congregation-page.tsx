/** /gemeente: the congregation overview from the `municipality` page. */
import { StorePage } from '@kerk/kit/page';

export function CongregationPage() {
  return <StorePage name="municipality" />;
}
