/** /contact: the `contact` page's texts; the form follows them. */
import { StorePage } from '@kerk/kit/page';

export function ContactPage() {
  return <StorePage name="contact" />;
}
