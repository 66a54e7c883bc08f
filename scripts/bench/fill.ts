/**
 * A year's content on top of the seed, so the bench measures the site as it is after a year of use
 * instead of a fresh demo: 200 news items, each with its own photo, 300 services and 150 events.
 * Everything goes in through the admin API as an editor adds it (so the search index, the media
 * library, the outbox and the caches see it as they would), the photos through the media upload
 * (JPEGs of five sizes, from 1024×768 to a phone's 4032×3024, made once and kept in a temp folder so
 * every run uploads the same bytes). The texts are the seed's own, cycled.
 * BENCH_FILL=0 skips it (the bare seed, as the bench measured before).
 */
import { formatDate } from '@kerk/kit/dates';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { makePhoto } from '../../api/bench/photos';
import { addDays, sundayName } from '../../api/content/church-year';
import { events as eventSeeds } from '../../api/content/events';
import { newsSeeds } from '../../api/content/news';
import { CHURCH_NAMES } from '../../api/content/services';
import { COLLECTIONS, MUSIC, NOTES, PREACHERS } from '../../api/content/services-texts';
import type { Site } from './site';

export const FILL_COUNTS = { news: 200, services: 300, events: 150 } as const;
const DAY_MS = 86_400_000;
/** Widths and heights of the photos, in turn: what volunteers upload, from a resized photo to a phone's original. */
export const PHOTO_SIZES = [
  [1024, 768],
  [1600, 1200],
  [2048, 1365],
  [3000, 2000],
  [4032, 3024],
] as const;
const TIMES = ['09:30', '10:00', '10:30', '19:00'] as const;
const LOCATIONS = Object.keys(CHURCH_NAMES);

/** BENCH_FILL: on unless `0`. */
export const fillEnabled = (value: string | undefined) => value?.trim() !== '0';

/** An instant's day and time in Amsterdam, as the admin API takes them. */
const amsterdam = (instant: number) => ({ date: formatDate(instant, 'YYYY-MM-DD'), time: formatDate(instant, 'HH:mm') });

export interface PhotoSpec {
  /** Its number: the photo's colours and its file in the cache. */
  n: number;
  width: number;
  height: number;
}

export interface FillPlan {
  news: { photo: PhotoSpec; alt: string; body: { title: string; body: string; excerpt: string; author: string; date: string; time: string; published: true } }[];
  services: Record<string, unknown>[];
  events: Record<string, unknown>[];
}

/**
 * What the fill adds, dated around `now`: the news over the past year (newest 2 hours ago, so an
 * article with a photo is the newest), services and events from nine months back to three ahead
 * (a rooster is planned a quarter ahead).
 */
/** The name of the Sunday a service on `date` (YYYY-MM-DD) belongs to: its own, or the coming one (a Saturday evening's). */
function sundayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return sundayName(addDays(day, (7 - day.getUTCDay()) % 7));
}

export function fillPlan(now: number): FillPlan {
  const news = Array.from({ length: FILL_COUNTS.news }, (_, i) => {
    const seed = newsSeeds[i % newsSeeds.length]!;
    const round = Math.floor(i / newsSeeds.length);
    const title = round ? `${seed.title} (${round + 1})` : seed.title;
    const [width, height] = PHOTO_SIZES[i % PHOTO_SIZES.length]!;
    return {
      photo: { n: i, width, height },
      alt: `Foto bij het bericht: ${title}`,
      body: { title, body: seed.body, excerpt: seed.excerpt ?? '', author: seed.author ?? '', ...amsterdam(now - 2 * 3_600_000 - Math.floor((i * 365 * DAY_MS) / FILL_COUNTS.news)), published: true as const },
    };
  });
  const from = now - 270 * DAY_MS;
  const services = Array.from({ length: FILL_COUNTS.services }, (_, i) => {
    const day = from + Math.floor((i * 365) / FILL_COUNTS.services) * DAY_MS;
    const church = LOCATIONS[i % LOCATIONS.length]!;
    const streamed = church === 'beuningen' || church === 'wijchen';
    return {
      date: amsterdam(day).date,
      time: TIMES[i % TIMES.length]!,
      church,
      preacher: PREACHERS[i % PREACHERS.length]!,
      season: sundayOf(amsterdam(day).date),
      music: MUSIC[i % MUSIC.length]!,
      collections: ['Diaconie', 'Kerk', COLLECTIONS[i % COLLECTIONS.length]!],
      streamed,
      streamUrl: streamed ? `https://www.youtube.com/watch?v=bench${String(i).padStart(6, '0')}` : '',
      notes: NOTES[i % NOTES.length]!,
      confirmPast: true,
    };
  });
  const events = Array.from({ length: FILL_COUNTS.events }, (_, i) => {
    const seed = eventSeeds[i % eventSeeds.length]!;
    const day = from + Math.floor((i * 365) / FILL_COUNTS.events) * DAY_MS;
    // The seed's whole-day events get the opening hours of its descriptions; one over more days ends on its last day.
    const timed = { startTime: seed.start ?? '10:00', endTime: seed.end ?? '17:00', ...(seed.days ? { endDate: amsterdam(day + seed.days * DAY_MS).date } : {}) };
    return { title: seed.title, startDate: amsterdam(day).date, ...timed, church: seed.location, description: seed.description, repeat: 'none' };
  });
  return { news, services, events };
}

/** The photo's bytes: made once, then read from the cache folder (the same bytes every run). */
async function photoBytes(spec: PhotoSpec, cacheDir: string): Promise<Buffer> {
  const file = join(cacheDir, `photo-${spec.n}-${spec.width}x${spec.height}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const bytes = await makePhoto(spec.n, spec.width, spec.height);
  writeFileSync(file, bytes);
  return bytes;
}

/** Runs `work` over `items`, `parallel` at a time. */
async function inTurn<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

export interface FillResult {
  news: number;
  photos: number;
  photoBytes: number;
  services: number;
  events: number;
  seconds: number;
}

/** Adds `fillPlan(Date.now())` to the site through its admin API, as the editor `headers` signed in as. */
export async function fillSite(site: Site, headers: Record<string, string>, cacheDir = join(tmpdir(), 'kerk-bench-photos')): Promise<FillResult> {
  const started = performance.now();
  mkdirSync(cacheDir, { recursive: true });
  const plan = fillPlan(Date.now());
  const post = async <T>(path: string, body: BodyInit, extra: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${site.origin}${path}`, { method: 'POST', headers: { ...headers, ...extra }, body });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const result: FillResult = { news: 0, photos: 0, photoBytes: 0, services: 0, events: 0, seconds: 0 };
  // Photos are processed by the server (sharp, every size in AVIF and WebP): two at a time keeps both cores busy.
  await inTurn(plan.news, 2, async ({ photo, alt, body }) => {
    const bytes = await photoBytes(photo, cacheDir);
    const media = await post<{ id: number; duplicate: boolean }>(`/api/admin/media?alt=${encodeURIComponent(alt)}&name=foto-${photo.n}.jpg`, new Uint8Array(bytes), { 'content-type': 'image/jpeg' });
    if (!media.duplicate) result.photos += 1;
    result.photoBytes += bytes.length;
    await post('/api/admin/news', JSON.stringify({ ...body, mediaId: media.id }));
    result.news += 1;
  });
  await inTurn(plan.services, 4, async (service) => {
    await post('/api/admin/services', JSON.stringify(service));
    result.services += 1;
  });
  await inTurn(plan.events, 4, async (event) => {
    await post('/api/admin/events', JSON.stringify(event));
    result.events += 1;
  });
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export const fillLine = (r: FillResult) =>
  `Filled through the admin API: ${r.news} news items with ${r.photos} photos (${(r.photoBytes / 1024 / 1024).toFixed(1)} MB uploaded), ` +
  `${r.services} services and ${r.events} events, in ${r.seconds.toFixed(0)} s.`;
