/**
 * The contract between the API's SSR worker and the shell's server bundle (`shell/dist/server/ssr.js`,
 * `module.exports.createRenderer`). The TYPES are an exact copy of shell/src/server/protocol.ts: the
 * API never imports the shell, so the two files change together (issue 17's protocol brief).
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
export interface SsrRemote { name: string; entry: string }          // entry: absolute http URL of the remote's WEB mf-manifest.json
export interface SsrHost {
  remotes: SsrRemote[];
  fetch: typeof fetch;          // the worker's fetch; relative '/api/...' GETs go to the API (RPC to app.inject)
  apiUrl: string;               // the public api base for URL building (config.apiUrl), usually '/api'
  log?: (entry: SsrLogEntry) => void;   // a line in the API's log (warn): a module's server render error, once per module, release and error
}
export interface SsrLogEntry { message: string; module?: string; error?: string }   // module: 'mf_agenda/AgendaPage'; error: its stack
export interface SsrRequest {
  url: string;                  // path + search, e.g. '/agenda?weergave=week'
  theme: ThemeChoice;
  budgetMs: number;             // time left for this render (the API races it too)
  now: string;                  // ISO instant of the API's one clock (api/src/lib/clock.ts now()); the render clock
  initial: { settings: unknown; pages: unknown; contactForm?: unknown };   // what the API read for #kerk-initial-data (settings, the route's page-store page); contactForm: a refused contact post's answer
  status?: number;              // the error the API answers the address with (404, 400, 500): the shell renders its error page
}
export interface SsrUi { breadcrumbTitle: string | null; routeError: { status: number } | null }   // the chrome state the page set while rendering
export type SsrResult =
  | { status: 'ok'; html: string; styles: string; state: unknown; versions: Record<string, string>;
      shellBuild: string; clientOnly: string[]; ms: number; ui?: SsrUi }   // ui: absent from a shell built before issue 31
  | { status: 'skip'; reason: string };
export interface SsrRenderer {
  render(request: SsrRequest): Promise<SsrResult>;
  refresh(remoteName: string): Promise<void>;   // registerRemotes([...], { force: true }) for that remote, then preload its exposes
  warm(): Promise<void>;                        // register remotes, render '/', so the first visitor does not pay cold loads
}
export type CreateRenderer = (host: SsrHost) => SsrRenderer;   // ssr.js's module.exports.createRenderer
