/** The issues sent by e-mail, newest first, each linking to its own page; and their RSS feed (the site map's). */
import { css } from '@emotion/react';
import { formatDate } from '@kerk/kit/dates';
import { Alert, Skeleton } from '@kerk/kit/design-system';
import { getApiBase } from '@kerk/kit/http';
import { Link, pathTo, ROUTES } from '@kerk/kit/router';

import { texts } from '../../../texts';
import { useGetZijstroomIssuesQuery } from '../api/zijstroom-api';

const t = texts.content.zijstroom;

export function IssueArchive() {
  const { data: issues, isError } = useGetZijstroomIssuesQuery();
  return (
    <section aria-labelledby="zijstroom-archive-title" css={(th) => css`margin-top: ${th.space(8)};`}>
      <h2 id="zijstroom-archive-title">{t.archiveTitle}</h2>
      {isError ? <Alert tone="error">{t.archiveLoadFailed}</Alert> : null}
      {!issues && !isError ? <Skeleton lines={3} /> : null}
      {issues?.length === 0 ? <p>{t.archiveEmpty}</p> : null}
      {issues && issues.length > 0 ? (
        <ul data-archive css={css`padding-left: 1.25rem;`}>
          {issues.map((issue) => (
            <li key={issue.id}>
              <Link to={pathTo('zijstroomIssue', { id: issue.id })}>{issue.title}</Link> <span>({formatDate(issue.sentAt)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <a href={`${getApiBase()}${ROUTES.zijstroom.feed.path}`} type="application/rss+xml">
          {t.rss}
        </a>
      </p>
    </section>
  );
}
