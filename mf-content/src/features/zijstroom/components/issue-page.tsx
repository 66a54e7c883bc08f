/**
 * /zijstroom/{id}: one issue as it was sent. Its title becomes the breadcrumb and the document
 * title; a draft, an issue still going out, or an unknown id shows the shell's 404 page.
 */
import { css } from '@emotion/react';
import { formatDate } from '@kerk/kit/dates';
import { keepTogether, LinkButton, RichText, Skeleton } from '@kerk/kit/design-system';
import { useBreadcrumbTitle, useDocumentMeta, useShowErrorPage } from '@kerk/kit/page';
import { pathTo, useParams } from '@kerk/kit/router';
import { parseRouteId } from '@kerk/kit/validation';

import { texts } from '../../../texts';
import { useGetZijstroomIssueQuery } from '../api/zijstroom-api';

const NOT_FOUND = { status: 404 };
const t = texts.content.zijstroom;

export function IssuePage() {
  const id = parseRouteId(useParams().id);
  const { data: issue, error } = useGetZijstroomIssueQuery(id ?? 0, { skip: id === null });
  useShowErrorPage(id === null ? NOT_FOUND : error);
  useBreadcrumbTitle(issue?.title);
  useDocumentMeta(issue?.title, issue ? t.sentOn(formatDate(issue.sentAt)) : undefined);
  if (!issue) return <Skeleton lines={8} />;
  return (
    <article data-page="zijstroom-issue" aria-labelledby="zijstroom-issue-title" css={(th) => css`max-width: ${th.measure}; margin: 0 auto;`}>
      <h1 id="zijstroom-issue-title" css={css`margin: 0 0 0.25em;`}>
        {keepTogether(issue.title)}
      </h1>
      <p>{t.sentOn(formatDate(issue.sentAt))}</p>
      <RichText html={issue.body} />
      <p css={(th) => css`margin-top: ${th.space(8)};`}>
        <LinkButton to={pathTo('zijstroom')} variant="ghost">
          {t.backToZijstroom}
        </LinkButton>
      </p>
    </article>
  );
}
