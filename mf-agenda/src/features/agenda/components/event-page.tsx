/**
 * /evenement/{id}: one event with its start and end ('Begint om' / 'Eindigt om'), the church with
 * its address and a route link, the description, 'Zet in agenda' (.ics) and schema.org JSON-LD.
 * The title becomes the breadcrumb of the numeric segment; an unknown or impossible id shows 404.
 */
import { css } from '@emotion/react';
import { buttonStyles, LinkButton, Picture, RichText, Skeleton, TextColumn } from '@kerk/kit/design-system';
import { useBreadcrumbTitle, useDocumentMeta, useShowErrorPage } from '@kerk/kit/page';
import { texts } from '../../../texts';
import { pathTo, useParams, useSearchParams } from '@kerk/kit/router';
import { SignUpBlock } from '@kerk/kit/registrations/sign-up';
import { parseRouteId } from '@kerk/kit/validation';

import { useGetEventQuery, type EventDetail } from '../api/events-api';
import { eventIcsUrl } from '../utils/event-links';
import { EventFacts } from './event-facts';

const NOT_FOUND = { status: 404 };

/** The page is at most 48rem wide: the browser picks the width it needs from the srcsets. */
const PHOTO_SIZES = '(max-width: 48rem) 100vw, 48rem';

/** The event's photo from the media library (AVIF where the browser takes it, else WebP): the page's LCP image. */
function Photo({ photo }: { photo: NonNullable<EventDetail['photo']> }) {
  return <Picture picture={photo} sizes={PHOTO_SIZES} priority css={(t) => css`display: block; width: 100%; height: auto; border-radius: ${t.radius}; margin: 0 0 ${t.space(6)};`} />;
}

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
  // A recurring event's card links to one occurrence (?datum=): the page shows that day's times.
  const day = useSearchParams()[0].get('datum') ?? undefined;
  const { data: event, error, refetch } = useGetEventQuery({ id: id ?? 0, day }, { skip: id === null });
  useShowErrorPage(id === null ? NOT_FOUND : error);
  useBreadcrumbTitle(event?.title);
  useDocumentMeta(event?.title, event?.excerpt);

  if (!event) return <EventSkeleton />;
  return (
    <TextColumn as="article" wide data-page="event" aria-labelledby="event-title">
      <h1 id="event-title" css={css`margin: 0 0 0.5em;`}>
        {event.title}
      </h1>
      {event.photo ? <Photo photo={event.photo} /> : null}
      <EventFacts event={event} />
      <p>
        <a href={eventIcsUrl(event.id)} download={`evenement-${event.id}.ics`} css={buttonStyles('secondary')}>
          {texts.agenda.event.addToCalendar}
        </a>
      </p>
      <RichText html={event.description} />
      {event.registration ? (
        <SignUpBlock kind="event" id={event.id} registration={event.registration} occurrence={event.recurrence ? event.startsAt : undefined} day={day} onChanged={() => void refetch()} />
      ) : null}
      <p css={(t) => css`margin-top: ${t.space(8)};`}>
        <LinkButton to={pathTo('agenda')} variant="ghost">
          {texts.agenda.event.backToAgenda}
        </LinkButton>
      </p>
    </TextColumn>
  );
}
