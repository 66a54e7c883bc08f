/**
 * The team on /gemeente/pastoraal-team: photo, name (linking to the member page), role, villages
 * and contact. Skeleton cards of the final size while loading; a Dutch message with a retry on failure.
 */
import { css } from '@emotion/react';
import { Card, RetryAlert, Skeleton } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import { Link } from '@kerk/kit/router';

import { useGetPastorsQuery, type PastorSummary } from '../api/pastors-api';
import { pastorPath } from '../utils/pastor-links';
import { PastorContact } from './pastor-contact';
import { PastorPhoto } from './pastor-photo';

const t = texts.community.pastors;
const PHOTO = 112;

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 30rem), 1fr));
`;

function PastorCard({ pastor }: { pastor: PastorSummary }) {
  return (
    <Card as="li" data-pastor={pastor.id} css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(4)}; align-items: flex-start;`}>
      <PastorPhoto src={pastor.photo} alt={pastor.photoAlt} picture={pastor.picture} size={PHOTO} />
      <div css={css`flex: 1 1 14rem; min-width: 0;`}>
        <h3 css={css`margin: 0;`}>
          <Link to={pastorPath(pastor)}>{pastor.name}</Link>
        </h3>
        <p css={(th) => css`margin: 0; color: ${th.colors.textMuted};`}>{pastor.role}</p>
        <PastorContact pastor={pastor} />
      </div>
    </Card>
  );
}

export function TeamList() {
  const { data, isLoading, isError, refetch } = useGetPastorsQuery();
  let body;
  if (isLoading) {
    body = (
      <ul css={grid} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Card as="li" key={i} css={css`display: flex; gap: 1rem;`}>
            <Skeleton height={`${PHOTO}px`} width={`${PHOTO}px`} />
            <Skeleton lines={4} css={css`flex: 1;`} />
          </Card>
        ))}
      </ul>
    );
  } else if (isError || !data) {
    body = (
      <RetryAlert message={t.loadError} onRetry={() => void refetch()} />
    );
  } else if (data.length === 0) {
    body = <p>{t.empty}</p>;
  } else {
    body = (
      <ul css={grid}>
        {data.map((pastor) => (
          <PastorCard key={pastor.id} pastor={pastor} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="pastoral-team-heading" css={(th) => css`margin: ${th.space(6)} 0 ${th.space(8)};`}>
      <h2 id="pastoral-team-heading">{t.teamHeading}</h2>
      {body}
    </section>
  );
}
