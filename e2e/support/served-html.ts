/**
 * The served HTML as a crawler or a browser without JavaScript gets it: a plain GET, parsed (jsdom,
 * no scripts run), and the API's own answers of the same server to compare it with. The server's
 * instant (`renderedAt` in `#kerk-initial-data`) is what the page was computed for, so a test
 * derives "today" from it, never from a clock of its own.
 */
import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

export interface ServedPage {
  status: number;
  document: Document;
  /** The page's <main> (the owning remote's part). */
  main: Element;
  /** The server's instant the page was rendered for (ISO). */
  renderedAt: string;
}

export async function served(request: APIRequestContext, path: string): Promise<ServedPage> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  const { document } = new JSDOM(await response.text()).window;
  const initial = JSON.parse(document.getElementById('kerk-initial-data')?.textContent ?? '{}') as { renderedAt?: string };
  const main = document.querySelector('main');
  if (!main) throw new Error(`${path}: no <main> in the served HTML`);
  return { status: response.status(), document, main, renderedAt: initial.renderedAt ?? '' };
}

export interface ListAnswer<T> {
  data: T[];
  meta: { page: number; pageSize: number; total: number };
}

/** GET /api{path}: the `data` of the answer (and `meta` for a list). */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`/api${path} answered ${response.status()}`);
  return response.json() as Promise<T>;
}

/** Every list item of an API list, fetched in pages of 100 (the lists' maximum at most). */
export async function everyItem<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const items: T[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const answer = await api<ListAnswer<T>>(request, `${path}${join}page=${page}&pageSize=100`);
    items.push(...answer.data);
    if (answer.data.length === 0 || items.length >= answer.meta.total) return items;
  }
}

/** The distinct hrefs inside `root` that match `pattern`, in document order. */
export function hrefsIn(root: ParentNode, pattern: RegExp): string[] {
  const hrefs = [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!).filter((href) => pattern.test(href));
  return [...new Set(hrefs)];
}

/** The text of `root` with its whitespace folded, for `toContain` checks on values. */
export const textOf = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The text of an HTML fragment (an API's rich text) the way the page shows it: tags out, whitespace folded. */
export const plainText = (html: string): string => textOf(JSDOM.fragment(`<div>${html}</div>`).firstElementChild!);

/** The part of the page one exposed module rendered (`mf_content/NewsWidget`). */
export function remotePart(page: ServedPage, moduleId: string): Element {
  const part = page.document.querySelector(`[data-remote="${moduleId}"]`);
  if (!part) throw new Error(`no server-rendered ${moduleId} in the page`);
  return part;
}
