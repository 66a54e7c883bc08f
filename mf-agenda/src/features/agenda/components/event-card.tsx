/**
 * One event in a list: title, when (start, and the end after '–' on the same day or 't/m' over
 * more days; for a moved occurrence of a series also when it was), church and place, and 'Bekijk Evenement'. The link's accessible name carries the
 * title, because a list of identical link names is useless to screen-reader users.
 */
import { css } from '@emotion/react';
import { Card, LinkButton } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';
import { locationName, texts } from '../../../texts';

import type { AgendaEvent } from '../api/events-api';
import { eventWhen, firstDayOf } from '../utils/event-dates';

/** For a moved occurrence of a series: 'Verplaatst', and the day (and time) the recurrence gave it. */
export function MovedFrom({ event }: { event: Pick<AgendaEvent, 'movedFrom' | 'allDay'> }) {
  if (!event.movedFrom) return null;
  const was = eventWhen({ startsAt: event.movedFrom, endsAt: event.movedFrom, allDay: event.allDay }).start;
  return (
    <>
      <dt>{texts.agenda.moved.label}</dt>
      <dd>
        {texts.agenda.moved.from} <time dateTime={event.movedFrom}>{was}</time>
      </dd>
    </>
  );
}

export function EventWhen({ event }: { event: Pick<AgendaEvent, 'startsAt' | 'endsAt' | 'allDay'> }) {
  const when = eventWhen(event);
  const separator = when.multiDay ? ` ${texts.common.labels.until} ` : ' – ';
  return (
    // A date is never broken at its dashes ('24-' / '11-2026'); the line breaks between the parts.
    <span data-testid="event-when" css={css`time { white-space: nowrap; }`}>
      <time dateTime={event.allDay ? firstDayOf(event) : event.startsAt}>{when.start}</time>
      {when.end ? (
        <>
          {separator}
          <time dateTime={when.endDateTime}>{when.end}</time>
        </>
      ) : null}
      {event.allDay && !when.multiDay ? ` (${texts.agenda.allDay})` : null}
    </span>
  );
}

/** 'De Ark, Druten': the church and, when its name does not already say it, the village. */
export function churchLine(event: Pick<AgendaEvent, 'churchName' | 'location'>): string {
  const place = locationName(event.location);
  if (!event.churchName) return place;
  return event.churchName.includes(place) ? event.churchName : `${event.churchName}, ${place}`;
}

/** The event's page; for one occurrence of a recurring event, with its day (`?datum=`). */
export const eventPath = (event: Pick<AgendaEvent, 'id' | 'recurrence' | 'startsAt' | 'endsAt' | 'allDay'>): string =>
  `${pathTo('event', { id: event.id })}${event.recurrence ? `?datum=${firstDayOf(event)}` : ''}`;

export function EventCard({ event, headingLevel = 3 }: { event: AgendaEvent; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `event-${event.id}-title`;
  return (
    <Card aria-labelledby={titleId} data-event-id={event.id} css={css`height: 100%; display: flex; flex-direction: column;`}>
      <Heading id={titleId} css={css`margin: 0 0 0.4em; font-size: 1.2rem;`}>
        {event.title}
      </Heading>
      <dl css={(t) => css`margin: 0 0 ${t.space(4)}; dt { font-weight: 600; } dd { margin: 0 0 ${t.space(1)}; }`}>
        <dt>{texts.agenda.when}</dt>
        <dd>
          <EventWhen event={event} />
        </dd>
        <MovedFrom event={event} />
        <dt>{texts.common.labels.church}</dt>
        <dd>{churchLine(event)}</dd>
        {event.recurrence ? (
          <>
            <dt>{texts.agenda.recurrence}</dt>
            <dd>{event.recurrence}</dd>
          </>
        ) : null}
      </dl>
      <LinkButton to={eventPath(event)} aria-label={texts.agenda.viewEventFor(event.title)} css={css`margin-top: auto; align-self: flex-start;`}>
        {texts.common.buttons.viewEvent}
      </LinkButton>
    </Card>
  );
}
