/**
 * /evenement/{id}: one event with its start and end ('Begint om' / 'Eindigt om'), the church with
 * its address and a route link, the description, 'Zet in agenda' (.ics) and schema.org JSON-LD.
 * The title becomes the breadcrumb of the numeric segment; an unknown or impossible id shows 404.
 */
import { css } from '@emotion/react';
import { buttonStyles, LinkButton, RichText, Skeleton } from '@kerk/kit/design-system';
import { useBreadcrumbTitle, useDocumentMeta, useShowErrorPage } from '@kerk/kit/page';
import { texts } from '../../../texts';
import { pathTo, useParams } from '@kerk/kit/router';
import { parseRouteId } from '@kerk/kit/validation';

import { useGetEventQuery } from '../api/events-api';
import { eventIcsUrl } from '../utils/event-links';
import { EventFacts } from './event-facts';

const NOT_FOUND = { status: 404 };

function EventSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton height="2.5rem" width="70%" />
      <Skeleton height="6rem" />
      <Skeleton lines={6} />
    </div>
  );
}

export function EventPage() {
  const id = parseRouteId(useParams().id);
  const { data: event, error } = useGetEventQuery(id ?? 0, { skip: id === null });
  useShowErrorPage(id === null ? NOT_FOUND : error);
  useBreadcrumbTitle(event?.title);
  useDocumentMeta(event?.title, event?.excerpt);

  if (!event) return <EventSkeleton />;
  return (
    <article data-page="event" aria-labelledby="event-title" css={css`max-width: 48rem;`}>
      <h1 id="event-title" css={css`margin: 0 0 0.5em;`}>
        {event.title}
      </h1>
      <EventFacts event={event} />
      <p>
        <a href={eventIcsUrl(event.id)} download={`evenement-${event.id}.ics`} css={buttonStyles('secondary')}>
          {texts.agenda.event.addToCalendar}
        </a>
      </p>
      <RichText html={event.description} />
      <p css={(t) => css`margin-top: ${t.space(8)};`}>
        <LinkButton to={pathTo('agenda')} variant="ghost">
          {texts.agenda.event.backToAgenda}
        </LinkButton>
      </p>
    </article>
  );
}
