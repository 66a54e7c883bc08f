/**
 * Every variable the server reads, once: its type and bounds (validated by Ajv at boot, env.ts), its
 * default, what it means and who reads it. env.ts turns the validated values into the app's config;
 * `npm run docs:config` writes the README's configuration table and api/.env.example from this file
 * (and from ELSEWHERE, the variables other tools read), and a test fails when they differ.
 *
 * Per variable, besides JSON Schema: `readBy` (who reads it), `shown` (the default as the table says
 * it, where it is derived or differs per machine), `rule` (what a bad value is told, after the name),
 * `secret` (the value is never repeated in a message) and `lowercase` (compared without case).
 */
import { REMOTES } from '@kerk/kit/federation';
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The keywords this file adds to JSON Schema: documentation and messages, never validation. */
export const DOC_KEYWORDS = ['readBy', 'shown', 'rule', 'secret', 'lowercase'] as const;

interface Doc {
  description: string;
  readBy?: string;
  shown?: string;
  rule?: string;
  secret?: true;
  lowercase?: true;
}

const API = 'API';
const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** The string formats used below; env.ts registers them with the validator. */
export const FORMATS: Record<string, (value: string) => boolean> = {
  'http-url': isHttpUrl,
  'url-or-path': (value) => value.startsWith('/') || URL.canParse(value),
  'smtp-url': (value) => /^smtps?:\/\//.test(value),
  'postgres-url': (value) => URL.canParse(value) && ['postgres:', 'postgresql:'].includes(new URL(value).protocol) && new URL(value).hostname !== '',
  'iso-instant': (value) => /(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
};

const text = (doc: Doc, format?: string) => Type.Optional(Type.String({ readBy: API, ...doc, ...(format ? { format } : {}) }));
const int = (fallback: number, min: number, max: number, doc: Doc) =>
  Type.Integer({ default: fallback, minimum: min, maximum: max, readBy: API, rule: `must be an integer from ${min} to ${max}`, ...doc });

/** `mf-content` → `REMOTE_MF_CONTENT_URL` (suffix `URL`) or `REMOTE_MF_CONTENT_SSR_URL` (`SSR_URL`). */
export const remoteKey = (id: string, suffix: 'URL' | 'SSR_URL') => `REMOTE_${id.replace('-', '_').toUpperCase()}_${suffix}`;
const perRemote = (suffix: 'URL' | 'SSR_URL', schema: () => TSchema) => Object.fromEntries(REMOTES.map((id) => [remoteKey(id, suffix), schema()]));

/** SSR_ENABLED's values: on, then off. */
export const SWITCH = ['1', 'true', 'on', '0', 'false', 'off'] as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const ENV_SCHEMA = Type.Object({
  PORT: int(8080, 0, 65535, { description: 'port of the composed site and the API' }),
  HOST: Type.String({ default: '0.0.0.0', readBy: API, description: 'interface to listen on' }),
  DATABASE_PATH: text({ shown: '`data/site.db`', description: 'SQLite file, created, migrated and seeded on first start (`:memory:` allowed)' }),
  MEDIA_PATH: text({
    shown: '`<folder of DATABASE_PATH>/media`',
    description: 'uploaded photos and their sizes, served at `/api/media/…`; with `DATABASE_PATH=:memory:` a temporary folder; required with `DATABASE_URL`',
  }),
  DATABASE_URL: text(
    {
      rule: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database (or unset for SQLite at DATABASE_PATH)',
      secret: true,
      description: '`postgres://user:password@host:5432/database`: run on PostgreSQL instead of SQLite (`DATABASE_PATH` is then ignored; see docs/database.md)',
    },
    'postgres-url',
  ),
  DATABASE_POOL_MAX: int(10, 1, 1000, { description: 'with `DATABASE_URL`: connections in the pool of each instance' }),
  SMTP_URL: text(
    { rule: 'must start with smtp:// or smtps://', secret: true, description: 'SMTP server for contact messages, account mails and Zijstroom, e.g. `smtp://127.0.0.1:2525` or a relay `smtps://user:password@smtp.example.nl:465`; unset: they wait in the outbox' },
    'smtp-url',
  ),
  INSTANCE_ID: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9._:-]{1,128}$',
      readBy: API,
      shown: '`<host name>-<pid>`',
      rule: 'may hold letters, digits and . _ : - (at most 128)',
      description: 'this process among the instances sharing one database; names its outbox claims',
    }),
  ),
  NEWSLETTER_RATE: int(60, 0, 100_000, {
    description: 'Zijstroom mails per minute over all instances (a small SMTP relay limits it); `0`: no limit',
  }),
  SIGNUP_KEEP_DAYS: int(30, 1, 3650, {
    description: 'days after a service or event its sign-ups (names, e-mail addresses) are deleted (AVG); the privacy page says so',
  }),
  DKIM_DOMAIN: text({ description: 'sign the mails with DKIM for this domain (the domain of the site\'s e-mail address); with `DKIM_SELECTOR` and `DKIM_KEY_FILE`; the DNS record: docs/operations.md' }),
  DKIM_SELECTOR: text({ rule: 'may hold letters, digits, . and -', description: 'the DKIM selector: the public key is published at `<selector>._domainkey.<DKIM_DOMAIN>`' }),
  DKIM_KEY_FILE: text({ secret: true, description: 'path of the PEM file holding the DKIM private key (RSA, 2048 bits)' }),
  OUTBOX_LEASE_MS: int(60_000, 1000, 3_600_000, { description: 'how long an instance holds an outbox message it claimed for sending; then any instance may claim it' }),
  API_URL: Type.String({ default: '/api', format: 'url-or-path', readBy: API, rule: 'must be an absolute URL or a path starting with /', description: 'base URL of the API as the browser sees it (in `/remotes.json`)' }),
  WEB_ROOT: text({ shown: 'the repository root', description: 'folder holding `shell/dist` and `<remote>/dist`' }),
  ...perRemote('URL', () =>
    text({ readBy: "API, shell's nginx", shown: '`/<remote>/mf-manifest.json`', rule: 'must be an absolute URL or a path starting with /', description: "where the shell loads each remote's manifest from" }, 'url-or-path'),
  ),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info', readBy: API, rule: `must be one of ${LOG_LEVELS.join(', ')}`, description: 'pino log level' },
  ),
  RATE_LIMIT_MAX: int(300, 1, 1_000_000, { description: 'API requests per minute per client IP (IPv6: per /64), per instance' }),
  TRUST_PROXY: Type.Boolean({ default: false, readBy: API, lowercase: true, rule: 'must be true or false', description: '`true` behind a reverse proxy (client IP from `X-Forwarded-For`, TLS from `X-Forwarded-Proto`)' }),
  PUBLIC_URL: text(
    { rule: 'must be an absolute http(s) URL, e.g. https://www.example.nl', description: 'public origin of the site for canonical links, `og:url`, the sitemap and the feeds; set it in production' },
    'http-url',
  ),
  ALLOWED_HOSTS: Type.String({
    default: 'localhost,127.0.0.1,[::1]',
    readBy: API,
    description: 'only without `PUBLIC_URL`: host names (no scheme, no port) whose requests may name the origin of absolute links',
  }),
  SHELL_INDEX_URL: text(
    { rule: 'must be an absolute http(s) URL, e.g. http://shell/index.html', description: "where the API fetches the shell's `index.html` when another server holds it; unset: `WEB_ROOT/shell/dist`" },
    'http-url',
  ),
  SSR_ENABLED: Type.Optional(
    Type.Union(
      SWITCH.map((value) => Type.Literal(value)),
      {
        readBy: API,
        shown: "on when the shell's `server/ssr.js` exists",
        lowercase: true,
        rule: 'must be 1 or 0 (true or false)',
        description: 'server-side rendering of the pages: `0` serves the shell alone (the browser renders each page), `1` insists (and warns while the bundle is missing)',
      },
    ),
  ),
  SSR_BUDGET_MS: int(300, 10, 10_000, { description: 'how long a page waits for its server render, from the request\'s start; a remote later than that is left to the browser, a render later than that gives the page\'s last good render or the shell alone' }),
  SHELL_SSR_URL: text(
    { shown: "next to `SHELL_INDEX_URL`, else the shell's dist", rule: 'must be an absolute http(s) URL', description: "where the API loads the shell's server bundle from (polled; a new one starts a new worker)" },
    'http-url',
  ),
  ...perRemote('SSR_URL', () =>
    text(
      { shown: 'the absolute `REMOTE_*_URL`, else the API\'s own copy', rule: 'must be an absolute http(s) URL', description: "a remote's manifest as the API's render worker reaches it (compose: `http://mf-content/mf-manifest.json`)" },
      'http-url',
    ),
  ),
  SSR_FAIL: text({ description: 'tests only (`NODE_ENV=test`): remotes whose files the render worker refuses, e.g. `mf_agenda`' }),
  SSR_DELAY: text({ description: 'tests only (`NODE_ENV=test`): a delay before each render (`400`) or a remote\'s files (`mf_agenda:400`)' }),
  CORS_ORIGINS: text({ description: 'comma-separated origins whose pages may call `/api` from the browser; the site\'s own needs none' }),
  NODE_ENV: text({ readBy: 'API, webpack', description: '`production`: the CSP admits no dev servers and `CLOCK_START` is refused; the web builds\' mode' }),
  CLOCK_START: text(
    {
      rule: 'must be an ISO instant with its offset, e.g. 2026-11-29T10:05:00+01:00',
      description: 'tests only: the instant the server\'s clock starts at, e.g. `2026-11-29T10:05:00+01:00` (refused with `NODE_ENV=production`)',
    },
    'iso-instant',
  ),
});

export type EnvValues = Static<typeof ENV_SCHEMA>;

/** The remotes whose `REMOTE_<NAME>_URL` (or `…_SSR_URL`) is set, with its value. */
export function perRemoteValues(values: EnvValues, suffix: 'URL' | 'SSR_URL'): Partial<Record<string, string>> {
  const all = values as unknown as Record<string, string | undefined>;
  return Object.fromEntries(REMOTES.flatMap((id) => (all[remoteKey(id, suffix)] ? [[id, all[remoteKey(id, suffix)]!]] : [])));
}

/** A variable as the documentation shows it (markdown: code in backticks). */
export interface DocumentedVariable {
  name: string;
  default: string;
  readBy: string;
  meaning: string;
}

/** The variables the server does not read: the tools, the containers and the tests. */
export const ELSEWHERE: DocumentedVariable[] = [
  { name: 'API_SERVERS', default: '– (compose: `api:8080`)', readBy: "shell's nginx", meaning: 'the API instances as `host:port`, separated by spaces, that the shell\'s nginx spreads requests over' },
  { name: 'KEEP_DAYS', default: '`30`', readBy: 'web containers', meaning: 'days a hashed file of an earlier release stays served after the last start of an image that carried it' },
  { name: 'DEV_API_ORIGIN', default: '`http://localhost:8080`', readBy: 'dev servers', meaning: 'where `npm run dev` and `start:standalone` send `/api`' },
  { name: 'E2E_PORT', default: '`8123`', readBy: 'Playwright', meaning: 'first port of the servers Playwright starts: one per tested instant and two for the editing specs (`E2E_PORT` … `E2E_PORT+5`); a few specs start their own from `E2E_PORT+10` up to `E2E_PORT+70`' },
  { name: 'CI', default: 'unset', readBy: 'Playwright', meaning: 'set: 3 workers, one retry, list reporter only' },
  { name: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE', default: '`/usr/bin/chromium-headless-shell`, else `/usr/bin/chromium`', readBy: 'Playwright', meaning: 'browser of the end-to-end tests' },
  { name: 'PG_PORTS', default: 'any free port', readBy: 'jest (pg), `npm run bench -w api`', meaning: 'a range such as `8400-8449` the embedded PostgreSQL takes its port from' },
  { name: 'CHROME_PATH', default: '`/usr/bin/chromium`', readBy: '`npm run bench`', meaning: 'Chromium for Lighthouse; none: the front-end part is skipped' },
  { name: 'LIGHTHOUSE_RUNS', default: '`3`', readBy: '`npm run bench`', meaning: 'Lighthouse runs per page, each in a fresh Chromium; the table shows their median' },
  { name: 'BENCH_PAGES', default: 'unset', readBy: '`npm run bench`', meaning: 'Lighthouse on these pages only (`home,article,agenda,contact`)' },
  { name: 'BENCH_PORT', default: 'any free port', readBy: '`npm run bench`, `bench:js`', meaning: 'the port the measured site is served on' },
  { name: 'BENCH_SKIP_API', default: 'unset', readBy: '`npm run bench`', meaning: 'set: skip the API part' },
  { name: 'BENCH_FILL', default: 'unset (on)', readBy: '`npm run bench`', meaning: "`0`: measure the bare seed; otherwise a year's content (200 news items with photos, 300 services, 150 events) is added through the admin API first" },
  { name: 'BENCH_JS_LOAD', default: 'unset', readBy: '`npm run bench:js`', meaning: '`0`: skip loading the home page in Chromium' },
  { name: 'BENCH_SECONDS', default: '`5`', readBy: '`npm run bench -w api`', meaning: 'seconds per measured route' },
  { name: 'BENCH_ONLY', default: 'unset', readBy: '`npm run bench`, `bench -w api`', meaning: 'measure only the routes whose path contains this text; `publish`: only publish → visible; `signups`: only the burst of sign-ups' },
  { name: 'BENCH_DB', default: '`sqlite`', readBy: '`npm run bench -w api`', meaning: '`postgres`: the same targets on a throwaway embedded PostgreSQL' },
];
