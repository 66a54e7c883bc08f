/**
 * Page texts from the page store: `usePage(name)` loads a page and gives `partial(name)`, which
 * answers the partial's content or `'{name} not found'` (spec §3). It also sets the document
 * title and description from the page's metaTitle / metaDescription.
 */
import { useEffect } from 'react';

import type { Footer, Page } from '../api-types';
import { selectSettings, useAppSelector } from '../store';
import { common } from '../texts/nl/common';
import { useGetPageQuery } from './page-api';

/** Content of the named partial, or `'{name} not found'`. */
export function partial(source: Pick<Page, 'partials'> | Footer | undefined, name: string): string {
  const found = source?.partials.find((p) => p.name === name);
  return found ? found.content : common.partialNotFound(name);
}

/** True when the page holds the partial (for optional sections). */
export const hasPartial = (source: Pick<Page, 'partials'> | undefined, name: string): boolean =>
  Boolean(source?.partials.some((p) => p.name === name && p.content.trim() !== ''));

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets `<title>` ('<title> | <site>', as the server writes it) and `<meta name="description">`. */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  const siteTitle = useAppSelector(selectSettings)?.title;
  useEffect(() => {
    if (!title) return;
    document.title = common.documentTitle(title, siteTitle);
    if (description) setMeta('description', description);
  }, [title, description, siteTitle]);
}

/** Loads a page by name and exposes `partial(name)` for its texts. */
export function usePage(name: string) {
  const query = useGetPageQuery(name);
  const page = query.data;
  const title = page ? page.metaTitle || partial(page, 'title') : undefined;
  useDocumentMeta(title, page?.metaDescription);
  return {
    page,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    partial: (partialName: string) => partial(page, partialName),
    hasPartial: (partialName: string) => hasPartial(page, partialName),
  };
}

