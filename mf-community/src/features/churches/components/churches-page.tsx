/**
 * /onze-kerken: the `churches` page with the seven churches between its intro and content. One
 * "now" per visit (to the minute) keys every next-service request, so they share the cache.
 */
import { css, type Theme } from '@emotion/react';
import { toMinute, useRenderNow } from '@kerk/kit/dates/use-render-now';
import { Card, RetryAlert, Skeleton } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';
import { texts } from '../../../texts';

import { useGetChurchesQuery } from '../api/churches-api';
import { ChurchCard } from './church-card';

const t = texts.community.churches;

const list = (th: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${th.space(5)};
`;

function ChurchList() {
  // The render clock: the server's instant while hydrating, so both sides ask for the same services.
  const from = new Date(toMinute(useRenderNow())).toISOString();
  const { data, isLoading, isError, refetch } = useGetChurchesQuery();
  let body;
  if (isLoading) {
    body = (
      <ul css={list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Card as="li" key={i}>
            <Skeleton height="2rem" width="40%" />
            <Skeleton lines={5} />
          </Card>
        ))}
      </ul>
    );
  } else if (isError || !data) {
    body = (
      <RetryAlert message={t.loadError} onRetry={() => void refetch()} />
    );
  } else {
    body = (
      <ul css={list}>
        {data.map((church) => (
          <ChurchCard key={church.id} church={church} from={from} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="churches-heading" css={(th) => css`margin-bottom: ${th.space(8)};`}>
      <h2 id="churches-heading">{t.heading}</h2>
      {body}
    </section>
  );
}

export function ChurchesPage() {
  // Asked for together with the page's texts, not after them: one round trip less, in the browser
  // and for the server render (page → churches → next services would be one pass too many).
  useGetChurchesQuery();
  return <StorePage name="churches" beforeContent={<ChurchList />} />;
}
