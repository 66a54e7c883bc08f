/**
 * Home section "Programma en evenementen": the next events (those not yet ended) under the
 * `events-title` heading of the index page, each with 'Bekijk Evenement', and a link to /agenda.
 * Sized skeletons while loading, so the home page never jumps.
 */
import { css } from '@emotion/react';
import { LinkButton, Skeleton } from '@kerk/kit/design-system';
import { partial, useGetPageQuery } from '@kerk/kit/page';
import { pathTo } from '@kerk/kit/router';
import { texts } from '../../../texts';
import { toMinute, useRenderNow } from '@kerk/kit/dates/use-render-now';

import { useGetEventsQuery } from '../api/events-api';
import { EventList, EventListSkeleton } from './event-list';
import { EmptyState, LoadError } from './list-status';

export const WIDGET_ITEMS = 3;

export function EventsWidget() {
  const page = useGetPageQuery('index');
  // Fixed at mount (a new instant on every render would be a new query each time), and whole
  // minutes, so the server's and the browser's query keys are the same.
  const from = new Date(toMinute(useRenderNow())).toISOString();
  const events = useGetEventsQuery({ from, pageSize: WIDGET_ITEMS });
  const title = page.data ? partial(page.data, 'events-title') : texts.agenda.widget.fallbackTitle;
  return (
    <section aria-labelledby="home-events-title" data-widget="events">
      {page.data || page.isError ? (
        <h2 id="home-events-title">{title}</h2>
      ) : (
        <Skeleton height="2rem" width="16rem" css={css`margin: 0.83em 0;`} />
      )}
      {events.isError ? <LoadError onRetry={events.refetch} /> : null}
      {!events.data && !events.isError ? <EventListSkeleton count={WIDGET_ITEMS} /> : null}
      {events.data?.items.length === 0 ? <EmptyState text={texts.agenda.widget.empty} /> : null}
      {events.data && events.data.items.length > 0 ? <EventList events={events.data.items} /> : null}
      <LinkButton to={pathTo('agenda')} variant="ghost">
        {texts.agenda.widget.all}
      </LinkButton>
    </section>
  );
}
