/** /contact: the `contact` page's texts from the page store, then the contact form. */
import { StorePage } from '@kerk/kit/page';

import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <StorePage name="contact">
      <ContactForm />
    </StorePage>
  );
}
