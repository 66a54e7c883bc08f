/** The member page's content: portrait, name, role, contact and the biography. */
import { css } from '@emotion/react';
import { LinkButton, RichText } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';
import { texts } from '../../../texts';

import type { Pastor } from '../api/pastors-api';
import { PastorContact } from './pastor-contact';
import { PastorPhoto } from './pastor-photo';

const t = texts.community.pastors;

export function PastorProfile({ pastor }: { pastor: Pastor }) {
  return (
    <article data-pastor={pastor.id}>
      <header
        css={(th) => css`
          display: flex;
          flex-wrap: wrap;
          gap: ${th.space(6)};
          align-items: flex-start;
          margin-bottom: ${th.space(6)};
        `}
      >
        <PastorPhoto src={pastor.photo} alt={pastor.photoAlt} picture={pastor.picture} size={200} priority />
        <div css={css`flex: 1 1 16rem;`}>
          <h1 css={css`margin: 0;`}>{pastor.name}</h1>
          <p css={(th) => css`margin: 0 0 ${th.space(2)}; font-size: 1.15rem; color: ${th.colors.textMuted};`}>{pastor.role}</p>
          {pastor.summary ? <p>{pastor.summary}</p> : null}
          <h2 css={css`font-size: 1.2rem; margin-bottom: 0;`}>{t.contactHeading}</h2>
          <PastorContact pastor={pastor} />
        </div>
      </header>
      <RichText html={pastor.biography} />
      <p css={(th) => css`margin-top: ${th.space(8)};`}>
        <LinkButton to={pathTo('pastoralTeam')} variant="ghost">
          {t.backToTeam}
        </LinkButton>
      </p>
    </article>
  );
}
