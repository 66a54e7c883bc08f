/**
 * Events in start order as a list of cards, with sized skeletons while the first answer is on its way.
 * The list has no name of its own: the section around it is named by its visible heading.
 */
import { css } from '@emotion/react';
import { CardSkeletons } from '@kerk/kit/design-system';

import type { AgendaEvent } from '../api/events-api';
import { EventCard } from './event-card';

export const listStyle = css`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
`;

export function EventList({ events }: { events: AgendaEvent[] }) {
  return (
    <ol css={listStyle}>
      {events.map((event) => (
        // A recurring event is listed once per occurrence: the id alone is not unique.
        <li key={`${event.id}-${event.startsAt}`}>
          <EventCard event={event} />
        </li>
      ))}
    </ol>
  );
}

export function EventListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <CardSkeletons count={count} listCss={listStyle} title={{ height: '1.4rem', width: '80%' }} lines={3} actionWidth="11rem" />
  );
}
