/**
 * `<nav aria-label="Kruimelpad">` on every page except home, the error page and pages that hide it,
 * built by the kit's site map (`crumbsOf`, the rules of spec §2), on the server as in the browser.
 * The crumbs wrap onto a next line where they do not fit (a phone), never cut: a detail page's
 * title is in the server's HTML (it sets it during the server render), so nothing moves later.
 */
import { css } from '@emotion/react';
import { keepTogether } from '@kerk/kit/design-system';
import { crumbsOf, Link, useLocation } from '@kerk/kit/router';
import { useAppSelector } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';


const crumbStyle = css`
  display: flex; gap: 0.25rem; min-width: 0; flex: 0 1 auto;
  & > :last-child { min-width: 0; overflow-wrap: anywhere; }
`;

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const ui = useAppSelector((s) => s.ui);
  if (pathname === '/' || ui.hideBreadcrumbs || ui.routeError) return null;
  // A list the page supplies replaces the computed one (spec §2).
  const crumbs = ui.breadcrumbs ? [crumbsOf('/')[0]!, ...ui.breadcrumbs] : crumbsOf(pathname, ui.breadcrumbTitle);
  return (
    <nav aria-label={texts.common.breadcrumbs} data-no-print css={(t) => css`margin: ${t.space(4)} 0;`}>
      <ol css={(t) => css`list-style: none; display: flex; flex-wrap: wrap; gap: 0 ${t.space(1)}; margin: 0; padding: 0; font-size: 0.95rem; color: ${t.colors.textMuted};`}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.title}`} css={crumbStyle}>
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {crumb.to && !last ? <Link to={crumb.to}>{crumb.title}</Link> : <span aria-current={last ? 'page' : undefined}>{keepTogether(crumb.title)}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
