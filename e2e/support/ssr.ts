/**
 * Support for the server-render specs (ssr-*.spec.ts): a page's raw answer as a visitor without
 * JavaScript, or a search engine, gets it, before any script runs.
 */
import { INITIAL_DATA_ID, STALE_ATTRIBUTE } from '@kerk/kit/ssr';
import type { Page } from '@playwright/test';

export interface RawPage {
  status: number;
  /** The Server-Timing header: `ssr;dur=…;desc=ok|partial|timeout|error|skip|off`, after `partial` `ssr-client;desc="…"` (api/src/site/web.ts). */
  timing: string;
  html: string;
  /** What the server rendered into `#root[data-ssr]`, '' when it sent the shell alone. */
  root: string;
  /** `#kerk-initial-data`'s `ssr` part: the releases rendered with and the parts left to the browser. */
  ssr?: { versions: Record<string, string>; clientOnly: string[] };
}

export async function rawPage(url: string): Promise<RawPage> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const root = /<div id="root" data-ssr="[^"]*">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="kerk-initial-data">(.*?)<\/script>/.exec(html)?.[1];
  const ssr = data ? (JSON.parse(data) as { ssr?: RawPage['ssr'] }).ssr : undefined;
  return { status: response.status, timing: response.headers.get('server-timing') ?? '', html, root, ssr };
}

/** The HTML of one remote mount (`<div data-remote="{id}">`) as the server wrote it, up to its boundary's end. */
export function mountHtml(root: string, id: string): string {
  const start = root.indexOf(`<div data-remote="${id}"`);
  if (start < 0) return '';
  const end = root.indexOf('<!--/$-->', start);
  return root.slice(start, end < 0 ? undefined : end);
}

/** Collects the page's console errors and what React (or the shell's hydration) says about hydration. */
export function hydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat|Minified React error|did not match/i.test(msg.text())) messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Serves `path`'s document as the page rendered now. Under load the server may answer with the page's last good
 * render standing in for a late one, marked `data-stale` (api/src/site/page-cache.ts), whose on-demand parts
 * hydrate once the browser is idle by design (ssr-stale.spec.ts). A spec about a page as rendered now takes the
 * marker off: the HTML and its data are the server's, only the age it claims is that of now.
 */
export async function asRenderedNow(page: Page, path: string): Promise<void> {
  const marker = new RegExp(`(<script type="application/json" id="${INITIAL_DATA_ID}") ${STALE_ATTRIBUTE}>`);
  await page.route((url) => url.pathname === path, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, body: (await response.text()).replace(marker, '$1>') });
  });
}
