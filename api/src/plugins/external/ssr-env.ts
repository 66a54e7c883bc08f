/**
 * The SSR host's settings, read with the rest of the environment in env.ts (the variables and their
 * rules are in env-schema.ts). SSR_ENABLED=0 serves the shell alone (the browser renders each page); unset, SSR is on as soon as
 * the shell's server bundle exists.
 */
import { federationName, REMOTES } from '@kerk/kit/federation';

import { FORMATS, perRemoteValues, type EnvValues } from './env-schema';

export interface SsrConfig {
  /** SSR_ENABLED: true/false, or undefined = on when the shell's ssr.js exists (or SHELL_SSR_URL answers). */
  ssrEnabled?: boolean;
  /** SSR_BUDGET_MS: how long a page may wait for the server render, from the request's start. */
  ssrBudgetMs: number;
  /** SHELL_SSR_URL: where the shell's server bundle is fetched; default <SHELL_INDEX_URL's folder>/server/ssr.js, or the shell's dist. */
  shellSsrUrl?: string;
  /** REMOTE_<NAME>_SSR_URL: a remote's manifest as the API reaches it (docker: http://mf-content/mf-manifest.json). */
  remoteSsrUrls: Partial<Record<string, string>>;
  /** NODE_ENV=test only: SSR_FAIL=mf_agenda,… and SSR_DELAY=<ms> (each render) or <remote>:<ms> (that remote, on every render),… (ssr-worker.ts). */
  ssrTest?: { fail: string[]; delayMs: Record<string, number> };
}

function readTestHooks(values: EnvValues, problems: string[]): SsrConfig['ssrTest'] {
  const fail = (values.SSR_FAIL ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const delays = (values.SSR_DELAY ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  if (fail.length === 0 && delays.length === 0) return undefined;
  if (values.NODE_ENV !== 'test') {
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

export function readSsrConfig(values: EnvValues, problems: string[]): SsrConfig {
  const shellIndexUrl = values.SHELL_INDEX_URL;
  const derived = shellIndexUrl && FORMATS['http-url']!(shellIndexUrl) ? new URL('server/ssr.js', shellIndexUrl).href : undefined;
  return {
    ssrEnabled: values.SSR_ENABLED === undefined ? undefined : ['1', 'true', 'on'].includes(values.SSR_ENABLED),
    ssrBudgetMs: values.SSR_BUDGET_MS,
    shellSsrUrl: values.SHELL_SSR_URL ?? derived,
    remoteSsrUrls: perRemoteValues(values, 'SSR_URL'),
    ssrTest: readTestHooks(values, problems),
  };
}
