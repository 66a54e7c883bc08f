/**
 * Home section "latest announcements": the three newest articles under the `news-title` heading of
 * the index page, and a link to /nieuws. Sized skeletons while loading, so the home page never jumps.
 */
import { css } from '@emotion/react';
import { Alert, Card, cardWithLink, CardSkeletons, keepTogether, LinkButton, PHOTO_SIZES, Skeleton, wholeCardLink } from '@kerk/kit/design-system';
import { partial, useGetPageQuery } from '@kerk/kit/page';
import { texts } from '../../../texts';
import { pathTo, ROUTES } from '@kerk/kit/router';

import { useGetNewsListQuery, type NewsSummary } from '../api/news-api';
import { NewsImage } from './news-image';
import { NewsMeta } from './news-meta';

export const WIDGET_ITEMS = 3;

const gridStyle = css`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
`;

/** One article's card; 'Lees artikel →' covers the card, as on the services' cards. */
function Item({ article }: { article: NewsSummary }) {
  return (
    <Card css={[cardWithLink, css`height: 100%; display: flex; flex-direction: column; gap: 0.25rem;`]}>
      {/* Only a library photo: the shipped drawings would crowd the three short cards. */}
      {article.photo ? (
        <NewsImage src={article.photo.src} alt={article.photo.alt} photo={article.photo} place="card" sizes={PHOTO_SIZES.widget} css={css`margin-bottom: 0.5rem;`} />
      ) : null}
      <h3 css={css`margin: 0; font-size: 1.15rem;`}>{keepTogether(article.title)}</h3>
      <NewsMeta publishedAt={article.publishedAt} />
      <p css={css`margin: 0;`}>{keepTogether(article.excerpt)}</p>
      <LinkButton
        to={pathTo('newsArticle', { id: article.id })}
        variant="ghost"
        aria-label={texts.content.news.readArticleOf(article.title)}
        css={[wholeCardLink, css`margin-top: auto; align-self: flex-start;`]}
      >
        {texts.common.buttons.readArticle}
        <span aria-hidden="true">→</span>
      </LinkButton>
    </Card>
  );
}

export function NewsWidget() {
  const page = useGetPageQuery('index');
  const news = useGetNewsListQuery({ page: 1, pageSize: WIDGET_ITEMS });
  const items = news.data?.items;
  return (
    <section aria-labelledby="home-news-title" data-widget="news">
      {page.data || page.isError ? (
        // Without the page texts the section keeps a heading: the route name of /nieuws.
        <h2 id="home-news-title">{page.data ? partial(page.data, 'news-title') : ROUTES.news.name}</h2>
      ) : (
        <Skeleton height="2rem" width="16rem" css={css`margin: 0.83em 0;`} />
      )}
      {news.isError ? <Alert tone="error">{texts.content.news.loadFailed}</Alert> : null}
      {!items && !news.isError ? (
        <CardSkeletons count={WIDGET_ITEMS} listCss={gridStyle} title={{ height: '1.4rem', width: '80%' }} lines={4} actionWidth="9rem" />
      ) : null}
      {items && items.length === 0 ? <p>{texts.content.news.widgetEmpty}</p> : null}
      {items && items.length > 0 ? (
        <ul css={gridStyle}>
          {items.map((article) => (
            <li key={article.id}>
              <Item article={article} />
            </li>
          ))}
        </ul>
      ) : null}
      <LinkButton to={pathTo('news')} variant="ghost">
        {texts.content.news.allNews}
      </LinkButton>
    </section>
  );
}
