/**
 * The top of the home page: "Eerstvolgende dienst", large, beside (on a phone: under) the photo or
 * drawing of its church: church, day, time, preacher, 'Kijk live' when it is streamed and
 * 'Alle details'. Its services query is the services widget's own (the same arguments), so the
 * two share one request; the church's picture comes from GET /churches. A sized skeleton while
 * loading, so nothing below it jumps.
 */
import { css, type Theme } from '@emotion/react';
import { formatDate, formatDay, formatTime } from '@kerk/kit/dates';
import { zonedDate } from '@kerk/kit/dates/calendar';
import { useRenderNow } from '@kerk/kit/dates/use-render-now';
import { Alert, buttonStyles, CARD_PHOTO, imageLoading, keepTogether, LinkButton, Picture, Skeleton } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';

import type { Church } from '@kerk/kit/api-types';

import { texts } from '../../../texts';
import { useGetServiceChurchesQuery, useGetServicesQuery, type Service } from '../api/services-api';
import { useNow } from '../hooks/use-now';
import { capitalize, churchLabel, notOver, streamPlatform } from '../utils/service-format';
import { WIDGET_ITEMS } from './services-widget';

const t = texts.content.nextService;

/** The photo column from the theme's md on; the whole width below. */
const PHOTO_SIZES = '(min-width: 900px) 36rem, 100vw';

const heroStyle = (th: Theme) => css`
  display: grid;
  background: ${th.colors.surface};
  border: 1px solid ${th.colors.border};
  border-radius: ${th.radius};
  overflow: hidden;
  ${th.mq.md} { grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr); }
`;

const photoStyle = (th: Theme) => css`
  ${CARD_PHOTO.css};
  ${th.mq.md} { height: 100%; min-height: 100%; }
`;

const bodyStyle = (th: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${th.space(2)};
  padding: ${th.space(5)};
  border-top: 6px solid ${th.colors.action};
  ${th.mq.md} { border-top: 0; border-left: 6px solid ${th.colors.action}; padding: ${th.space(8)}; justify-content: center; }
`;

function ChurchPicture({ church }: { church: Church | undefined }) {
  if (church?.picture) return <Picture picture={church.picture} sizes={PHOTO_SIZES} width={CARD_PHOTO.width} height={CARD_PHOTO.height} priority css={photoStyle} />;
  if (church?.image) return <img src={church.image} alt={church.imageAlt} width={CARD_PHOTO.width} height={CARD_PHOTO.height} {...imageLoading(true)} css={photoStyle} />;
  // No picture (yet): the navy band keeps the card's shape.
  return <div aria-hidden="true" css={(th) => css`${CARD_PHOTO.css}; background: ${th.colors.primary};`} />;
}

function NextService({ service, church: place, now }: { service: Service; church: Church | undefined; now: number }) {
  const church = churchLabel(service);
  const time = formatTime(service.startsAt);
  const live = service.streamed && service.streamUrl && notOver(service, now);
  return (
    <>
      <ChurchPicture church={place} />
      <div css={bodyStyle}>
        <h2 id="home-next-service-title" css={(th) => css`margin: 0; font-size: 1.125rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${th.colors.textMuted};`}>
          {t.title}
        </h2>
        <p css={(th) => css`margin: 0; font-family: ${th.font.heading}; font-size: clamp(1.6rem, 5vw, 2.1rem); font-weight: 700; line-height: 1.2;`}>{church}</p>
        <p css={css`margin: 0; font-size: 1.3rem; font-weight: 600;`}>
          <time dateTime={service.startsAt}>{capitalize(formatDay(service.startsAt))}</time> · {keepTogether(texts.content.services.time(time))}
        </p>
        {service.preacher ? <p css={css`margin: 0;`}>{t.preacher(service.preacher)}</p> : null}
        <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)}; margin-top: ${th.space(3)};`}>
          {live ? (
            <a href={service.streamUrl} css={buttonStyles('primary')}>
              {texts.content.services.watchLive(streamPlatform(service.streamUrl!))}
            </a>
          ) : null}
          <LinkButton to={pathTo('service', { id: service.id })} variant={live ? 'ghost' : 'primary'} aria-label={t.detailsOf(church, formatDate(service.startsAt), time)}>
            {t.details}
          </LinkButton>
        </div>
      </div>
    </>
  );
}

export function NextServiceWidget() {
  const from = zonedDate(useRenderNow());
  const now = useNow(60_000);
  // The services widget's arguments: one request for both.
  const query = useGetServicesQuery({ from, pageSize: WIDGET_ITEMS + 4 });
  // Asked at once, beside the services (not after them): a server render waits for one round of requests, not two.
  const churches = useGetServiceChurchesQuery();
  const next = query.data?.items.find((s) => notOver(s, now));
  return (
    <section aria-labelledby="home-next-service-title" data-widget="next-service" css={heroStyle}>
      {query.isError ? (
        <div css={bodyStyle}>
          <h2 id="home-next-service-title" css={css`margin: 0;`}>{t.title}</h2>
          <Alert tone="error">{texts.content.services.loadFailed}</Alert>
        </div>
      ) : next ? (
        <NextService service={next} church={churches.data?.find((c) => c.slug === next.location)} now={now} />
      ) : query.data ? (
        <div css={bodyStyle}>
          <h2 id="home-next-service-title" css={css`margin: 0;`}>{t.title}</h2>
          <p css={css`margin: 0;`}>{t.none}</p>
        </div>
      ) : (
        <>
          <div aria-hidden="true" css={(th) => css`${CARD_PHOTO.css}; background: ${th.colors.skeleton};`} />
          <div css={bodyStyle}>
            <Skeleton height="2rem" width="70%" />
            <Skeleton lines={3} />
          </div>
        </>
      )}
    </section>
  );
}
