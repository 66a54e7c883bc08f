/**
 * /diensten/{id}: one service with all its facts, notes, the stream or recording link, and 'Bekijk
 * meer' for more services at the same location. An unknown or impossible id shows the 404 page.
 */
import { css } from '@emotion/react';
import { formatDate, formatDay, formatTime } from '@kerk/kit/dates';
import { Badge, keepTogether, LinkButton, PageHeader, RichText, Skeleton, TextColumn } from '@kerk/kit/design-system';
import { useBreadcrumbTitle, useDocumentMeta, useShowErrorPage } from '@kerk/kit/page';
import { locationName, texts } from '../../../texts';
import { pathTo, useParams } from '@kerk/kit/router';
import { SignUpBlock } from '@kerk/kit/registrations/sign-up';
import { parseRouteId } from '@kerk/kit/validation';
import { skipToken } from '@kerk/kit/store';

import { useGetServiceQuery, type Service } from '../api/services-api';
import { capitalize } from '../utils/service-format';
import { listSearch } from '../utils/url-state';
import { FactList } from './fact-list';
import { ServiceGiving } from './service-giving';
import { StreamLinks } from './stream-links';

const t = texts.content.services;
const NOT_FOUND = { code: 'not_found', message: '', status: 404 };
const sectionStyle = css`margin-top: 2rem;`;

function ServiceDetail({ service, onChanged }: { service: Service; onChanged: () => void }) {
  const village = locationName(service.location);
  const time = formatTime(service.startsAt);
  return (
    <TextColumn as="article" wide data-service-id={service.id}>
      <PageHeader title={t.title(village)}>
        <p css={css`margin: 0; font-size: 1.15rem;`}>
          {keepTogether(capitalize(formatDay(service.startsAt)))} · {keepTogether(t.time(time))}{' '}
          {service.streamed ? <Badge tone="accent">{t.streamed}</Badge> : null}
        </p>
      </PageHeader>
      <FactList
        facts={[
          [t.date, formatDate(service.startsAt)],
          [texts.common.labels.startAt, t.time(time)],
          [texts.common.labels.church, service.churchName],
          [t.location, village],
          [t.preacher, service.preacher],
          [texts.common.labels.season, service.season],
          [t.music, service.music],
          [t.collection, service.collections.join(', ')],
        ]}
      />
      {service.registration ? <SignUpBlock kind="service" id={service.id} registration={service.registration} onChanged={onChanged} /> : null}
      <ServiceGiving service={service} />
      {service.notes ? (
        <section aria-labelledby="service-notes" css={sectionStyle}>
          <h2 id="service-notes">{t.notes}</h2>
          <RichText html={service.notes} />
        </section>
      ) : null}
      <section aria-labelledby="service-broadcast" css={sectionStyle}>
        <h2 id="service-broadcast">{t.broadcast}</h2>
        <StreamLinks service={service} />
      </section>
      <p css={sectionStyle}>
        {/* It says where it goes, to the eye too: the spec's 'Bekijk meer' with the village. */}
        <LinkButton to={{ pathname: pathTo('services'), search: listSearch(service.location, 1) }} variant="ghost">
          {t.moreAt(village)}
        </LinkButton>
      </p>
    </TextColumn>
  );
}

export function ServiceDetailPage() {
  const id = parseRouteId(useParams().id);
  const query = useGetServiceQuery(id ?? skipToken);
  const service = query.currentData;
  useShowErrorPage(id === null ? NOT_FOUND : query.error);
  const village = service ? locationName(service.location) : '';
  useBreadcrumbTitle(service ? t.breadcrumb(village, formatDate(service.startsAt)) : null);
  useDocumentMeta(service ? `${t.title(village)} ${formatDate(service.startsAt)}` : undefined, service ? `${service.churchName}, ${service.preacher}` : undefined);
  if (service) return <ServiceDetail service={service} onChanged={() => void query.refetch()} />;
  if (id === null || query.isError) return null;
  return (
    <div aria-busy="true">
      <Skeleton height="2.5rem" width="50%" />
      <Skeleton lines={7} />
    </div>
  );
}
