/**
 * Configuration from the environment, validated once at boot against one schema (env-schema.ts), in
 * one pass of Ajv (the validator Fastify uses): strings coerced, defaults filled, every error at
 * once. Every problem is collected so a misconfigured deploy fails with one message listing all of
 * them instead of one per restart.
 */
import fs from 'node:fs';
import path from 'node:path';

import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import fp from 'fastify-plugin';

import { DEFAULT_INSTANCE_ID } from '../../lib/instance';
import { repoRoot } from '../../lib/paths';
import { DOC_KEYWORDS, ENV_SCHEMA, FORMATS, perRemoteValues, type EnvValues, type LOG_LEVELS } from './env-schema';
import { readSsrConfig, type SsrConfig } from './ssr-env';

/** A remote's id (`mf-content`), one of the federation contract's REMOTES. */
export type RemoteId = string;

export interface AppConfig extends SsrConfig {
  port: number;
  host: string;
  databasePath: string;
  /** DATABASE_URL (postgres://…): the API then runs on PostgreSQL and databasePath is not used; unset: SQLite. */
  databaseUrl?: string;
  /** DATABASE_POOL_MAX: connections in the PostgreSQL pool (10). */
  databasePoolMax: number;
  /**
   * Not from the environment: a serialized SQLite database (better-sqlite3's `serialize()`) an
   * in-memory database starts from. The tests' helper passes its migrated and seeded copy, so each
   * test app skips the seed's second of writes.
   */
  databaseTemplate?: Buffer;
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
  /** Zijstroom mails per minute over all instances (NEWSLETTER_RATE); 0: no limit. */
  newsletterRate: number;
  /** SIGNUP_KEEP_DAYS: sign-ups are deleted this many days after their service or event. */
  signupKeepDays: number;
  /** DKIM signing of outgoing mail, when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_KEY_FILE are all set. */
  dkim?: { domainName: string; keySelector: string; keyFile: string };
}

type Env = Record<string, string | undefined>;
type Property = { rule?: string; secret?: boolean; lowercase?: boolean; default?: unknown };

const PROPERTIES = ENV_SCHEMA.properties as Record<string, Property>;

/**
 * The schema's validator, compiled once (a new one per call would cost 20 ms on every test's app):
 * strings coerced to the schema's types, defaults filled in, unknown variables left out, and every
 * error reported, not the first; the documentation keywords known, our formats registered.
 */
let validator: ValidateFunction<EnvValues> | undefined;
const check = () =>
  (validator ??= new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, removeAdditional: true, allowUnionTypes: true, keywords: [...DOC_KEYWORDS], formats: FORMATS }).compile<EnvValues>(
    ENV_SCHEMA,
  ));

/** The schema's variables that are set: trimmed, an empty value counting as unset, some without case. */
function presentValues(env: Env): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, property] of Object.entries(PROPERTIES)) {
    const value = env[name]?.trim();
    if (value) values[name] = property.lowercase ? value.toLowerCase() : value;
  }
  return values;
}

/** One line per invalid variable: its rule, and the value unless it may hold a secret. */
function problemsOf(errors: ErrorObject[], env: Env): string[] {
  const names = [...new Set(errors.map((error) => error.instancePath.slice(1)).filter(Boolean))];
  return names.map((name) => {
    const { rule = 'is not valid', secret } = PROPERTIES[name] ?? {};
    return secret ? `${name} ${rule}` : `${name} ${rule}, got '${env[name]?.trim()}'`;
  });
}

/** Validates and converts the environment in one pass; the problems array gets one line per invalid variable. */
function validated(env: Env, problems: string[]): EnvValues {
  const data: Record<string, unknown> = presentValues(env);
  const validate = check();
  if (validate(data)) return data;
  const errors = validate.errors ?? [];
  problems.push(...problemsOf(errors, env));
  // An invalid variable counts as unset (its default), so the rules below still add their own problems to the list.
  for (const name of new Set(errors.map((e) => e.instancePath.slice(1)).filter(Boolean))) {
    const fallback = PROPERTIES[name]?.default;
    if (fallback === undefined) delete data[name];
    else data[name] = fallback;
  }
  return data as unknown as EnvValues;
}

const isHttpUrl = FORMATS['http-url']!;

/** `CORS_ORIGINS=https://a.example,https://b.example`: each an origin (scheme, host, optional port, no path). */
function readCorsOrigins(raw: string | undefined, problems: string[]): string[] {
  const values = (raw ?? '').split(',').map((v) => v.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const value of values) {
    if (!isHttpUrl(value) || new URL(value).origin !== value) problems.push(`CORS_ORIGINS: '${value}' is not an origin like https://www.example.nl`);
  }
  return values;
}

export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `ALLOWED_HOSTS=kerk.example.nl,localhost`: host names without scheme or port (an IPv6 address in brackets). */
function readAllowedHosts(raw: string, problems: string[]): string[] {
  const values = raw.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  for (const value of values) {
    const url = URL.canParse(`http://${value}`) ? new URL(`http://${value}`) : undefined;
    if (url?.hostname !== value) problems.push(`ALLOWED_HOSTS: '${value}' is not a host name like www.example.nl (no scheme, no port)`);
  }
  return values;
}

/** `CLOCK_START=2026-11-29T10:05:00+01:00`: never in production. */
function readClockStart(values: EnvValues, problems: string[]): Date | undefined {
  if (!values.CLOCK_START) return undefined;
  if (values.NODE_ENV === 'production') {
    problems.push('CLOCK_START is for tests only and is refused when NODE_ENV=production');
    return undefined;
  }
  return new Date(values.CLOCK_START);
}

/**
 * MEDIA_PATH, or the `media` folder next to the database; '' for an in-memory database (a temporary
 * folder). With DATABASE_URL it must be set: instances sharing a database need one shared media folder.
 */
function readMediaPath(env: Env, values: EnvValues, databasePath: string, problems: string[]): string {
  if (values.MEDIA_PATH) return path.resolve(values.MEDIA_PATH);
  if (env.DATABASE_URL?.trim()) problems.push('MEDIA_PATH must be set when DATABASE_URL is set (every instance on one database needs the same media folder)');
  return databasePath === ':memory:' ? '' : path.join(path.dirname(databasePath), 'media');
}

function readDatabasePath(raw: string | undefined): string {
  if (raw === ':memory:') return raw;
  return raw ? path.resolve(raw) : path.join(repoRoot, 'data', 'site.db');
}

/** DKIM needs all three of its variables, or none; a key file must be readable. */
function readDkim(values: EnvValues, problems: string[]): Pick<AppConfig, 'dkim'> {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_KEY_FILE: keyFile } = values;
  if (!domainName && !keySelector && !keyFile) return {};
  if (!domainName || !keySelector || !keyFile) {
    problems.push('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_KEY_FILE go together: set all three, or none');
    return {};
  }
  if (!/^[A-Za-z0-9.-]+$/.test(keySelector)) problems.push('DKIM_SELECTOR may hold letters, digits, . and -');
  if (!fs.existsSync(keyFile)) problems.push(`DKIM_KEY_FILE: no file at ${keyFile}`);
  return { dkim: { domainName, keySelector, keyFile } };
}

/** Builds the config from an environment; throws one Error listing every invalid variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const values = validated(env, problems);
  const databasePath = readDatabasePath(values.DATABASE_PATH);
  const config: AppConfig = {
    port: values.PORT,
    host: values.HOST,
    databasePath,
    databaseUrl: values.DATABASE_URL,
    databasePoolMax: values.DATABASE_POOL_MAX,
    mediaPath: readMediaPath(env, values, databasePath, problems),
    smtpUrl: values.SMTP_URL,
    apiUrl: values.API_URL,
    webRoot: path.resolve(values.WEB_ROOT ?? repoRoot),
    remoteUrls: perRemoteValues(values, 'URL'),
    logLevel: values.LOG_LEVEL,
    rateLimitMax: values.RATE_LIMIT_MAX,
    trustProxy: values.TRUST_PROXY,
    // The site lives at the root of its origin; a path would not be served anyway.
    publicUrl: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : undefined,
    allowedHosts: readAllowedHosts(values.ALLOWED_HOSTS, problems),
    corsOrigins: readCorsOrigins(values.CORS_ORIGINS, problems),
    shellIndexUrl: values.SHELL_INDEX_URL,
    clockStart: readClockStart(values, problems),
    instanceId: values.INSTANCE_ID ?? DEFAULT_INSTANCE_ID,
    outboxLeaseMs: values.OUTBOX_LEASE_MS,
    newsletterRate: values.NEWSLETTER_RATE,
    signupKeepDays: values.SIGNUP_KEEP_DAYS,
    ...readDkim(values, problems),
    ...readSsrConfig(values, problems),
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
