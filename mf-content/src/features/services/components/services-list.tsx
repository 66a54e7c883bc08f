/**
 * The coming services of /diensten: location filter, the services grouped per day (the day as
 * heading: 'Zondag 29-11-2026'), and paging by whole days (a day is on one page only). Skeletons
 * while loading; the old page stays (aria-busy) while the next one loads, so the list does not jump.
 */
import { css } from '@emotion/react';
import { formatDay } from '@kerk/kit/dates';
import { Alert, Card, keepTogether, Pagination, RetryAlert, Skeleton } from '@kerk/kit/design-system';
import { locationName, texts } from '../../../texts';
import { Link } from '@kerk/kit/router';

import type { ServicesPageState } from '../hooks/use-services-page';
import { capitalize, groupByDay } from '../utils/service-format';
import { listSearch } from '../utils/url-state';
import { LocationFilter } from './location-filter';
import { ServiceCard } from './service-card';

const t = texts.content.services;
const listStyle = css`display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr)); list-style: none; margin: 0; padding: 0;`;

function LoadingList() {
  return (
    <ul aria-busy="true" css={listStyle}>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i}>
          <Card as="div">
            <Skeleton height="1.5rem" width="50%" />
            <Skeleton lines={3} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Empty({ state }: { state: ServicesPageState }) {
  if (state.page > 1) {
    return (
      <p>
        {t.pageEmpty} <Link to={{ search: listSearch(state.location, 1) }}>{t.firstPage}</Link>
      </p>
    );
  }
  return <p>{state.location ? t.emptyAt(locationName(state.location)) : t.empty}</p>;
}

export function ServicesList({ state }: { state: ServicesPageState }) {
  const items = state.data?.items;
  const meta = state.data?.meta;
  const pages = meta ? Math.max(1, meta.pages ?? Math.ceil(meta.total / meta.pageSize)) : 1;
  return (
    <div data-services-list css={(th) => css`margin-bottom: ${th.space(8)};`}>
      <LocationFilter location={state.location} />
      {state.invalidLocation ? <Alert tone="info">{t.unknownLocation(state.invalidLocation)}</Alert> : null}
      {state.isError ? (
        <RetryAlert message={t.loadFailed} onRetry={() => void state.refetch()} />
      ) : null}
      {!items && !state.isError ? <LoadingList /> : null}
      {items && items.length === 0 ? <Empty state={state} /> : null}
      {items && items.length > 0 ? (
        <div aria-busy={state.isFetching} css={(th) => css`display: grid; gap: ${th.space(6)};`}>
          {groupByDay(items).map((group) => (
            <section key={group.day} aria-labelledby={`day-${group.day}`}>
              <h2 id={`day-${group.day}`} css={css`margin: 0 0 0.5em; font-size: 1.35rem;`}>
                {keepTogether(capitalize(formatDay(group.services[0]!.startsAt)))}
              </h2>
              <ul css={listStyle}>
                {group.services.map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
      <Pagination page={state.page} pages={pages} to={(n) => ({ search: listSearch(state.location, n) })} labels={t.paging} />
    </div>
  );
}
