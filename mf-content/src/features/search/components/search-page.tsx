/**
 * /zoeken?q=: 'U zoekt naar' with the query (as text, never HTML), then the typed results or the
 * spec's empty text. An empty query asks nothing of the API and shows how to search instead.
 */
import { css } from '@emotion/react';
import { PageHeader, RetryAlert, Skeleton } from '@kerk/kit/design-system';
import { useDocumentMeta } from '@kerk/kit/page';
import { texts } from '../../../texts';
import { useSearchParams } from '@kerk/kit/router';
import { skipToken } from '@kerk/kit/store';

import { useSearchQuery } from '../api/search-api';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

const t = texts.content.search;

export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const trimmed = query.trim();
  const search = useSearchQuery(trimmed ? trimmed : skipToken);
  useDocumentMeta(trimmed ? `${t.title}: ${trimmed}` : t.title);
  const results = search.currentData;
  return (
    <div data-search-page>
      <PageHeader title={t.title} />
      <SearchForm key={query} query={query} />
      {trimmed ? (
        <p css={css`font-size: 1.15rem;`}>
          {t.youSearchFor} <strong data-search-query>“{trimmed}”</strong>
        </p>
      ) : (
        <p>{t.hint}</p>
      )}
      {search.isError ? (
        <RetryAlert message={t.loadFailed} onRetry={() => void search.refetch()} />
      ) : null}
      {trimmed && !results && !search.isError ? <Skeleton lines={6} height="1.4rem" /> : null}
      {results && results.length === 0 ? <p role="status">{t.empty}</p> : null}
      {results && results.length > 0 ? <SearchResults results={results} /> : null}
    </div>
  );
}
