/**
 * /contact: the `contact` page's texts from the page store, then the contact form, then a card per
 * page below Contact in the site map (its section: a page added there is listed without an edit here).
 */
import { css } from '@emotion/react';
import { NavCards } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';
import { sectionLinks } from '@kerk/kit/router';

import { texts } from '../../../texts';
import { ContactForm } from './contact-form';

const more = sectionLinks('contact');

export function ContactPage() {
  return (
    <StorePage name="contact">
      <ContactForm />
      {more.length > 0 ? (
        <section aria-labelledby="contact-more" css={(t) => css`margin-top: ${t.space(8)};`}>
          <h2 id="contact-more">{texts.contact.moreHeading}</h2>
          <NavCards items={more} />
        </section>
      ) : null}
    </StorePage>
  );
}
