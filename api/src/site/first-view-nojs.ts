/**
 * What the first view adds for a visitor without JavaScript (issue 17, goal 4):
 * - the whole menu as plain links and the header's search as a GET form to /zoeken, in a
 *   `<noscript>` in the header bar (with JavaScript the shell's menu and pop-up take over, and
 *   nothing here is laid out, so nothing moves);
 * - /zoeken?q=: the results, from the same search the API answers /api/search with, in the markup
 *   shape of mf-content's search page.
 * A stand-in until the remotes render on the server themselves (docs/server-rendering.md): then the
 * search page's own SSR replaces `searchMain`, and the shell's header has its own `<noscript>` menu.
 */
import type { SearchResult } from '@kerk/kit/api-types';
import { formatDate } from '@kerk/kit/dates';
import { MENU, pathTo, type MenuItem } from '@kerk/kit/site-map';
import { common, content } from '@kerk/kit/texts';
import type { FastifyInstance } from 'fastify';

import { escapeHtml } from './head-html';

const t = content.search;
/** The API's bound on q (schemas/search.ts): a longer text is searched for by its start. */
const Q_MAX = 200;

const RESULT_PATH = {
  service: (id: number) => pathTo('service', { id }),
  news: (id: number) => pathTo('newsArticle', { id }),
  event: (id: number) => pathTo('event', { id }),
} as const;

function menuList(items: MenuItem[]): string {
  const entries = items.map((item) => `<li><a href="${escapeHtml(item.to)}">${escapeHtml(item.title)}</a>${item.children ? menuList(item.children) : ''}</li>`);
  return `<ul>${entries.join('')}</ul>`;
}

/** The header's search as a plain GET form (`?q=`), as the pop-up and the search page send it. */
export function searchForm(query: string, className: string): string {
  return [
    `<form class="${className}" role="search" action="${pathTo('search')}" method="get">`,
    `<label>${escapeHtml(common.searchLabel)} <input type="search" name="q" value="${escapeHtml(query)}" placeholder="${escapeHtml(common.searchPlaceholder)}"></label>`,
    `<button type="submit">${escapeHtml(common.searchSubmit)}</button>`,
    '</form>',
  ].join('');
}

/** The menu and the search form for browsers without JavaScript (inside the header bar). */
export function noScriptNav(): string {
  return `<noscript><nav class="fv-nojs" aria-label="${escapeHtml(common.allPages)}">${menuList(MENU)}${searchForm('', 'fv-nojs-search')}</nav></noscript>`;
}

/** Text with the found words in `<mark>`, ranges checked as mf-content's MarkedText does. */
function marked(text: string, marks: SearchResult['titleMarks']): string {
  let at = 0;
  let html = '';
  for (const { start, end } of marks) {
    if (start < at || end <= start || end > text.length) continue;
    html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}

function resultItem(result: SearchResult): string {
  const date = result.date ? ` <time datetime="${escapeHtml(result.date)}">${formatDate(result.date)}</time>` : '';
  const excerpt = result.excerpt ? `<p>${marked(result.excerpt, result.excerptMarks)}</p>` : '';
  return [
    `<li data-result-type="${result.type}"><p><span>${escapeHtml(t.types[result.type])}</span>${date}</p>`,
    `<h2><a href="${RESULT_PATH[result.type](result.id)}">${marked(result.title, result.titleMarks)}</a></h2>${excerpt}</li>`,
  ].join('');
}

/** /zoeken?q=: the search page's form, 'U zoekt naar' and the results (or the spec's empty text). */
export async function searchMain(app: FastifyInstance, rawQuery: string): Promise<string> {
  const query = rawQuery.slice(0, Q_MAX);
  const trimmed = query.trim();
  // The box only without JavaScript: with it, the page's own form replaces this one, and text typed
  // into a stand-in before that would be lost.
  const parts = [`<header class="fv-ph"><h1>${escapeHtml(t.title)}</h1></header>`, `<noscript>${searchForm(query, 'fv-search')}</noscript>`];
  if (!trimmed) return [...parts, `<p>${escapeHtml(t.hint)}</p>`].join('');
  parts.push(`<p>${escapeHtml(t.youSearchFor)} <strong data-search-query="">“${escapeHtml(trimmed)}”</strong></p>`);
  const results = await app.searchRepository.search(trimmed, t.limit);
  if (results.length === 0) return [...parts, `<p role="status">${escapeHtml(t.empty)}</p>`].join('');
  parts.push(`<section aria-label="${escapeHtml(t.resultsLabel)}"><p>${escapeHtml(t.count(results.length))}</p><ol class="fv-results">${results.map(resultItem).join('')}</ol></section>`);
  return parts.join('');
}

/** The first view's rules for the parts above (appended to FIRST_VIEW_CSS). */
export const NO_JS_CSS = [
  '.fv-nojs{flex-basis:100%;font-size:.95rem}',
  // Without the script the buttons never arrive: their reserved row would only be a gap.
  '@media (scripting:none){.fv-tools{display:none}}',
  '.fv-nojs ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}',
  '.fv-nojs ul ul{padding-left:1rem;font-size:.9rem}',
  '.fv-nojs li{display:flex;flex-wrap:wrap;gap:.25rem 1rem}',
  '.fv .fv-nojs a{color:inherit;display:inline-block;padding:.25rem 0}',
  '.fv-nojs-search,.fv-search{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:.5rem 0}',
  '.fv-search{margin-bottom:1.5rem}',
  '.fv-nojs-search input,.fv-search input{font:inherit;min-height:44px;padding:.5rem}',
  '.fv-nojs-search button,.fv-search button{font:inherit;min-height:44px;padding:.5rem 1rem}',
  '.fv-results{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}',
  '.fv-results h2{margin:0 0 .25em;font-size:1.2rem}',
  '.fv-results p{margin:0}',
  '.fv-results p:first-child{display:flex;gap:.75rem}',
].join('');
