/**
 * Publish until visible (issue 15's "within 2 seconds", issue 16's bench line): against the served
 * production build, a beheerder made with the users CLI signs in, then each run publishes a changed
 * home intro through the admin API and polls as a visitor's reload would (`/api/page?name=index`
 * revalidating its ETag, and the server's first view of `/`) until both show it. The time is from
 * sending "Publiceren" until the last of the two shows the new text.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { pathTo } from '@kerk/kit/site-map';

import { root, type Site } from './site';

export interface PublishTiming {
  /** Each run, in ms. */
  runsMs: number[];
  medianMs: number;
  maxMs: number;
}

const EMAIL = 'bench@example.org';
const PASSWORD = 'Zeven dorpen aan de Maas';
const POLL_MS = 25;
const GIVE_UP_MS = 30_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Signs in as a fresh beheerder; the headers every admin call of this session sends. */
export async function signIn(site: Site): Promise<Record<string, string>> {
  const out = execFileSync(process.execPath, [join(root, 'api/dist/cli/users.js'), 'add', EMAIL, '--role', 'beheerder'], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: site.databasePath, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const token = /token=([\w-]+)/.exec(out)?.[1];
  if (!token) throw new Error(`the users CLI printed no link:\n${out}`);
  const origin = { 'content-type': 'application/json', origin: site.origin };
  const set = await fetch(`${site.origin}/api/admin/password`, { method: 'POST', headers: origin, body: JSON.stringify({ token, password: PASSWORD }) });
  if (!set.ok) throw new Error(`setting the password answered ${set.status}`);
  const session = await fetch(`${site.origin}/api/admin/session`, { method: 'POST', headers: origin, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  if (!session.ok) throw new Error(`signing in answered ${session.status}`);
  const cookie = session.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { data } = (await session.json()) as { data: { csrfToken: string } };
  return { ...origin, cookie, 'x-csrf-token': data.csrfToken };
}

interface EditablePage {
  version: number;
  metaTitle: string;
  metaDescription: string;
  partials: { name: string; content: string }[];
}

/** Polls `check` until it holds; the ms it took from `since`. */
async function until(check: () => Promise<boolean>, since: number): Promise<number> {
  while (!(await check())) {
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`not visible after ${GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - since;
}

const timing = (runsMs: number[]): PublishTiming => ({ runsMs, medianMs: median(runsMs), maxMs: Math.max(...runsMs) });

/** A page: the home intro, published; visible in /api/page (revalidated) and the first view of /. */
export async function measurePublish(site: Site, headers: Record<string, string>, runs = 5): Promise<PublishTiming> {
  const runsMs: number[] = [];
  let etag = '';
  for (let run = 1; run <= runs; run += 1) {
    const page = ((await (await fetch(`${site.origin}/api/admin/pages/index`, { headers })).json()) as { data: EditablePage }).data;
    const marker = `Gepubliceerd in meting ${run}`;
    const partials = Object.fromEntries(page.partials.map((p) => [p.name, p.name === 'intro' ? `<p>${marker}.</p>` : p.content]));
    const start = performance.now();
    const published = await fetch(`${site.origin}/api/admin/pages/index/publish`, {
      method: 'POST',
      headers: { ...headers, 'if-match': `"${page.version}"` },
      body: JSON.stringify({ metaTitle: page.metaTitle, metaDescription: page.metaDescription, partials }),
    });
    if (!published.ok) throw new Error(`publishing answered ${published.status}: ${await published.text()}`);
    // A visitor's reload: the page store revalidates with the ETag it holds; the first view is fetched anew.
    const api = until(async () => {
      const res = await fetch(`${site.origin}/api/page?name=index`, { headers: etag ? { 'if-none-match': etag } : {} });
      if (res.status === 304) return false;
      etag = res.headers.get('etag') ?? '';
      return (await res.text()).includes(marker);
    }, start);
    const firstView = until(async () => (await (await fetch(`${site.origin}/`)).text()).includes(marker), start);
    runsMs.push(Math.max(await api, await firstView));
  }
  return timing(runsMs);
}

/**
 * A service (issue 16): each run adds one, a week after the site's today at its own time, through the
 * admin API; visible when the services list of that day (revalidating its ETag) and the first view of
 * the service's page both show its voorganger.
 */
export async function measureServicePublish(site: Site, headers: Record<string, string>, runs = 5): Promise<PublishTiming> {
  const day = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
  const runsMs: number[] = [];
  let etag = '';
  for (let run = 1; run <= runs; run += 1) {
    const marker = `Ds. Meting ${run}`;
    const start = performance.now();
    const created = await fetch(`${site.origin}/api/admin/services`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ date: day, time: `${String(12 + run).padStart(2, '0')}:15`, church: 'druten', preacher: marker, streamed: false }),
    });
    if (!created.ok) throw new Error(`adding a service answered ${created.status}: ${await created.text()}`);
    const { data } = (await created.json()) as { data: { id: number } };
    const list = until(async () => {
      const res = await fetch(`${site.origin}/api/services?from=${day}&to=${day}&pageSize=50`, { headers: etag ? { 'if-none-match': etag } : {} });
      if (res.status === 304) return false;
      etag = res.headers.get('etag') ?? '';
      return (await res.text()).includes(marker);
    }, start);
    const firstView = until(async () => (await (await fetch(`${site.origin}${pathTo('service', { id: String(data.id) })}`)).text()).includes(marker), start);
    runsMs.push(Math.max(await list, await firstView));
  }
  return timing(runsMs);
}
