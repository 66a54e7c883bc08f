/**
 * The broadcast part of a service: the live link until the live window has passed, then the
 * recording, each naming the site it plays on (Kerkdienst gemist or YouTube).
 */
import { css } from '@emotion/react';
import { buttonStyles } from '@kerk/kit/design-system';
import { texts } from '../../../texts';

import type { Service } from '../api/services-api';
import { useNow } from '../hooks/use-now';
import { notOver, streamPlatform } from '../utils/service-format';

const t = texts.content.services;

export function StreamLinks({ service }: { service: Service }) {
  const now = useNow(30_000, service.streamed);
  if (!service.streamed) return <p>{t.notStreamed}</p>;
  const live = service.streamUrl && notOver(service, now);
  return (
    <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)};`}>
      {live ? (
        <a href={service.streamUrl} css={buttonStyles('primary')}>
          {t.watchLive(streamPlatform(service.streamUrl))}
        </a>
      ) : null}
      {service.recordingUrl ? (
        <a href={service.recordingUrl} css={buttonStyles('ghost')}>
          {t.watchRecording(streamPlatform(service.recordingUrl))}
        </a>
      ) : null}
    </div>
  );
}
