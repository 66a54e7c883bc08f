/**
 * Previous / numbered / next links for a paged list whose page lives in the URL, so every page has
 * an address and works without script state. Texts come from the caller (each list names its own).
 */
import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { Link, type To } from '../../router';

import { buttonStyles } from '../button/button';

export interface PaginationLabels {
  /** Accessible name of the `<nav>`, e.g. 'Paginering van de kerkdiensten'. */
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  status: (page: number, pages: number) => string;
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  page: number;
  pages: number;
  /** The link target of a page. */
  to: (page: number) => To;
  labels: PaginationLabels;
}

/** Page numbers to offer: first, last and two around the current one; 'gap' marks skipped runs. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return wanted.flatMap((n, i) => (i > 0 && n - wanted[i - 1]! > 1 ? (['gap', n] as const) : [n]));
}

export function Pagination({ page, pages, to, labels, ...rest }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.label} css={(t) => css`margin-top: ${t.space(6)};`} {...rest}>
      <ul css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space(2)}; list-style: none; margin: 0; padding: 0;`}>
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev" css={buttonStyles('ghost')}>
              {labels.previous}
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
              <Link to={to(n)} aria-label={labels.page(n)} aria-current={n === page ? 'page' : undefined} css={buttonStyles(n === page ? 'primary' : 'ghost')}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={to(page + 1)} rel="next" css={buttonStyles('ghost')}>
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
      <p css={(t) => css`margin: ${t.space(2)} 0 0; color: ${t.colors.textMuted};`}>{labels.status(page, pages)}</p>
    </nav>
  );
}
