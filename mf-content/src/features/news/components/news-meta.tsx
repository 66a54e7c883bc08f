/** The byline of an article: 'geschreven op DD-MM-YYYY · door <author>'. */
import { css } from '@emotion/react';
import { formatDate } from '@kerk/kit/dates';
import { texts } from '../../../texts';
import type { HTMLAttributes } from 'react';

export interface NewsMetaProps extends HTMLAttributes<HTMLParagraphElement> {
  publishedAt: string;
  author?: string;
}

export function NewsMeta({ publishedAt, author, ...rest }: NewsMetaProps) {
  return (
    <p css={(t) => css`margin: 0 0 ${t.space(2)}; color: ${t.colors.textMuted}; font-size: 0.95rem;`} {...rest}>
      {texts.common.labels.writtenAt} <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      {author ? (
        <>
          {' '}
          <span aria-hidden="true">·</span> {texts.content.news.by(author)}
        </>
      ) : null}
    </p>
  );
}
