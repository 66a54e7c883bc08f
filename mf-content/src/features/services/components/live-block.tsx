/**
 * "Kijk live": the next streamed service with a countdown to its start. When it starts, the
 * countdown gives way to the live link; when its live window has passed, the next one takes over.
 * `now` comes from the streams widget, which ticks every second.
 */
import { css } from '@emotion/react';
import { formatDay, formatTime } from '@kerk/kit/dates';
import { Badge, buttonStyles, Card, keepTogether } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import { Link, pathTo } from '@kerk/kit/router';

import type { Service } from '../api/services-api';
import { formatCountdown } from '../utils/countdown';
import { churchLabel, isLive, notOver, streamPlatform } from '../utils/service-format';

const t = texts.content.streams;

function Countdown({ service, now }: { service: Service; now: number }) {
  return (
    <p css={css`margin: 0.75rem 0;`}>
      {t.startsIn}{' '}
      {/* role=timer is not announced on every tick (implicit aria-live off): readers hear it on request. */}
      <strong role="timer" css={css`font-size: 1.5rem; font-variant-numeric: tabular-nums;`}>
        {formatCountdown(Date.parse(service.startsAt) - now)}
      </strong>
    </p>
  );
}

export function LiveBlock({ services, now }: { services: Service[]; now: number }) {
  const next = services.find((s) => notOver(s, now));
  if (!next) {
    return (
      <Card aria-labelledby="live-title" data-live-block="none">
        <h3 id="live-title" css={css`margin-top: 0;`}>{t.liveTitle}</h3>
        <p>{t.noUpcoming}</p>
      </Card>
    );
  }
  const live = isLive(next, now);
  return (
    <Card aria-labelledby="live-title" data-live-block={live ? 'live' : 'countdown'} css={(th) => css`border-left: 6px solid ${live ? th.colors.secondary : th.colors.action};`}>
      <h3 id="live-title" css={css`margin-top: 0; display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap;`}>
        {t.liveTitle}
        {/* The space belongs to the badge: the heading reads "Kijk live" alone, "Kijk live Nu live" with it. */}
        {live ? <> <Badge tone="accent">{t.liveNow}</Badge></> : null}
      </h3>
      <p css={css`margin: 0; font-weight: 600;`}>{churchLabel(next)}</p>
      <p css={css`margin: 0;`}>{keepTogether(t.at(formatDay(next.startsAt), formatTime(next.startsAt)))}</p>
      {next.preacher ? <p css={css`margin: 0;`}>{next.preacher}</p> : null}
      {live ? null : <Countdown service={next} now={now} />}
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)}; margin-top: ${th.space(3)};`}>
        {live && next.streamUrl ? (
          <a href={next.streamUrl} css={buttonStyles('primary')}>
            {t.watchLiveNow(streamPlatform(next.streamUrl))}
          </a>
        ) : null}
        <Link to={pathTo('service', { id: next.id })} css={buttonStyles('ghost')} aria-label={`${texts.common.buttons.details}: ${churchLabel(next)}`}>
          {texts.common.buttons.details}
        </Link>
      </div>
    </Card>
  );
}
