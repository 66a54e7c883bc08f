/**
 * The whole menu as plain links and the search as a GET form to /zoeken, for a browser without
 * JavaScript (issue 17, goal 4): the drawer and the search pop-up need the script, this does not.
 * Inside `<noscript>`, so with JavaScript nothing of it is laid out. The header is rendered on the
 * server (docs/server-rendering.md), so a visitor without JavaScript gets it in the served HTML.
 */
import { css, type Theme } from '@emotion/react';
import { CONTROLS } from '@kerk/kit/design-system';
import { pathTo } from '@kerk/kit/router';
import { texts } from '@kerk/kit/texts';

import type { MenuItem } from './menu-items';

const list = css`
  list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem;
  ul { padding-left: 1rem; font-size: 0.9rem; }
  li { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
  a { color: inherit; display: inline-block; padding: 0.25rem 0; }
`;

/** The search box and its button in the site's field style (the bar's navy around them). */
const field = (t: Theme) => css`
  font: inherit; min-height: 44px; padding: ${t.space(1)} ${t.space(3)}; border-radius: ${t.radius};
  border: 1px solid ${t.colors[CONTROLS.field.border]}; background: ${t.colors[CONTROLS.field.fill]}; color: ${t.colors[CONTROLS.field.text]};
`;

function Links({ items }: { items: MenuItem[] }) {
  return (
    <ul css={list}>
      {items.map((item) => (
        <li key={item.to}>
          {/* A plain <a>: without the script there is no router to hand the click to. */}
          <a href={item.to}>{item.title}</a>
          {item.children ? <Links items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function NoScriptMenu({ items }: { items: MenuItem[] }) {
  return (
    <noscript>
      <nav aria-label={texts.common.allPages} css={css`flex-basis: 100%; font-size: 0.95rem;`}>
        <Links items={items} />
        <form role="search" action={pathTo('search')} method="get" css={css`display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin: 0.5rem 0;`}>
          <label css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem;`}>
            {texts.common.searchLabel} <input type="search" name="q" placeholder={texts.common.searchPlaceholder} css={field} />
          </label>
          <button type="submit" css={(t) => css`${field(t)}; font-weight: 600; cursor: pointer;`}>
            {texts.common.searchSubmit}
          </button>
        </form>
      </nav>
    </noscript>
  );
}
