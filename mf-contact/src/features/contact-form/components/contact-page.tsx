/**
 * /contact: the `contact` page's title and intro from the page store, then the contact form first:
 * from the theme's md width on in the left column, with the page's `content` (the church office,
 * the emergency number) beside it; on a phone the form, then those details, with a link to the form
 * at the top. Below, a card per page under Contact in the site map (its section: a page added
 * there is listed without an edit here).
 */
import { css } from '@emotion/react';
import { NavCards, PageHeader, PageSkeleton, RichText } from '@kerk/kit/design-system';
import { usePage, useShowErrorPage } from '@kerk/kit/page';
import { sectionLinks } from '@kerk/kit/router';

import { texts } from '../../../texts';
import { ContactForm } from './contact-form';

const more = sectionLinks('contact');

export function ContactPage() {
  const page = usePage('contact');
  useShowErrorPage(page.error);
  if (!page.page) {
    return <PageSkeleton />;
  }
  return (
    <article data-page="contact">
      <a href="#contact-form" css={(t) => css`display: inline-block; margin-bottom: ${t.space(3)}; font-weight: 600; ${t.mq.md} { display: none; }`}>
        {texts.contact.toForm}
      </a>
      <PageHeader title={page.partial('title')} intro={page.hasPartial('intro') ? page.partial('intro') : undefined} />
      <div
        css={(t) => css`
          display: grid;
          gap: ${t.space(8)};
          ${t.mq.md} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
        `}
      >
        <ContactForm />
        {page.hasPartial('content') ? (
          <aside aria-label={texts.contact.detailsLabel} data-contact-details css={(t) => css`& h2:first-of-type { margin-top: 0; } ${t.mq.md} { border-left: 4px solid ${t.colors.border}; padding-left: ${t.space(6)}; }`}>
            <RichText html={page.partial('content')} />
          </aside>
        ) : null}
      </div>
      {more.length > 0 ? (
        <section aria-labelledby="contact-more" css={(t) => css`margin-top: ${t.space(8)};`}>
          <h2 id="contact-more">{texts.contact.moreHeading}</h2>
          <NavCards items={more} />
        </section>
      ) : null}
    </article>
  );
}
