/**
 * Every text page: the page-store page its site-map row names (`content(…)` rows in the kit's
 * site map), with its title, intro and content. One component for all of them, so a new text page
 * is a row in the site map and its text, written in the editing app.
 */
import { TextColumn } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';
import { basePathOf, SITE_ROUTES, useLocation } from '@kerk/kit/router';

/**
 * The page-store page of the route at `pathname`. Text pages have paths without params, so they
 * are compared whole, as React Router compares them: without case and a trailing slash.
 */
export function pageOfPath(pathname: string): string | undefined {
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return SITE_ROUTES.find((route) => basePathOf(route.path).toLowerCase() === here)?.page;
}

export function ContentPage() {
  const name = pageOfPath(useLocation().pathname);
  return name ? (
    // A text page reads best in one column of about 70 characters, centred in the layout.
    <TextColumn>
      <StorePage key={name} name={name} />
    </TextColumn>
  ) : null;
}
