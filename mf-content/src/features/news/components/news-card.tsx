/**
 * One article in the /nieuws list: image, title, written-on date, excerpt and 'Lees artikel →', a
 * link that covers the whole card (as a service card's 'Details →'), named by the article's title.
 */
import { css } from '@emotion/react';
import { Card, cardWithLink, keepTogether, LinkButton, PHOTO_SIZES, wholeCardLink } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';

import { texts } from '../../../texts';

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
        ${cardWithLink};
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
        <LinkButton to={pathTo('newsArticle', { id: article.id })} variant="ghost" aria-label={texts.content.news.readArticleOf(article.title)} css={wholeCardLink}>
          {texts.common.buttons.readArticle}
          <span aria-hidden="true">→</span>
        </LinkButton>
      </div>
    </Card>
  );
}
