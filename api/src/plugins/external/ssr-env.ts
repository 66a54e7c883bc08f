/**
 * The SSR host's settings (issue 17), read with the rest of the environment in env.ts.
 * SSR_ENABLED=0 gives today's pages; unset, SSR is on as soon as the shell's server bundle exists.
 */
import { federationName, REMOTES } from '@kerk/kit/federation';

import type { RemoteId } from './env';

export interface SsrConfig {
  /** SSR_ENABLED: true/false, or undefined = on when the shell's ssr.js exists (or SHELL_SSR_URL answers). */
  ssrEnabled?: boolean;
  /** SSR_BUDGET_MS: how long a page may wait for the server render, from the request's start. */
  ssrBudgetMs: number;
  /** SHELL_SSR_URL: where the shell's server bundle is fetched; default <SHELL_INDEX_URL's folder>/server/ssr.js, or the shell's dist. */
  shellSsrUrl?: string;
  /** REMOTE_<NAME>_SSR_URL: a remote's manifest as the API reaches it (docker: http://mf-content/mf-manifest.json). */
  remoteSsrUrls: Partial<Record<RemoteId, string>>;
  /** NODE_ENV=test only: SSR_FAIL=mf_agenda,… and SSR_DELAY=<ms> (each render) or <remote>:<ms> (that remote, on every render),… (ssr-worker.ts). */
  ssrTest?: { fail: string[]; delayMs: Record<string, number> };
}

type Env = Record<string, string | undefined>;

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
const ssrKeyOf = (id: RemoteId) => `REMOTE_${id.replace('-', '_').toUpperCase()}_SSR_URL`;

function readEnabled(env: Env, problems: string[]): boolean | undefined {
  const raw = env.SSR_ENABLED?.trim().toLowerCase();
  if (!raw) return undefined;
  if (['1', 'true', 'on'].includes(raw)) return true;
  if (['0', 'false', 'off'].includes(raw)) return false;
  problems.push(`SSR_ENABLED must be 1 or 0 (true or false), got '${env.SSR_ENABLED}'`);
  return undefined;
}

function readBudget(env: Env, problems: string[]): number {
  const raw = env.SSR_BUDGET_MS?.trim();
  if (!raw) return 300;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 10 || value > 10_000) problems.push(`SSR_BUDGET_MS must be an integer from 10 to 10000, got '${raw}'`);
  return value;
}

function readUrl(env: Env, key: string, problems: string[]): string | undefined {
  const raw = env[key]?.trim();
  if (raw && !isHttpUrl(raw)) problems.push(`${key} must be an absolute http(s) URL`);
  return raw || undefined;
}

function readTestHooks(env: Env, problems: string[]): SsrConfig['ssrTest'] {
  const fail = (env.SSR_FAIL ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const delays = (env.SSR_DELAY ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  if (fail.length === 0 && delays.length === 0) return undefined;
  if (env.NODE_ENV !== 'test') {
    problems.push('SSR_FAIL and SSR_DELAY are test hooks, honoured only when NODE_ENV=test');
    return undefined;
  }
  const names = REMOTES.map(federationName);
  const delayMs: Record<string, number> = {};
  for (const item of delays) {
    const [name, ms] = item.includes(':') ? item.split(':') : ['*', item];
    if (!Number.isInteger(Number(ms)) || (name !== '*' && !names.includes(name!))) problems.push(`SSR_DELAY: '${item}' is not <ms> or <remote>:<ms> (remotes: ${names.join(', ')})`);
    else delayMs[name!] = Number(ms);
  }
  for (const name of fail) if (!names.includes(name)) problems.push(`SSR_FAIL: '${name}' is not one of ${names.join(', ')}`);
  return { fail, delayMs };
}

export function readSsrConfig(env: Env, shellIndexUrl: string | undefined, problems: string[]): SsrConfig {
  const remoteSsrUrls: SsrConfig['remoteSsrUrls'] = {};
  for (const id of REMOTES) {
    const url = readUrl(env, ssrKeyOf(id), problems);
    if (url) remoteSsrUrls[id] = url;
  }
  const derived = shellIndexUrl && isHttpUrl(shellIndexUrl) ? new URL('server/ssr.js', shellIndexUrl).href : undefined;
  return {
    ssrEnabled: readEnabled(env, problems),
    ssrBudgetMs: readBudget(env, problems),
    shellSsrUrl: readUrl(env, 'SHELL_SSR_URL', problems) ?? derived,
    remoteSsrUrls,
    ssrTest: readTestHooks(env, problems),
  };
}
