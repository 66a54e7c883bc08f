/**
 * Start-up: read /remotes.json, register the remotes, create the one store (seeded with the data
 * the server sent along with its first view), render. The remembered theme is applied before
 * React's first paint; the language cookie is kept for 365 days.
 */
// The shell provides the shared singletons eagerly; importing the kit's dates here makes it provide
// dayjs with its plugins and nl locale too, instead of each remote fetching them as five small files.
import '@kerk/kit/dates';
import { configureApiBase } from '@kerk/kit/http';
import { applyInitialData } from '@kerk/kit/page';
import { makeStore, setTheme, storedTheme } from '@kerk/kit/store';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { menuRemotes } from './app/routes';
import { schedulePrefetch } from './app/remotes/prefetch';
import { captureFirstView } from './app/remotes/first-view';
import { loadRuntimeConfig, registerRuntimeRemotes } from './app/remotes/remote-config';

export const LANGUAGE_COOKIE_DAYS = 365;

async function start() {
  document.cookie = `lang=nl; max-age=${LANGUAGE_COOKIE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
  const config = await loadRuntimeConfig();
  configureApiBase(config.apiUrl);
  registerRuntimeRemotes(config.remotes);

  const store = makeStore();
  store.dispatch(setTheme(storedTheme()));
  // The server's first view: its texts go into the store, its main part stands in for the first route.
  applyInitialData(store);
  captureFirstView();
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser (no long task blocks input), while the
  // server's first view stays on screen until the whole first render is ready to show.
  startTransition(() => root.render(<App store={store} />));

  schedulePrefetch(menuRemotes().filter((name) => config.remotes.some((r) => r.name === name)));
}

void start();
