/**
 * Home section "next services": the next four services under the `services-title` heading of the
 * index page, each with its facts and 'Details', and 'Bekijk meer' to /diensten. Sized skeletons
 * while loading, so the home page never jumps.
 */
import { css } from '@emotion/react';
import { formatDate, formatDay, formatTime } from '@kerk/kit/dates';
import { Alert, Badge, Card, cardWithLink, CardSkeletons, keepTogether, LinkButton, wholeCardLink } from '@kerk/kit/design-system';
import { pathTo, ROUTES } from '@kerk/kit/router';
import { texts } from '../../../texts';
import { zonedDate } from '@kerk/kit/dates/calendar';
import { useRenderNow } from '@kerk/kit/dates/use-render-now';

import { useGetServicesQuery, type Service } from '../api/services-api';
import { useNow } from '../hooks/use-now';
import { churchLabel, notOver } from '../utils/service-format';
import { WidgetHeading } from './widget-heading';

export const WIDGET_ITEMS = 4;

/** Read out, not shown: the note says it to the eye. */
const srOnly = css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;`;
const t = texts.content.services;

const gridStyle = css`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
`;

function Item({ service }: { service: Service }) {
  const church = churchLabel(service);
  const date = formatDay(service.startsAt);
  const time = formatTime(service.startsAt);
  return (
    <Card css={[cardWithLink, css`height: 100%; display: flex; flex-direction: column; gap: 0.25rem;`]}>
      <h3 css={css`margin: 0; font-size: 1.2rem;`}>{church}</h3>
      <p css={css`margin: 0; font-weight: 600;`}>
        <time dateTime={service.startsAt}>{date}</time> · {keepTogether(t.time(time))}
      </p>
      {service.preacher ? <p css={css`margin: 0;`}>{service.preacher}</p> : null}
      {service.season ? (
        <p css={(th) => css`margin: 0; color: ${th.colors.textMuted};`}>
          {texts.common.labels.season}: {service.season}
        </p>
      ) : null}
      {service.music ? (
        <p css={(th) => css`margin: 0; color: ${th.colors.textMuted};`}>
          <span aria-hidden="true">♪ </span>
          <span css={srOnly}>{t.music}: </span>
          {service.music}
        </p>
      ) : null}
      {service.streamed ? (
        <p css={css`margin: 0;`}>
          <Badge tone="accent">{t.streamed}</Badge>
        </p>
      ) : null}
      <LinkButton to={pathTo('service', { id: service.id })} variant="ghost" aria-label={t.detailsOf(church, formatDate(service.startsAt), time)} css={[wholeCardLink, css`margin-top: auto; align-self: flex-start;`]}>
        {texts.common.buttons.details}
        <span aria-hidden="true">→</span>
      </LinkButton>
    </Card>
  );
}

export function ServicesWidget() {
  // Today in Amsterdam: the `from` of "coming services" (stable all day, so cacheable, and the
  // same on the server and in the browser).
  const from = zonedDate(useRenderNow());
  const now = useNow(60_000);
  // A few extra, because today's services that are over are dropped here.
  const query = useGetServicesQuery({ from, pageSize: WIDGET_ITEMS + 4 });
  const items = query.data?.items.filter((s) => notOver(s, now)).slice(0, WIDGET_ITEMS);
  return (
    <section aria-labelledby="home-services-title" data-widget="services">
      <WidgetHeading id="home-services-title" name="services-title" fallback={ROUTES.services.name} />
      {query.isError ? <Alert tone="error">{t.loadFailed}</Alert> : null}
      {!items && !query.isError ? (
        <CardSkeletons count={WIDGET_ITEMS} listCss={gridStyle} title={{ height: '1.3rem', width: '70%' }} lines={4} />
      ) : null}
      {items && items.length === 0 ? <p>{t.widgetEmpty}</p> : null}
      {items && items.length > 0 ? (
        <ul css={gridStyle}>
          {items.map((service) => (
            <li key={service.id}>
              <Item service={service} />
            </li>
          ))}
        </ul>
      ) : null}
      <LinkButton to={pathTo('services')} variant="ghost" aria-label={t.widgetMore}>
        {texts.common.buttons.viewMore}
      </LinkButton>
    </section>
  );
}
