/**
 * Support for the server-render specs (ssr-*.spec.ts): a page's raw answer as a visitor without
 * JavaScript, or a search engine, gets it, before any script runs.
 */
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
