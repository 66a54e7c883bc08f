/**
 * Home section "streamed services" (heading `streams-title`): the "Kijk live" block for the next
 * streamed service, the broadcasts after it, and the latest recordings to watch back.
 */
import { css } from '@emotion/react';
import { formatDate, formatDay, formatTime } from '@kerk/kit/dates';
import { Alert, Card, keepTogether, Skeleton } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import { Link, pathTo } from '@kerk/kit/router';
import { zonedDate } from '@kerk/kit/dates/calendar';
import { useRenderNow } from '@kerk/kit/dates/use-render-now';

import { useGetServicesQuery, type Service } from '../api/services-api';
import { useNow } from '../hooks/use-now';
import { churchLabel, notOver } from '../utils/service-format';
import { LiveBlock } from './live-block';
import { WidgetHeading } from './widget-heading';

const t = texts.content.streams;
const listStyle = css`list-style: none; margin: 0 0 1rem; padding: 0; display: grid; gap: 0.5rem;`;

function Upcoming({ services }: { services: Service[] }) {
  if (services.length === 0) return <p>{t.noMoreUpcoming}</p>;
  return (
    <ul css={listStyle}>
      {services.map((s) => (
        <li key={s.id}>
          <Link to={pathTo('service', { id: s.id })}>
            <time dateTime={s.startsAt}>{formatDay(s.startsAt)}</time> {keepTogether(texts.content.services.time(formatTime(s.startsAt)))} · {churchLabel(s)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Recordings({ services }: { services: Service[] }) {
  if (services.length === 0) return <p>{t.noRecordings}</p>;
  return (
    <ul css={listStyle}>
      {services.map((s) => (
        <li key={s.id}>
          <span css={css`display: block;`}>
            <time dateTime={s.startsAt}>{formatDate(s.startsAt)}</time> · {churchLabel(s)}
            {s.preacher ? ` · ${s.preacher}` : ''}
          </span>
          <a href={s.recordingUrl} aria-label={t.recordingOf(churchLabel(s), formatDate(s.startsAt))}>
            {t.watchRecording}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function StreamsWidget() {
  // Today in Amsterdam: the `from` of "coming services" (stable all day, so cacheable, and the
  // same on the server and in the browser).
  const from = zonedDate(useRenderNow());
  const upcoming = useGetServicesQuery({ from, streamed: true, pageSize: 6 });
  const recordings = useGetServicesQuery({ recording: true, order: 'desc', pageSize: 3 });
  const loading = (!upcoming.data && !upcoming.isError) || (!recordings.data && !recordings.isError);
  // Ticks every second for the countdown; the whole section is small, so re-rendering it is cheap.
  const now = useNow(1000, Boolean(upcoming.data?.items.length));
  const coming = (upcoming.data?.items ?? []).filter((s) => notOver(s, now));
  return (
    <section aria-labelledby="home-streams-title" data-widget="streams">
      <WidgetHeading id="home-streams-title" name="streams-title" fallback={t.liveTitle} />
      {upcoming.isError || recordings.isError ? <Alert tone="error">{t.loadFailed}</Alert> : null}
      {loading ? (
        <div aria-busy="true" css={gridStyle}>
          <Card as="div">
            <Skeleton height="1.5rem" width="40%" />
            <Skeleton lines={4} />
          </Card>
          <Skeleton lines={6} />
        </div>
      ) : (
        <div css={gridStyle}>
          <LiveBlock services={coming} now={now} />
          <div>
            <h3 css={css`margin-top: 0;`}>{t.upcoming}</h3>
            {/* The first coming broadcast is the one in the live block. */}
            <Upcoming services={coming.slice(1, 4)} />
            <h3>{t.recordings}</h3>
            <Recordings services={recordings.data?.items ?? []} />
          </div>
        </div>
      )}
    </section>
  );
}

const gridStyle = css`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  align-items: start;
`;
