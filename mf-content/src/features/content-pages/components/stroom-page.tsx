/** /stroom: Stroom, the gemeenteblad in book form (page `book` of the page store). */
import { StorePage } from '@kerk/kit/page';

export function StroomPage() {
  return <StorePage name="book" />;
}
