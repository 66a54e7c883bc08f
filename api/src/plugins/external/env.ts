/**
 * Configuration from the environment, validated once at boot. Every problem is collected so a
 * misconfigured deploy fails with one message listing all of them instead of one per restart.
 */
import path from 'node:path';

import fp from 'fastify-plugin';

import { REMOTES } from '@kerk/kit/federation';

import { DEFAULT_INSTANCE_ID, DEFAULT_OUTBOX_LEASE_MS } from '../../lib/instance';
import { repoRoot } from '../../lib/paths';
import { readSsrConfig, type SsrConfig } from './ssr-env';

/** A remote's id (`mf-content`), one of the federation contract's REMOTES. */
export type RemoteId = string;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface AppConfig extends SsrConfig {
  port: number;
  host: string;
  databasePath: string;
  /** DATABASE_URL (postgres://…): the API then runs on PostgreSQL and databasePath is not used; unset: SQLite. */
  databaseUrl?: string;
  /** DATABASE_POOL_MAX: connections in the PostgreSQL pool (10). */
  databasePoolMax: number;
  /** Where uploaded photos are stored (MEDIA_PATH; default <folder of DATABASE_PATH>/media; '' with an in-memory database: a temporary folder). */
  mediaPath: string;
  smtpUrl?: string;
  apiUrl: string;
  webRoot: string;
  /** Manifest URL overrides per remote; absent means `/<id>/mf-manifest.json`. */
  remoteUrls: Partial<Record<RemoteId, string>>;
  logLevel: (typeof LOG_LEVELS)[number];
  rateLimitMax: number;
  trustProxy: boolean;
  /** Public origin of the site (`https://www.example.nl`) for canonical links, sitemap and feeds; absent = see allowedHosts. */
  publicUrl?: string;
  /** Host names (lower case, any port) whose requests may name the origin of absolute links when PUBLIC_URL is unset. */
  allowedHosts: string[];
  /** Origins (besides the site's own) whose pages may call the API from the browser. */
  corsOrigins: string[];
  /** Where the shell's index.html is fetched from when another server (nginx) holds the shell's files. */
  shellIndexUrl?: string;
  /** Tests only: the instant the server's clock starts at (lib/clock.ts); refused in production. */
  clockStart?: Date;
  /** This process among the instances sharing the database (INSTANCE_ID; default `<host name>-<pid>`); names its outbox claims. */
  instanceId: string;
  /** How long an outbox row this instance claimed stays its own (OUTBOX_LEASE_MS); then any instance may claim it again. */
  outboxLeaseMs: number;
}

type Env = Record<string, string | undefined>;

const isUrlOrPath = (value: string) => value.startsWith('/') || URL.canParse(value);
const envKeyOf = (id: RemoteId) => `REMOTE_${id.replace('-', '_').toUpperCase()}_URL`;

function readInt(env: Env, key: string, fallback: number, min: number, max: number, problems: string[]) {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) problems.push(`${key} must be an integer from ${min} to ${max}, got '${raw}'`);
  return value;
}

function readRemoteUrls(env: Env, problems: string[]): AppConfig['remoteUrls'] {
  const urls: AppConfig['remoteUrls'] = {};
  for (const id of REMOTES) {
    const value = env[envKeyOf(id)]?.trim();
    if (!value) continue;
    if (!isUrlOrPath(value)) problems.push(`${envKeyOf(id)} must be an absolute URL or a path starting with /`);
    urls[id] = value;
  }
  return urls;
}

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

function readPublicUrl(env: Env, problems: string[]): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  if (!isHttpUrl(raw)) {
    problems.push('PUBLIC_URL must be an absolute http(s) URL, e.g. https://www.example.nl');
    return undefined;
  }
  // The site lives at the root of its origin; a path would not be served anyway.
  return new URL(raw).origin;
}

/** `CORS_ORIGINS=https://a.example,https://b.example`: each an origin (scheme, host, optional port, no path). */
function readCorsOrigins(env: Env, problems: string[]): string[] {
  const values = (env.CORS_ORIGINS ?? '').split(',').map((v) => v.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const value of values) {
    if (!isHttpUrl(value) || new URL(value).origin !== value) problems.push(`CORS_ORIGINS: '${value}' is not an origin like https://www.example.nl`);
  }
  return values;
}

export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `ALLOWED_HOSTS=kerk.example.nl,localhost`: host names without scheme or port (an IPv6 address in brackets). */
function readAllowedHosts(env: Env, problems: string[]): string[] {
  const raw = env.ALLOWED_HOSTS?.trim();
  if (!raw) return DEFAULT_ALLOWED_HOSTS;
  const values = raw.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  for (const value of values) {
    const url = URL.canParse(`http://${value}`) ? new URL(`http://${value}`) : undefined;
    if (url?.hostname !== value) problems.push(`ALLOWED_HOSTS: '${value}' is not a host name like www.example.nl (no scheme, no port)`);
  }
  return values;
}

function readShellIndexUrl(env: Env, problems: string[]): string | undefined {
  const raw = env.SHELL_INDEX_URL?.trim();
  if (raw && !isHttpUrl(raw)) problems.push('SHELL_INDEX_URL must be an absolute http(s) URL, e.g. http://shell/index.html');
  return raw || undefined;
}

/** `CLOCK_START=2026-11-29T10:05:00+01:00`: an ISO instant with its offset; never in production. */
function readClockStart(env: Env, problems: string[]): Date | undefined {
  const raw = env.CLOCK_START?.trim();
  if (!raw) return undefined;
  if (env.NODE_ENV === 'production') {
    problems.push('CLOCK_START is for tests only and is refused when NODE_ENV=production');
    return undefined;
  }
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    problems.push(`CLOCK_START must be an ISO instant with its offset, e.g. 2026-11-29T10:05:00+01:00, got '${raw}'`);
    return undefined;
  }
  return new Date(raw);
}

/** `INSTANCE_ID=api-1`: letters, digits and `._:-`, at most 128 (as a request id); it is logged and stored with each claim. */
function readInstanceId(env: Env, problems: string[]): string {
  const raw = env.INSTANCE_ID?.trim();
  if (!raw) return DEFAULT_INSTANCE_ID;
  if (!/^[A-Za-z0-9._:-]{1,128}$/.test(raw)) problems.push(`INSTANCE_ID may hold letters, digits and . _ : - (at most 128), got '${raw}'`);
  return raw;
}

/**
 * MEDIA_PATH, or the `media` folder next to the database; '' for an in-memory database (a temporary
 * folder). With DATABASE_URL it must be set: instances sharing a database need one shared media folder.
 */
function readMediaPath(env: Env, databasePath: string, problems: string[]): string {
  const raw = env.MEDIA_PATH?.trim();
  if (raw) return path.resolve(raw);
  if (env.DATABASE_URL?.trim()) problems.push('MEDIA_PATH must be set when DATABASE_URL is set (every instance on one database needs the same media folder)');
  return databasePath === ':memory:' ? '' : path.join(path.dirname(databasePath), 'media');
}

/** `DATABASE_URL=postgres://user:password@host:5432/db`; the password never appears in a message. */
function readDatabaseUrl(env: Env, problems: string[]): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname) {
    problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database (or unset for SQLite at DATABASE_PATH)');
    return undefined;
  }
  return raw;
}

function readDatabasePath(env: Env): string {
  const raw = env.DATABASE_PATH?.trim();
  if (raw === ':memory:') return raw;
  return raw ? path.resolve(raw) : path.join(repoRoot, 'data', 'site.db');
}

/** Builds the config from an environment; throws one Error listing every invalid variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const apiUrl = env.API_URL?.trim() || '/api';
  if (!isUrlOrPath(apiUrl)) problems.push('API_URL must be an absolute URL or a path starting with /');
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  const trustProxy = (env.TRUST_PROXY?.trim() || 'false').toLowerCase();
  if (!['true', 'false'].includes(trustProxy)) problems.push('TRUST_PROXY must be true or false');
  const config: AppConfig = {
    port: readInt(env, 'PORT', 8080, 0, 65535, problems),
    host: env.HOST?.trim() || '0.0.0.0',
    databasePath: readDatabasePath(env),
    databaseUrl: readDatabaseUrl(env, problems),
    databasePoolMax: readInt(env, 'DATABASE_POOL_MAX', 10, 1, 1000, problems),
    mediaPath: readMediaPath(env, readDatabasePath(env), problems),
    smtpUrl,
    apiUrl,
    webRoot: path.resolve(env.WEB_ROOT?.trim() || repoRoot),
    remoteUrls: readRemoteUrls(env, problems),
    logLevel,
    rateLimitMax: readInt(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000, problems),
    trustProxy: trustProxy === 'true',
    publicUrl: readPublicUrl(env, problems),
    allowedHosts: readAllowedHosts(env, problems),
    corsOrigins: readCorsOrigins(env, problems),
    shellIndexUrl: readShellIndexUrl(env, problems),
    clockStart: readClockStart(env, problems),
    instanceId: readInstanceId(env, problems),
    outboxLeaseMs: readInt(env, 'OUTBOX_LEASE_MS', DEFAULT_OUTBOX_LEASE_MS, 1_000, 3_600_000, problems),
    ...readSsrConfig(env, env.SHELL_INDEX_URL?.trim(), problems),
  };
  if (problems.length > 0) throw Object.assign(new Error(`Invalid environment:\n- ${problems.join('\n- ')}`), { code: 'INVALID_ENVIRONMENT' });
  return config;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Decorates `fastify.config`; the app passes a config it built so tests can override fields. */
export default fp<{ config: AppConfig }>(
  async (fastify, opts) => {
    fastify.decorate('config', opts.config);
  },
  { name: 'env' },
);
