/**
 * The rendered pages (site-html.ts), kept per key (origin, path, query, theme) together with the
 * version they were made for (the shell, every remote, the public data). So a busy Sunday never
 * waits on a render:
 * - a page of the current version younger than FRESH_MS is served as it is;
 * - an older one (up to STALE_MS) is served too, while one fresh render runs in the background
 *   with a longer budget (no visitor waits on it) and replaces it when it is a good one;
 * - a new version (a deploy, a published edit) is rendered at once: the next visitor sees it;
 * - a page with no render to stand in for it (its first) has at least FIRST_RENDER_BUDGET_MS.
 * However many visitors ask for the same page at once, it is rendered once: they share the render.
 * Late and failed renders (the page rendered in the browser instead) are never kept: the next visitor may well get
 * the server render; a failed background render keeps the page that was there. A partial one (a
 * module left to the browser) is kept but counts as aged after PARTIAL_RETRY_MS, so a request then
 * tries again, and it never replaces a whole render of the same version.
 */
import { nowMs } from '../lib/clock';
import { createKeptAnswers } from '../plugins/app/http-cache/kept-answers';

/** A page younger than this is served without a render. */
export const FRESH_MS = 10_000;
/** Up to this age a page of the current version is served while a fresh one is made in the background. */
export const STALE_MS = 10 * 60_000;
/** A partial render (a module left to the browser) is tried again this soon, not on every request (a remote that is down). */
export const PARTIAL_RETRY_MS = 2000;
/** How old the last good render of a page may be to stand in for a render that failed or came late. */
export const LAST_GOOD_MS = 60 * 60_000;
/** The budget of a background render: no visitor waits on it. */
export const REFRESH_BUDGET_MS = 5000;
/**
 * The least budget of a page's render when no render of it can stand in (its first since the start,
 * or its last good one too old): a whole page a little later beats the shell alone, which is blank
 * until the scripts run, and blank for good without JavaScript.
 */
export const FIRST_RENDER_BUDGET_MS = 1500;
const MAX_ENTRIES = 500;

/** What the cache needs of a page; `ssr.cached` is set on an answer from the cache. */
export interface CachedPage {
  status: number;
  ssr: { desc: string; ms: number; cached?: boolean; stale?: boolean };
  /** A kept page's compressed forms (per theme and encoding), made once by whoever sends it (web.ts). */
  encoded?: Map<string, Buffer>;
}

/** Makes the page; `budgetMs` is a longer budget than the pool's own (a background or a first render), when given. */
export type MakePage<Page> = (budgetMs?: number) => Promise<Page>;

const keepable = (page: CachedPage) => page.status === 200 && page.ssr.desc !== 'timeout' && page.ssr.desc !== 'error';
/** A render that left modules to the browser: kept, but tried again in the background on its next request. */
const partial = (page: CachedPage) => page.ssr.desc === 'partial';

export function createPageCache<Page extends CachedPage>(onRefreshError: (error: unknown) => void = () => undefined) {
  const cache = createKeptAnswers<Page>(MAX_ENTRIES);

  /** One render per key, version and kind at a time; a good page is kept. */
  function run(key: string, version: string, make: MakePage<Page>, budgetMs?: number): Promise<Page> {
    return cache.once(`${budgetMs ?? 'now'} ${version} ${key}`, () =>
      make(budgetMs).then((page) => {
        const kept = cache.get(key);
        // A partial render never replaces a whole one of the same version (its last good render).
        const worse = partial(page) && kept?.version === version && !partial(kept.value);
        if (keepable(page) && !worse) cache.keep(key, { ...page, encoded: new Map() }, version, partial(page) ? nowMs() - FRESH_MS + PARTIAL_RETRY_MS : nowMs());
        return page;
      }),
    );
  }

  /**
   * A render that failed or came late (the shell alone, rendered in the browser) gives way to the page's last good render,
   * of an older version (before a deploy or an edit) but whole: `ssr.stale` says so.
   */
  function lastGood(key: string, page: Page): Page {
    const last = cache.get(key);
    if (keepable(page) || page.status !== 200 || !last || nowMs() - last.at >= LAST_GOOD_MS) return page;
    return { ...last.value, ssr: { ...last.value.ssr, ms: page.ssr.ms, cached: true, stale: true } };
  }

  return {
    /** The page for `key` at `version`: from the cache (refreshed in the background when older than FRESH_MS), or made now. */
    get(key: string, version: string, make: MakePage<Page>): Promise<Page> {
      const entry = cache.get(key);
      const age = entry && entry.version === version ? nowMs() - entry.at : Infinity;
      if (age >= STALE_MS) {
        const standIn = entry !== undefined && nowMs() - entry.at < LAST_GOOD_MS;
        return run(key, version, make, standIn ? undefined : FIRST_RENDER_BUDGET_MS).then((page) => lastGood(key, page));
      }
      if (age >= FRESH_MS) run(key, version, make, REFRESH_BUDGET_MS).catch(onRefreshError);
      return Promise.resolve({ ...entry!.value, ssr: { ...entry!.value.ssr, ms: 0, cached: true } });
    },
  };
}
