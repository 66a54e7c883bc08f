/**
 * /nieuws/{id}: one article. Its title becomes the breadcrumb of the numeric segment and the
 * document title; an unknown (or impossible) id shows the shell's 404 page.
 */
import { css } from '@emotion/react';
import { keepTogether, LinkButton, PHOTO_SIZES, RichText, Skeleton, TextColumn } from '@kerk/kit/design-system';
import { useBreadcrumbTitle, useDocumentMeta, useShowErrorPage } from '@kerk/kit/page';
import { texts } from '../../../texts';
import { pathTo, useParams } from '@kerk/kit/router';
import { parseRouteId } from '@kerk/kit/validation';

import { useGetNewsArticleQuery } from '../api/news-api';
import { NewsImage } from './news-image';
import { NewsMeta } from './news-meta';

const NOT_FOUND = { status: 404 };

function ArticleSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton height="2.5rem" width="70%" />
      <Skeleton height="1rem" width="14rem" />
      <Skeleton height="20rem" />
      <Skeleton lines={6} />
    </div>
  );
}

export function NewsArticlePage() {
  const id = parseRouteId(useParams().id);
  const { data: article, error } = useGetNewsArticleQuery(id ?? 0, { skip: id === null });
  useShowErrorPage(id === null ? NOT_FOUND : error);
  useBreadcrumbTitle(article?.title);
  useDocumentMeta(article?.title, article?.excerpt);

  if (!article) return <ArticleSkeleton />;
  return (
    <TextColumn as="article" wide data-page="news-article" aria-labelledby="news-article-title">
      <header>
        <h1 id="news-article-title" css={css`margin: 0 0 0.25em;`}>
          {keepTogether(article.title)}
        </h1>
        <NewsMeta publishedAt={article.publishedAt} author={article.author} />
      </header>
      {article.image ? (
        <NewsImage
          src={article.image}
          alt={article.imageAlt}
          photo={article.photo}
          place="article"
          sizes={PHOTO_SIZES.article}
          priority
          css={(t) => css`margin: ${t.space(4)} 0;`}
        />
      ) : null}
      {/* The editor's own summary only: the one the lists make from the text would repeat its start. */}
      {article.summary ? <p css={(t) => css`font-size: 1.15rem; font-weight: 500; max-width: ${t.measure};`}>{keepTogether(article.summary)}</p> : null}
      <RichText html={article.body} />
      <p css={(t) => css`margin-top: ${t.space(8)};`}>
        <LinkButton to={pathTo('news')} variant="ghost">
          {texts.content.news.backToList}
        </LinkButton>
      </p>
    </TextColumn>
  );
}
