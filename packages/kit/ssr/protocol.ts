/**
 * The protocol between the API's SSR worker (api/src/site/ssr/) and the shell's server bundle
 * (`shell/dist/server/ssr.js`, `module.exports.createRenderer`, shell/src/server/entry.ts). Types
 * only, one copy: both sides import them from `@kerk/kit/ssr` (the API never imports the shell).
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** `entry`: the absolute http URL of the remote's WEB mf-manifest.json (it names the server build). */
export interface SsrRemote {
  name: string;
  entry: string;
}

export interface SsrHost {
  remotes: SsrRemote[];
  /**
   * The worker's fetch; relative '/api/...' GETs go to the API (RPC to app.inject). The renderer
   * installs it as the global fetch (the kit's request helper calls that), so it must keep its own
   * reference to Node's fetch instead of calling `globalThis.fetch`, which would call itself.
   */
  fetch: typeof fetch;
  /** The public API base for building URLs (config.apiUrl), usually '/api'. */
  apiUrl: string;
  /** A line in the API's log (warn): a module's server render error, once per module, release and error. */
  log?: (entry: SsrLogEntry) => void;
}

/** `module`: the module id (`mf_agenda/AgendaPage`) the line is about; `error`: its stack. */
export interface SsrLogEntry {
  message: string;
  module?: string;
  error?: string;
}

export interface SsrRequest {
  /** Path and search, e.g. '/agenda?weergave=week'. */
  url: string;
  theme: ThemeChoice;
  /** Time left for this render, in ms (the API races it too). */
  budgetMs: number;
  /** ISO instant of the API's one clock: the render's "now". */
  now: string;
  /**
   * What the API read for #kerk-initial-data (the settings, the route's page-store page); `contactForm`:
   * the answer to a refused contact post (its input and messages), which the contact form shows;
   * `signUpForm` the same for a sign-up form (issue 43).
   */
  initial: { settings: unknown; pages: unknown; contactForm?: unknown; signUpForm?: unknown };
  /**
   * The error the API answers this address with (404: no such page or record, 400: an address it
   * cannot read, 500): the page is the shell's error page for it, with the chrome around it.
   */
  status?: number;
}

/**
 * `html`: the inner HTML of `<div id="root">`. `styles`: what goes in the head: React's resource
 * hints (image preloads), then the `<style data-emotion="k …">` tags. `state`: the RTK Query state
 * (`api`, fulfilled queries only). `clientOnly`: the module ids the browser renders itself. `ui`: the
 * chrome state the page set while rendering (its breadcrumb title; `routeError`: the error page it
 * asked for, whose status the API then answers with), which the browser's store starts from; absent
 * from a bundle built before issue 31.
 */
export interface SsrUi {
  breadcrumbTitle: string | null;
  routeError: { status: number } | null;
}

export type SsrResult =
  | { status: 'ok'; html: string; styles: string; state: unknown; versions: Record<string, string>; shellBuild: string; clientOnly: string[]; ms: number; ui?: SsrUi }
  | { status: 'skip'; reason: string };

export interface SsrRenderer {
  render(request: SsrRequest): Promise<SsrResult>;
  /** Registers that remote anew (`force`), then preloads its exposes. */
  refresh(remoteName: string): Promise<void>;
  /** Registers the remotes and renders '/', so the first visitor does not pay the cold loads. */
  warm(): Promise<void>;
}

/** ssr.js's `module.exports.createRenderer`. */
export type CreateRenderer = (host: SsrHost) => SsrRenderer;
