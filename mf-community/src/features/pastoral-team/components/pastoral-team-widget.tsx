/**
 * Home section "pastoral team" (spec §1): heading from the `index` page's `pastors-title`, the team
 * with links to their pages, and a link to the team page. Reserves its size while loading.
 */
import { css } from '@emotion/react';
import { LinkButton, RetryAlert, Skeleton } from '@kerk/kit/design-system';
import { partial, useGetPageQuery } from '@kerk/kit/page';
import { texts } from '../../../texts';
import { Link, pathTo, ROUTES } from '@kerk/kit/router';

import { useGetPastorsQuery } from '../api/pastors-api';
import { pastorPath } from '../utils/pastor-links';
import { PastorPhoto } from './pastor-photo';

const PHOTO = 96;

const grid = css`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

function Heading() {
  const index = useGetPageQuery('index');
  if (index.isLoading) return <Skeleton height="2rem" width="40%" />;
  const title = index.data ? partial(index.data, 'pastors-title') : ROUTES.pastoralTeam.name;
  return <h2 id="home-pastors-heading">{title}</h2>;
}

export function PastoralTeamWidget() {
  const { data, isLoading, isError, refetch } = useGetPastorsQuery();
  return (
    <section aria-labelledby="home-pastors-heading" data-widget="pastoral-team">
      <Heading />
      {isLoading ? (
        <ul css={grid} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} css={css`display: flex; gap: 0.75rem;`}>
              <Skeleton height={`${PHOTO}px`} width={`${PHOTO}px`} />
              <Skeleton lines={2} css={css`flex: 1;`} />
            </li>
          ))}
        </ul>
      ) : isError || !data ? (
        <RetryAlert tone="info" message={texts.community.pastors.loadError} onRetry={() => void refetch()} />
      ) : (
        <ul css={grid}>
          {data.map((pastor) => (
            <li key={pastor.id} css={css`display: flex; gap: 0.75rem; align-items: center;`}>
              <PastorPhoto src={pastor.photo} alt={pastor.photoAlt} picture={pastor.picture} size={PHOTO} />
              <div css={css`min-width: 0;`}>
                <Link to={pastorPath(pastor)} css={css`font-weight: 600;`}>
                  {pastor.name}
                </Link>
                <p css={(t) => css`margin: 0; color: ${t.colors.textMuted};`}>{pastor.role}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* The visible text stays the spec's "Bekijk meer"; the name says where it leads (label in name). */}
      <LinkButton to={pathTo('pastoralTeam')} variant="ghost" aria-label={texts.community.pastors.viewTeam}>
        {texts.common.buttons.viewMore}
      </LinkButton>
    </section>
  );
}
