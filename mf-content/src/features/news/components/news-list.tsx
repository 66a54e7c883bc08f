/**
 * The /nieuws list with its paging: skeleton cards while the first page loads, the previous page
 * (marked busy) while the next one loads, a Dutch message with a retry when the API fails.
 */
import { css, type Theme } from '@emotion/react';
import { Alert, CardSkeletons, Pagination, RetryAlert } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import { useEffect, useRef } from 'react';
import { Link } from '@kerk/kit/router';

import type { NewsPageState } from '../hooks/use-news-page';
import { pageCount, pageSearch } from '../utils/paging';
import { NewsCard } from './news-card';

const listStyle = (t: Theme) => css`
  display: grid;
  gap: ${t.space(6)};
  list-style: none;
  margin: 0 0 ${t.space(8)};
  padding: 0;
`;

export function NewsListSkeleton({ count }: { count: number }) {
  return (
    <CardSkeletons count={count} listCss={listStyle} title={{ height: '1.6rem', width: '70%' }} lines={3} actionWidth="9rem" />
  );
}

export function NewsList({ state }: { state: NewsPageState }) {
  const { data, isError, isFetching, refetch, page } = state;
  const top = useRef<HTMLElement>(null);
  const shownPage = useRef(page);

  // A new page starts at the top of the list, not where the visitor clicked 'Volgende'.
  useEffect(() => {
    if (shownPage.current !== page) top.current?.scrollIntoView?.({ block: 'start' });
    shownPage.current = page;
  }, [page]);

  if (isError && !data) {
    return (
      <RetryAlert message={texts.content.news.loadFailed} onRetry={() => void refetch()} />
    );
  }
  if (!data) return <NewsListSkeleton count={3} />;
  if (data.items.length === 0) {
    if (page === 1) return <p>{texts.content.news.empty}</p>;
    return (
      <Alert>
        {texts.content.news.pageEmpty} <Link to={{ search: '' }}>{texts.content.news.firstPage}</Link>
      </Alert>
    );
  }
  return (
    <section ref={top} aria-label={texts.content.news.listLabel} css={(t) => css`scroll-margin-top: ${t.space(4)}; margin-bottom: ${t.space(8)};`}>
      <ol aria-busy={isFetching} css={listStyle}>
        {data.items.map((article, i) => (
          <li key={article.id}>
            <NewsCard article={article} priority={i === 0} />
          </li>
        ))}
      </ol>
      <Pagination page={page} pages={pageCount(data.meta.total, data.meta.pageSize)} to={(n) => ({ search: pageSearch(n) })} labels={texts.content.news.paging} />
    </section>
  );
}
