/** 'Huidig': every event that overlaps the chosen period, in start order. */
import { texts } from '../../../texts';

import { useGetEventsQuery } from '../api/events-api';
import type { Period } from '../utils/periods';
import { EventList, EventListSkeleton } from './event-list';
import { EmptyState, ListStatus, LoadError } from './list-status';
import { PERIOD_HEADING_ID } from './period-controls';

/** More than a month of events never happens here; one page keeps the list whole. */
const PERIOD_PAGE_SIZE = 100;

export function CurrentEvents({ period, heading, emptyText }: { period: Period; heading: string; emptyText: string }) {
  const query = useGetEventsQuery({ from: period.from, to: period.to, pageSize: PERIOD_PAGE_SIZE });
  // currentData belongs to this period only: the previous period's list never shows under a new heading.
  const page = query.currentData;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  if (!page) return <EventListSkeleton />;
  const { items, meta } = page;
  return (
    <>
      <ListStatus text={`${heading}: ${texts.agenda.count(items.length, meta.total)}`} />
      {items.length === 0 ? <EmptyState text={emptyText} /> : <section aria-labelledby={PERIOD_HEADING_ID}>
          <EventList events={items} />
        </section>}
    </>
  );
}
