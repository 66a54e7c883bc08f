/**
 * 'Toekomst': the events of the chosen period from now on (`futurePeriod`), a page at a time. 'Bekijk meer' appends the next
 * page and moves focus to its first event, so keyboard users continue where the new items begin.
 *
 * Without JavaScript 'Bekijk meer' is a GET form: it asks the server for the agenda from the next page on
 * (`?pagina=`), which lists that page, says which events these are and links back to the first ones.
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { Link, pathTo } from '@kerk/kit/router';
import { texts } from '../../../texts';
import { useEffect, useRef, type FormEvent } from 'react';

import { FUTURE_PAGE_SIZE, useGetFutureEventsInfiniteQuery } from '../api/events-api';
import { AGENDA_PARAMS } from '../hooks/use-agenda-params';
import type { Period, PeriodUnit } from '../utils/periods';
import { EventList, EventListSkeleton } from './event-list';
import { EmptyState, ListStatus, LoadError } from './list-status';
import { PERIOD_HEADING_ID } from './period-controls';

export interface FutureEventsProps {
  period: Period;
  heading: string;
  emptyText: string;
  /** The view's URL values, for the form that goes on without JavaScript. */
  unit: PeriodUnit;
  date: string;
  /** The first page shown (`pagina`); 1 but after 'Bekijk meer' without JavaScript. */
  startPage?: number;
}

export function FutureEvents({ period, heading, emptyText, unit, date, startPage = 1 }: FutureEventsProps) {
  const query = useGetFutureEventsInfiniteQuery({ from: period.from, to: period.to, ...(startPage > 1 ? { startPage } : {}) });
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
  const skipped = (startPage - 1) * FUTURE_PAGE_SIZE;
  const status = startPage > 1 && items.length > 0 ? texts.agenda.range(skipped + 1, skipped + items.length, total) : texts.agenda.count(items.length, total);

  function loadMore(event?: FormEvent) {
    event?.preventDefault();
    focusFrom.current = items.length;
    void query.fetchNextPage();
  }

  return (
    <div ref={wrapper}>
      <ListStatus text={`${heading}: ${status}`} />
      {startPage > 1 ? (
        <p>
          <Link to={`${pathTo('agenda')}?${new URLSearchParams({ [AGENDA_PARAMS.tab]: 'toekomst', [AGENDA_PARAMS.unit]: unit, [AGENDA_PARAMS.date]: date }).toString()}`}>
            {texts.agenda.fromStart}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? <EmptyState text={emptyText} /> : <section aria-labelledby={PERIOD_HEADING_ID}>
          <EventList events={items} />
        </section>}
      {query.isError ? <LoadError onRetry={() => loadMore()} /> : null}
      {query.hasNextPage ? (
        <form method="get" action={pathTo('agenda')} onSubmit={loadMore}>
          <input type="hidden" name={AGENDA_PARAMS.tab} value="toekomst" />
          <input type="hidden" name={AGENDA_PARAMS.unit} value={unit} />
          <input type="hidden" name={AGENDA_PARAMS.date} value={date} />
          <input type="hidden" name={AGENDA_PARAMS.page} value={startPage + pages.length} />
          <Button variant="secondary" type="submit" disabled={query.isFetchingNextPage} css={css`margin-bottom: 1.5rem;`}>
            {texts.common.buttons.viewMore}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
