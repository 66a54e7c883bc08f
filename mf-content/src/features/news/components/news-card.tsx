/** One article in the /nieuws list: image, title, written-on date, excerpt and 'Lees artikel'. */
import { css } from '@emotion/react';
import { Card, keepTogether, LinkButton, PHOTO_SIZES } from '@kerk/kit/design-system';
import { texts } from '@kerk/kit/texts';
import { pathTo } from '@kerk/kit/router';

import type { NewsSummary } from '../api/news-api';
import { NewsImage } from './news-image';
import { NewsMeta } from './news-meta';

/** `priority`: this card's image is the page's LCP image (the first card, above the fold on a phone). */
export function NewsCard({ article, priority = false }: { article: NewsSummary; priority?: boolean }) {
  const titleId = `news-${article.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      data-news-id={article.id}
      css={(t) => css`
        display: grid;
        gap: ${t.space(4)};
        ${t.mq.md} { grid-template-columns: ${article.image ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr'}; }
      `}
    >
      {article.image ? <NewsImage src={article.image} alt={article.imageAlt} photo={article.photo} place="card" sizes={PHOTO_SIZES.card} priority={priority} /> : null}
      <div>
        <h2 id={titleId} css={css`margin: 0 0 0.25em; font-size: 1.4rem;`}>
          {keepTogether(article.title)}
        </h2>
        <NewsMeta publishedAt={article.publishedAt} author={article.author} />
        <p css={(t) => css`margin: 0 0 ${t.space(4)};`}>{keepTogether(article.excerpt)}</p>
        {/* The card's title describes the button, so each 'Lees artikel' is distinguishable. */}
        <LinkButton to={pathTo('newsArticle', { id: article.id })} aria-describedby={titleId}>
          {texts.common.buttons.readArticle}
        </LinkButton>
      </div>
    </Card>
  );
}
