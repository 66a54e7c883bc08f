/** Previous / numbered / next links for the news list; the page is kept in the URL (`?pagina=`). */
import { css } from '@emotion/react';
import { buttonStyles } from '@kerk/kit/design-system';
import { texts } from '@kerk/kit/texts';
import { Link } from 'react-router-dom';

import { pageSearch, pageWindow } from '../utils/paging';

const t = texts.content.news.paging;

export interface NewsPaginationProps {
  page: number;
  pages: number;
}

export function NewsPagination({ page, pages }: NewsPaginationProps) {
  if (pages <= 1) return null;
  // `to` without a pathname keeps the current path, so this works in the shell and standalone alike.
  const to = (n: number) => ({ search: pageSearch(n) });
  return (
    <nav aria-label={t.label} css={(th) => css`margin-top: ${th.space(6)};`}>
      <ul css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(2)}; list-style: none; margin: 0; padding: 0;`}>
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev" css={buttonStyles('ghost')}>
              {t.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" css={css`align-self: center;`}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={to(n)} aria-label={t.page(n)} aria-current={n === page ? 'page' : undefined} css={buttonStyles(n === page ? 'primary' : 'ghost')}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={to(page + 1)} rel="next" css={buttonStyles('ghost')}>
              {t.next}
            </Link>
          </li>
        ) : null}
      </ul>
      <p css={(th) => css`margin: ${th.space(2)} 0 0; color: ${th.colors.textMuted};`}>{t.status(page, pages)}</p>
    </nav>
  );
}
