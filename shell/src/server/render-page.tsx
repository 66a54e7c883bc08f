/**
 * One server render (docs/server-rendering.md, One render): the route's exposed modules are loaded first, then the
 * page is rendered with them until a pass starts no more queries; that last pass is the page.
 * - A module that fails or is still loading shortly before the deadline is `clientOnly`: its part of
 *   the HTML is the fallback with React's client-render marker, and the browser renders it.
 * - Data comes from the components' own RTK Query hooks, which start their queries during a server
 *   render: the running ones are awaited after each pass, three rounds at most (dependent queries).
 * - A page tells the chrome (its breadcrumb title, an error page) while it renders; the chrome is
 *   drawn before it, so a pass that changed the chrome's state is followed by one more.
 * - An address the API answers with an error (`status`: an unknown path or record, an unreadable
 *   address) is the shell's error page. Pages not for search engines and previews are not rendered
 *   (`skip`), nor unknown paths the API sent without a status.
 */
import { baseApi, dehydrateApi, selectRenderedUi, type AppStore } from '@kerk/kit/store';
// The server's door to the site map (the matcher the browser never needs; bytes do not count here).
// eslint-disable-next-line no-restricted-imports
import { matchSiteRoute, modulesOf } from '@kerk/kit/site-map';
import type { EmotionCache } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

import { remoteNameOf, type LoadedRemote, type RemoteModules, type RemoteModuleState } from '../app/remotes/remote-modules';
import { createServerCache, extractStyles } from './emotion-ssr';
import { requestStore } from './initial-state';
import type { SsrLogEntry, SsrRequest, SsrResult } from '@kerk/kit/ssr';
import { renderErrorsOf } from './render-errors';
import { ServerApp } from './server-app';

/**
 * Loading modules stops this long before the deadline, awaiting data this long before it: what is
 * left is for the render passes. A wider budget (SSR_BUDGET_MS) widens both in proportion (a fifth
 * and an eighth of it), so the passes never get less room than on the default 300 ms.
 */
export const LOAD_MARGIN_MS = 60;
export const DATA_MARGIN_MS = 40;
const marginsOf = (budgetMs: number) => ({ load: Math.max(LOAD_MARGIN_MS, budgetMs / 5), data: Math.max(DATA_MARGIN_MS, budgetMs / 8) });
/** Rounds of awaiting queries (dependent queries start one round later). */
const MAX_DATA_ROUNDS = 3;
/** Passes after the data that follow a change of the chrome's state (the chrome shows nothing a page sets from it). */
const MAX_CHROME_PASSES = 2;

/** A cancellable wait; tests pass their own, so no test waits on the wall clock. */
export type Timer = (ms: number) => { done: Promise<void>; cancel: () => void };

const realTimer: Timer = (ms) => {
  let id: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<void>((resolve) => (id = setTimeout(resolve, Math.max(0, ms))));
  return { done, cancel: () => clearTimeout(id) };
};

export interface RenderDeps {
  load: (id: string) => Promise<LoadedRemote>;
  shellBuild: string;
  timer?: Timer;
  /** Where a module's render error goes (with its stack), after the answer: the API's log. */
  log?: (entry: SsrLogEntry) => void;
}

/** How long the second render that finds out why a module threw may take (it runs after the answer). */
const ERROR_RENDER_MS = 5000;

/** Finds out, after the answer, why the loaded modules in `threw` failed to render, and logs it per module. */
function reportRenderErrors(element: ReactElement, threw: string[], modules: RemoteModules, log: NonNullable<RenderDeps['log']>) {
  const releaseOf = (id: string) => {
    const state = modules.modules.get(id);
    return state && state !== 'clientOnly' && state.version ? ` (release ${state.version})` : '';
  };
  renderErrorsOf(element, threw, ERROR_RENDER_MS).then(
    (errors) => errors.forEach(({ module, error }) => log({ module, message: `${module}${releaseOf(module)} threw while rendering on the server: the browser renders it`, error })),
    (error: unknown) => log({ message: `could not find out why ${threw.join(', ')} threw while rendering on the server`, error: String(error) }),
  );
}

const LATE = Symbol('late');

async function within<T>(work: Promise<T>, ms: number, timer: Timer): Promise<T | typeof LATE> {
  const wait = timer(ms);
  try {
    return await Promise.race([work, wait.done.then((): typeof LATE => LATE)]);
  } finally {
    wait.cancel();
  }
}

async function loadModules(ids: string[], load: RenderDeps['load'], ms: number, timer: Timer): Promise<Map<string, RemoteModuleState>> {
  const settled = await Promise.all(ids.map((id) => within(load(id), ms, timer).catch(() => LATE)));
  return new Map(ids.map((id, i) => [id, settled[i] === LATE ? 'clientOnly' : (settled[i] as LoadedRemote)]));
}

interface Rendered {
  html: string;
  cache: EmotionCache;
}

/**
 * Renders until a pass starts no query, each into a fresh emotion cache (so the head gets no style
 * of a state the page has left, a loading skeleton's say); the running queries are awaited between
 * passes. Once time is up, one last pass shows what has arrived. Then, while a pass changed what
 * the chrome shows (a page set its breadcrumb title or asked for the error page), once more. The
 * last pass is the page.
 */
async function renderWithData(store: AppStore, render: (cache: EmotionCache) => string, remaining: () => number, dataMargin: number, timer: Timer): Promise<Rendered> {
  const chrome = () => JSON.stringify(selectRenderedUi(store.getState()));
  let drawn = chrome();
  const pass = (): Rendered => {
    const cache = createServerCache();
    drawn = chrome();
    return { html: render(cache), cache };
  };
  let rendered = pass();
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    const late = (await within(Promise.all(running), remaining() - dataMargin, timer)) === LATE;
    rendered = pass();
    if (late) break;
  }
  for (let extra = 0; extra < MAX_CHROME_PASSES && chrome() !== drawn; extra++) rendered = pass();
  return rendered;
}

/**
 * React writes the resource hints it found (`<link rel="preload" as="image">` for the first images)
 * ahead of the tree; they belong in the head, and #root must hold only the tree to hydrate.
 */
function splitHints(rendered: string): { hints: string; html: string } {
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)![0];
  return { hints, html: rendered.slice(hints.length) };
}

/**
 * The dehydrated data of one query above which the API's log gets a warning (docs/server-rendering.md, Payload).
 * Such a query is still sent: left out, the browser's first render would show its loading state
 * where the server's HTML shows the data, and React would throw that HTML away (a hydration error).
 */
export const QUERY_STATE_CAP_BYTES = 50 * 1024;

/** Warns of each query whose serialized entry in `#kerk-initial-data` is above the cap. */
function warnOfLargeQueries(state: ReturnType<typeof dehydrateApi>, log: RenderDeps['log']) {
  if (!log) return;
  const encoder = new TextEncoder();
  for (const [key, entry] of Object.entries(state.queries)) {
    const bytes = encoder.encode(JSON.stringify(entry) ?? '').length;
    if (bytes <= QUERY_STATE_CAP_BYTES) continue;
    log({
      message: `the server render's data for ${key} is ${Math.ceil(bytes / 1024)} KB, above the ${QUERY_STATE_CAP_BYTES / 1024} KB cap per query: sent all the same (the browser's first render must match the HTML)`,
    });
  }
}

/** Mounts whose module threw while rendering: React wrote the client-render marker right inside the wrapper. */
const failedMounts = (html: string): string[] => [...html.matchAll(/<div data-remote="([^"]+)"[^>]*><!--\$!-->/g)].map((m) => m[1]!);

export async function renderPage(request: SsrRequest, deps: RenderDeps): Promise<SsrResult> {
  const started = performance.now();
  const remaining = () => request.budgetMs - (performance.now() - started);
  const timer = deps.timer ?? realTimer;
  const url = new URL(request.url, 'http://ssr.invalid');
  const match = matchSiteRoute(url.pathname);
  if (!match && !request.status) return { status: 'skip', reason: 'unknown path' };
  if (match?.route.browserOnly) return { status: 'skip', reason: 'browser-only route' };
  if (url.searchParams.get('voorbeeld') === '1') return { status: 'skip', reason: 'preview' };

  const margins = marginsOf(request.budgetMs);
  const store = requestStore(request);
  // The error page shows no module of the route.
  const ids = match && !request.status ? modulesOf(match.route) : [];
  const modules: RemoteModules = { server: true, modules: await loadModules(ids, deps.load, remaining() - margins.load, timer) };
  const location = url.pathname + url.search;
  const app = (cache: EmotionCache) => <ServerApp store={store} cache={cache} modules={modules} location={location} initial={request.initial} />;
  const render = (cache: EmotionCache) => renderToString(app(cache));
  const rendered = await renderWithData(store, render, remaining, margins.data, timer);
  const { hints, html } = splitHints(rendered.html);
  // Queries the last pass started, or that were too late, load in the browser instead.
  store.dispatch(baseApi.util.getRunningQueriesThunk()).forEach((query) => query.abort());

  const versions: Record<string, string> = {};
  modules.modules.forEach((state, id) => {
    if (state !== 'clientOnly' && state.version) versions[remoteNameOf(id)] = state.version;
  });
  const threw = failedMounts(html).filter((id) => modules.modules.get(id) !== 'clientOnly');
  if (threw.length > 0 && deps.log) reportRenderErrors(app(createServerCache()), threw, modules, deps.log);
  const state = dehydrateApi(store.getState());
  warnOfLargeQueries(state, deps.log);
  const clientOnly = [...new Set([...ids.filter((id) => modules.modules.get(id) === 'clientOnly'), ...threw])];
  return {
    status: 'ok',
    html,
    styles: hints + extractStyles(rendered.cache, html),
    state,
    versions,
    shellBuild: deps.shellBuild,
    clientOnly,
    ms: Math.round(performance.now() - started),
    ui: selectRenderedUi(store.getState()),
  };
}
