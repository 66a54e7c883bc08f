/**
 * A page whose texts come from the page store: title (h1) and intro, the `content` partial and any
 * further named sections, with skeletons while loading and the error page when the page is missing.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

import { PageHeader } from '../design-system/page-header/page-header';
import { RichText } from '../design-system/rich-text/rich-text';
import { PageSkeleton } from '../design-system/skeleton/page-skeleton';
import { usePage } from './use-page';
import { useShowErrorPage } from './page-hooks';

export interface StorePageProps {
  name: string;
  /** Extra partials rendered after `content`, each as its own section, in this order. */
  sections?: string[];
  /** Rendered after the sections (the remote's own feature). */
  children?: ReactNode;
  /** Rendered between the header and the content. */
  beforeContent?: ReactNode;
}

export function StorePage({ name, sections = [], children, beforeContent }: StorePageProps) {
  const page = usePage(name);
  useShowErrorPage(page.error);
  if (!page.page) {
    return <PageSkeleton />;
  }
  return (
    <article data-page={name}>
      <PageHeader title={page.partial('title')} intro={page.hasPartial('intro') ? page.partial('intro') : undefined} />
      {beforeContent}
      {page.hasPartial('content') ? <RichText html={page.partial('content')} /> : null}
      {sections.filter(page.hasPartial).map((section) => (
        <section key={section} data-section={section} css={(t) => css`margin-top: ${t.space(8)};`}>
          <RichText html={page.partial(section)} />
        </section>
      ))}
      {children}
    </article>
  );
}
