/** One service in the /diensten list: time and church as heading, its facts, a streamed badge, 'Details'. */
import { css } from '@emotion/react';
import { formatDate, formatTime } from '@kerk/kit/dates';
import { Badge, Card, cardWithLink, LinkButton, wholeCardLink } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';
import { texts } from '../../../texts';

import type { Service } from '../api/services-api';
import { churchLabel } from '../utils/service-format';
import { FactList } from './fact-list';

const t = texts.content.services;

export function ServiceCard({ service }: { service: Service }) {
  const time = formatTime(service.startsAt);
  const church = churchLabel(service);
  const headingId = `service-${service.id}-title`;
  return (
    <Card aria-labelledby={headingId} data-service-id={service.id} css={cardWithLink}>
      <div css={(th) => css`display: flex; flex-wrap: wrap; align-items: baseline; gap: ${th.space(2)} ${th.space(3)};`}>
        <h3 id={headingId} css={css`margin: 0; font-size: 1.2rem;`}>
          {t.time(time)} · {church}
        </h3>
        {service.streamed ? <Badge tone="accent">{t.streamed}</Badge> : null}
      </div>
      <FactList
        compact
        facts={[
          [t.preacher, service.preacher],
          [texts.common.labels.season, service.season],
          [t.collection, service.collections.join(', ')],
        ]}
      />
      <LinkButton to={pathTo('service', { id: service.id })} variant="ghost" aria-label={t.detailsOf(church, formatDate(service.startsAt), time)} css={wholeCardLink}>
        {texts.common.buttons.details}
        <span aria-hidden="true">→</span>
      </LinkButton>
    </Card>
  );
}
