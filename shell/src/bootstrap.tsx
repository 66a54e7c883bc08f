/**
 * Start-up: read /remotes.json, register the remotes, create the one store (seeded with the data
 * the server sent along with its page), render. The remembered theme is applied before React's
 * first paint; the language cookie is kept for 365 days.
 *
 * A page the server rendered with this shell build is hydrated (docs/server-rendering.md, Hydration): React adopts
 * the server's DOM, so focus, typed text and early clicks stay. Any other page (the shell alone, or
 * another build's HTML, or a remote deployed since) is rendered anew, as before.
 */
import createCache from '@emotion/cache';
import { configureApiBase } from '@kerk/kit/http';
import { applyInitialData } from '@kerk/kit/page';
import { pathTo } from '@kerk/kit/router';
import { makeStore, refetchOnReturn, setTheme, storedTheme, type AppStore } from '@kerk/kit/store';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { menuRemotes } from './app/routes';
import { schedulePrefetch } from './app/remotes/prefetch';
import { beginHydration, endHydration } from './app/remotes/hydrate-when';
import { PRELOAD_CAP_MS, preloadRouteModules, serverRender, setHydrationSession } from './app/remotes/hydration';
import { loadRuntimeConfig, registerRuntimeRemotes } from './app/remotes/remote-config';
import { loadRemoteModule, type RemoteModules } from './app/remotes/remote-modules';

export const LANGUAGE_COOKIE_DAYS = 365;

/**
 * Never called: this import makes the shell provide the kit's dates (dayjs with its plugins and nl
 * locale) lazily, as one chunk (SHELL_CHUNKS `dates`) that a remote loads when it first shows a
 * date, instead of five small files of its own. The shell's own first render needs no dayjs.
 */
export const provideDates = () => import('@kerk/kit/dates');

declare const __SHELL_BUILD__: string | undefined;
const SHELL_BUILD = typeof __SHELL_BUILD__ === 'string' ? __SHELL_BUILD__ : 'dev';

/** The emotion cache of the server's key: it adopts the server's `<style data-emotion="k …">`. */
const EMOTION_KEY = 'k';

/**
 * Marks #root `data-ready` once React's first render has committed (hydrated, or rendered anew):
 * from then on the page's buttons answer. Before that a server-rendered page shows them already,
 * and the e2e tests wait for this mark instead of clicking into HTML no script listens to yet.
 */
function MarkReady({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    // Parts mounted from now on (another route) have no server HTML to wait with.
    endHydration();
    root.setAttribute('data-ready', '');
  }, [root]);
  return children;
}

/** The modules to hydrate with, or null when this page is to be rendered anew. */
async function hydrationModules(): Promise<RemoteModules | null> {
  const ssr = serverRender(SHELL_BUILD);
  if (!ssr) return null;
  setHydrationSession(ssr);
  return preloadRouteModules(window.location.pathname, ssr, {
    load: loadRemoteModule,
    cap: () => new Promise<void>((resolve) => setTimeout(resolve, PRELOAD_CAP_MS)),
  });
}

/**
 * A part the server left to the browser (a module it could not load: `ssr.clientOnly`) carries
 * React's client-render marker; React renders it here and reports that as error #419. That is the
 * design, not a fault.
 */
const isClientOnlyPart = (error: unknown): boolean =>
  error instanceof Error && (/#419\b/.test(error.message) || error.message.includes('could not finish this Suspense boundary'));

function hydrate(root: HTMLElement, store: AppStore, modules: RemoteModules) {
  // Parts in a HydrateWhen keep their server HTML until they come into view (or are touched).
  beginHydration();
  const cache = createCache({ key: EMOTION_KEY });
  const app = (
    <MarkReady root={root}>
      <App store={store} cache={cache} modules={modules} />
    </MarkReady>
  );
  // In a transition React hydrates in slices of a few milliseconds that yield to the browser; at
  // its default lane the whole page hydrated in one long task (Total Blocking Time, issue 17).
  startTransition(() => {
    hydrateRoot(root, app, {
      // React recovered by rendering that part anew; it is still a bug (the e2e tests fail on it).
      onRecoverableError: (error, info) => {
        if (!isClientOnlyPart(error)) console.error('Hydration error (recovered):', error, info.componentStack ?? '');
      },
    });
  });
}

function renderAnew(root: HTMLElement, store: AppStore) {
  // A transition renders in slices that yield to the browser (no long task blocks input), while the
  // server's HTML (another build's render) stays on screen until the whole first render is ready to show.
  startTransition(() =>
    createRoot(root).render(
      <MarkReady root={root}>
        <App store={store} />
      </MarkReady>,
    ),
  );
}

async function start() {
  document.cookie = `lang=nl; max-age=${LANGUAGE_COOKIE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
  const config = await loadRuntimeConfig();
  configureApiBase(config.apiUrl);
  registerRuntimeRemotes(config.remotes);

  const store = makeStore();
  store.dispatch(setTheme(storedTheme()));
  // A tab left open shows the saves made meanwhile when the visitor comes back to it; not in the
  // editing app, whose forms would lose what is being typed.
  const editing = pathTo('beheer');
  refetchOnReturn(store.dispatch, () => location.pathname === editing || location.pathname.startsWith(`${editing}/`));
  const root = document.getElementById('root')!;
  const modules = await hydrationModules();
  // The server's data: its texts (and after a server render its RTK Query state) go into the store,
  // right before the first render, which then asks for none of it again (their age counts from now).
  applyInitialData(store);
  if (modules) hydrate(root, store, modules);
  else {
    setHydrationSession(null);
    renderAnew(root, store);
  }

  schedulePrefetch(menuRemotes().filter((name) => config.remotes.some((r) => r.name === name)));
}

void start();
