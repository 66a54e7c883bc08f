/**
 * The whole menu as plain links and the search as a GET form to /zoeken, for a browser without
 * JavaScript (issue 17, goal 4): the drawer and the search pop-up need the script, this does not.
 * Inside `<noscript>`, so with JavaScript nothing of it is laid out. It matters once the header is
 * rendered on the server (docs/server-rendering.md); until then the API's first view writes the same list.
 */
import { css } from '@emotion/react';
import { pathTo } from '@kerk/kit/router';
import { texts } from '@kerk/kit/texts';

import type { MenuItem } from './menu-items';

const list = css`
  list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem;
  ul { padding-left: 1rem; font-size: 0.9rem; }
  li { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
  a { color: inherit; display: inline-block; padding: 0.25rem 0; }
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
      <nav aria-label={texts.common.mainMenu} css={css`flex-basis: 100%; font-size: 0.95rem;`}>
        <Links items={items} />
        <form role="search" action={pathTo('search')} method="get" css={css`display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin: 0.5rem 0;`}>
          <label>
            {texts.common.searchLabel} <input type="search" name="q" placeholder={texts.common.searchPlaceholder} />
          </label>
          <button type="submit">{texts.common.searchSubmit}</button>
        </form>
      </nav>
    </noscript>
  );
}
