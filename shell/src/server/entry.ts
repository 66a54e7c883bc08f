/**
 * Stand-in for the shell's server entry (dist/server/ssr.js, the protocol in docs/ssr-plan.md §3):
 * it lets the kit's server build of the shell be built and loaded before the real renderer exists.
 * It renders a trivial tree with react-dom/server and answers `skip` for every page, so the API
 * serves today's first view. Replaced by the real entry (render-page.tsx and friends).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

declare const __SHELL_BUILD__: string;

export interface SsrRemote {
  name: string;
  entry: string;
}

export interface SsrHost {
  remotes: SsrRemote[];
  fetch: typeof fetch;
  apiUrl: string;
}

export interface SsrRequest {
  url: string;
  theme: 'light' | 'dark' | 'system';
  budgetMs: number;
  now: string;
  initial: { settings: unknown; pages: unknown };
}

export type SsrResult =
  | { status: 'ok'; html: string; styles: string; state: unknown; versions: Record<string, string>; shellBuild: string; clientOnly: string[]; ms: number }
  | { status: 'skip'; reason: string };

export interface SsrRenderer {
  render(request: SsrRequest): Promise<SsrResult>;
  refresh(remoteName: string): Promise<void>;
  warm(): Promise<void>;
}

/** The build this bundle belongs to: the page's `data-ssr` must match the browser's. */
export const shellBuild: string = __SHELL_BUILD__;

export function createRenderer(host: SsrHost): SsrRenderer {
  return {
    async render() {
      // Proves React's server renderer is in the bundle; no page is rendered yet.
      const probe = renderToString(createElement('p', null, `${host.remotes.length} remotes`));
      return { status: 'skip', reason: probe ? 'stand-in entry: no page is rendered yet' : 'empty' };
    },
    async refresh() {},
    async warm() {},
  };
}
