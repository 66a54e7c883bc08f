/**
 * Publish → visible (issues 15 and 16, and "publish → visible as a volunteer sees it"): against the
 * served production build, a beheerder made with the users CLI signs in; then for a page (the home
 * intro), a service (the first one /diensten lists) and a news item (a new article) each run saves
 * through the admin API and times, from the save's answer:
 * - `served`: until `/api/…` (revalidating its ETag, as a browser does) and a new visitor's HTML of
 *   the item's page (the server's render) both show it;
 * - `shown again` and `moved back`: until a tab that was already open shows it (open-tab.ts).
 */
import { formatDate } from '@kerk/kit/dates';
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

/** A save's answer is in: what to look for, and where. */
export interface Saved {
  marker: string;
  /** `performance.now()` when the admin API's answer was in. */
  at: number;
  /** The public API answer that must show it. */
  apiPath: string;
  /** The page whose HTML a new visitor gets. */
  htmlPath: string;
}

/** One kind of content an editor saves, and the pages of the site that show it. */
export interface PublishKind {
  name: 'page' | 'service' | 'news';
  /** The page a visitor's tab shows it on. */
  tabPath: string;
  /** Another page of the site, where that visitor goes meanwhile. */
  otherPath: string;
  /** Saves a change carrying `tag` (unique per save). */
  save: (tag: string) => Promise<Saved>;
}

const EMAIL = 'bench@example.org';
const PASSWORD = 'Zeven dorpen aan de Maas';
const POLL_MS = 10;
const GIVE_UP_MS = 30_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const timing = (runsMs: number[]): PublishTiming => ({ runsMs, medianMs: median(runsMs), maxMs: Math.max(...runsMs) });

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

/** An instant's day and time in Amsterdam, as the admin API takes them (the kit's dates read the site's time zone). */
const amsterdam = (instant: number) => ({ date: formatDate(instant, 'YYYY-MM-DD'), time: formatDate(instant, 'HH:mm') });

/** The page, the service and the news item of the bench, each saved through the admin API as `headers`' editor. */
export async function publishKinds(site: Site, headers: Record<string, string>): Promise<PublishKind[]> {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<{ data: T; etag: string; at: number }> => {
    const res = await fetch(`${site.origin}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
    const at = performance.now();
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
    return { data: ((await res.json()) as { data: T }).data, etag: res.headers.get('etag') ?? '', at };
  };
  const today = amsterdam(Date.now()).date;
  const servicesList = `/api/services?from=${today}&page=1&pageSize=10&wholeDays=true`;
  const [first] = (await call<{ id: number }[]>(servicesList)).data;
  if (!first) throw new Error('/diensten lists no service');

  const page: PublishKind = {
    name: 'page',
    tabPath: pathTo('home'),
    otherPath: pathTo('contact'),
    async save(tag) {
      const { data, etag } = await call<{ metaTitle: string; metaDescription: string; partials: { name: string; content: string }[] }>('/api/admin/pages/index');
      const marker = `Gepubliceerd in meting ${tag}`;
      const partials = Object.fromEntries(data.partials.map((p) => [p.name, p.name === 'intro' ? `<p>${marker}.</p>` : p.content]));
      const body = JSON.stringify({ metaTitle: data.metaTitle, metaDescription: data.metaDescription, partials });
      const { at } = await call('/api/admin/pages/index/publish', { method: 'POST', headers: { 'if-match': etag }, body });
      return { marker, at, apiPath: '/api/page?name=index', htmlPath: pathTo('home') };
    },
  };
  const service: PublishKind = {
    name: 'service',
    tabPath: pathTo('services'),
    otherPath: pathTo('agenda'),
    async save(tag) {
      const { data: s, etag } = await call<Record<string, unknown>>(`/api/admin/services/${first.id}`);
      const marker = `Ds. Meting ${tag}`;
      const fields = { date: s.date, time: s.time, church: s.church, preacher: marker, season: s.season, collections: s.collections, streamed: s.streamed, streamUrl: s.streamUrl, recordingUrl: s.recordingUrl, notes: s.notes };
      const { at } = await call(`/api/admin/services/${first.id}`, { method: 'PUT', headers: { 'if-match': etag }, body: JSON.stringify(fields) });
      return { marker, at, apiPath: servicesList, htmlPath: pathTo('service', { id: first.id }) };
    },
  };
  const news: PublishKind = {
    name: 'news',
    tabPath: pathTo('news'),
    otherPath: pathTo('home'),
    async save(tag) {
      const marker = `Nieuws uit meting ${tag}`;
      // Written a few minutes ago: published at once, and the newest article.
      const body = JSON.stringify({ title: marker, body: '<p>Gemeten door npm run bench.</p>', excerpt: '', author: 'Bench', ...amsterdam(Date.now() - 3 * 60_000) });
      const { data, at } = await call<{ id: number }>('/api/admin/news', { method: 'POST', body });
      return { marker, at, apiPath: '/api/news?page=1&pageSize=10', htmlPath: pathTo('newsArticle', { id: data.id }) };
    },
  };
  return [page, service, news];
}

/** Polls `check` until it holds; the ms it took from `since`. */
async function until(check: () => Promise<boolean>, since: number): Promise<number> {
  while (!(await check())) {
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`not visible after ${GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - since;
}

const etags = new Map<string, string>();

/** From the save's answer until the public API (revalidating the ETag it got before) and a new visitor's HTML both show it. */
export async function measureServed(site: Site, saved: Saved): Promise<number> {
  const api = until(async () => {
    const etag = etags.get(saved.apiPath);
    const res = await fetch(`${site.origin}${saved.apiPath}`, { headers: etag ? { 'if-none-match': etag } : {} });
    if (res.status === 304) return false;
    etags.set(saved.apiPath, res.headers.get('etag') ?? '');
    return (await res.text()).includes(saved.marker);
  }, saved.at);
  const html = until(async () => (await (await fetch(`${site.origin}${saved.htmlPath}`, { headers: { accept: 'text/html' } })).text()).includes(saved.marker), saved.at);
  return Math.max(await api, await html);
}
