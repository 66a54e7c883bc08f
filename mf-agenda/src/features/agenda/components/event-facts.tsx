/**
 * The facts block of an event page: start and end ('Begint om' / 'Eindigt om'), or for an all-day
 * event, which has no clock time, the day or days ('Datum'); then the church with address and a
 * route link.
 */
import { css } from '@emotion/react';
import { texts } from '../../../texts';

import type { EventDetail } from '../api/events-api';
import { eventWhen, firstDayOf } from '../utils/event-dates';
import { directionsUrl } from '../utils/event-links';
import { churchLine, MovedFrom } from './event-card';
import { visuallyHidden } from './visually-hidden';

function WhenFacts({ event }: { event: EventDetail }) {
  const when = eventWhen(event);
  const start = <time dateTime={event.allDay ? firstDayOf(event) : event.startsAt}>{when.start}</time>;
  const end = <time dateTime={when.endDateTime}>{when.end || when.start}</time>;
  if (event.allDay) {
    const days = texts.agenda.wholeDays;
    return (
      <>
        <dt>{days.label}</dt>
        <dd>
          {when.multiDay ? (
            <>
              {days.from} {start} {texts.common.labels.until} {end}
            </>
          ) : (
            <>
              {start} ({texts.agenda.allDay})
            </>
          )}
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>{texts.common.labels.startAt}</dt>
      <dd>{start}</dd>
      <dt>{texts.common.labels.endsAt}</dt>
      <dd>{end}</dd>
    </>
  );
}

export function EventFacts({ event }: { event: EventDetail }) {
  return (
    <dl
      css={(t) => css`
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: ${t.space(2)} ${t.space(4)};
        margin: 0 0 ${t.space(6)};
        padding: ${t.space(4)};
        background: ${t.colors.surfaceAlt};
        border-radius: ${t.radius};
        dt { font-weight: 600; }
        dd { margin: 0; }
        ${t.mq.belowMd} { grid-template-columns: 1fr; dd { margin-bottom: ${t.space(2)}; } }
      `}
    >
      <WhenFacts event={event} />
      <MovedFrom event={event} />
      {event.recurrence ? (
        <>
          <dt>{texts.agenda.recurrence}</dt>
          <dd>{event.recurrence}</dd>
        </>
      ) : null}
      <dt>{texts.common.labels.church}</dt>
      <dd>
        <span css={css`display: block; font-weight: 600;`}>{churchLine(event)}</span>
        {event.address ? <span css={css`display: block;`}>{event.address}</span> : null}
        <a href={directionsUrl(event.churchName, event.address || churchLine(event))} target="_blank" rel="noopener noreferrer">
          {texts.agenda.event.directions}
          <span css={visuallyHidden}>
            {' '}
            {texts.agenda.event.newWindow}
          </span>
        </a>
      </dd>
    </dl>
  );
}
