/** /vertrouwenspersonen: who the confidants are and how to reach them confidentially (page `confidants`). */
import { StorePage } from '@kerk/kit/page';

export function ConfidantsPage() {
  return <StorePage name="confidants" sections={['people']} />;
}
