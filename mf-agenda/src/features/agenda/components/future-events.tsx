/**
 * 'Toekomst': the events of the chosen period from now on (`futurePeriod`), a page at a time. 'Bekijk meer' appends the next
 * page and moves focus to its first event, so keyboard users continue where the new items begin.
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import { useEffect, useRef } from 'react';

import { useGetFutureEventsInfiniteQuery } from '../api/events-api';
import type { Period } from '../utils/periods';
import { EventList, EventListSkeleton } from './event-list';
import { EmptyState, ListStatus, LoadError } from './list-status';
import { PERIOD_HEADING_ID } from './period-controls';

export function FutureEvents({ period, heading, emptyText }: { period: Period; heading: string; emptyText: string }) {
  const query = useGetFutureEventsInfiniteQuery({ from: period.from, to: period.to });
  const wrapper = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const pages = query.currentData?.pages;
  const items = pages?.flatMap((p) => p.items) ?? [];

  useEffect(() => {
    if (focusFrom.current === null || items.length <= focusFrom.current) return;
    wrapper.current?.querySelectorAll<HTMLElement>('li a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [items.length]);

  if (query.isError && !pages) return <LoadError onRetry={query.refetch} />;
  if (!pages) return <EventListSkeleton />;
  const total = pages[0]?.meta.total ?? 0;

  function loadMore() {
    focusFrom.current = items.length;
    void query.fetchNextPage();
  }

  return (
    <div ref={wrapper}>
      <ListStatus text={`${heading}: ${texts.agenda.count(items.length, total)}`} />
      {items.length === 0 ? <EmptyState text={emptyText} /> : <section aria-labelledby={PERIOD_HEADING_ID}>
          <EventList events={items} />
        </section>}
      {query.isError ? <LoadError onRetry={loadMore} /> : null}
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={loadMore} disabled={query.isFetchingNextPage} css={css`margin-bottom: 1.5rem;`}>
          {texts.common.buttons.viewMore}
        </Button>
      ) : null}
    </div>
  );
}
