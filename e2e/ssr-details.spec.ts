/**
 * Issue 17's test on the served HTML (a plain GET, no script runs): every detail page in the
 * sitemap shows its record's fields, and every text page its page-store sections, the values taken
 * from the API answer of the same server. Dates and times as the site writes them (kit dates,
 * Amsterdam).
 */
import { formatDate, formatTime } from '@kerk/kit/dates';
import { matchSiteRoute, SITE_ROUTES, TASK_GROUPS, type RecordKind } from '@kerk/kit/site-map';
import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { api, plainText, served, textOf, type ServedPage } from './support/served-html';

// Each test reads every page of its kind, one after the other: 30 s was too short on a busy machine.
test.slow();

/** Every path of the sitemap, relative to the server. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function detailPaths(request: APIRequestContext, record: RecordKind): Promise<{ path: string; id: string }[]> {
  return (await sitemapPaths(request)).flatMap((path) => {
    const match = matchSiteRoute(path);
    return match?.route.record === record ? [{ path, id: match.params.id ?? match.params.slug! }] : [];
  });
}

const h1 = (page: ServedPage) => [...page.main.querySelectorAll('h1')].map(textOf);
const hrefs = (page: ServedPage) => [...page.main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
const images = (page: ServedPage) => [...page.main.querySelectorAll('img')].map((img) => ({ src: img.getAttribute('src'), alt: img.getAttribute('alt') }));
/** The first 80 characters of a rich text: enough to know it is there, short of any rewrite further on. */
const opening = (html: string) => plainText(html).slice(0, 80);

/** Each detail of a kind, fetched with its API answer and checked by `check`. */
async function eachDetail<T>(request: APIRequestContext, record: RecordKind, apiPath: (id: string) => string, check: (page: ServedPage, item: T) => void) {
  const details = await detailPaths(request, record);
  expect(details.length, `${record} pages in the sitemap`).toBeGreaterThan(0);
  for (const { path, id } of details) {
    const [page, { data }] = await Promise.all([served(request, path), api<{ data: T }>(request, apiPath(id))]);
    expect(page.status, path).toBe(200);
    await test.step(path, () => check(page, data));
  }
}

test('every news article shows its title, written-on date, author, image, excerpt and body', async ({ request }) => {
  interface Article { title: string; publishedAt: string; author: string; image: string; imageAlt: string; excerpt: string; body: string }
  await eachDetail<Article>(request, 'news', (id) => `/news/${id}`, (page, article) => {
    expect(h1(page)).toEqual([article.title]);
    expect(page.main.querySelector(`time[datetime="${article.publishedAt}"]`)?.textContent).toBe(formatDate(article.publishedAt));
    const text = textOf(page.main);
    expect(text).toContain(article.author);
    expect(text).toContain(article.excerpt);
    expect(text).toContain(opening(article.body));
    expect(images(page)).toContainEqual({ src: article.image, alt: article.imageAlt });
  });
});

test('every service shows its date, time, church, preacher, season, collections and stream link', async ({ request }) => {
  interface Service { startsAt: string; churchName: string; preacher: string; season: string; collections: string[]; streamed: boolean; streamUrl: string; recordingUrl: string; notes: string }
  await eachDetail<Service>(request, 'service', (id) => `/services/${id}`, (page, service) => {
    const text = textOf(page.main);
    for (const value of [formatDate(service.startsAt), `${formatTime(service.startsAt)} uur`, service.churchName, service.preacher, service.season, ...service.collections]) expect(text).toContain(value);
    if (service.notes) expect(text).toContain(opening(service.notes));
    const broadcast = [service.streamUrl, service.recordingUrl].filter(Boolean);
    if (service.streamed && broadcast.length) expect(hrefs(page).some((href) => broadcast.includes(href!))).toBe(true);
  });
});

test('every event shows its start and end, church, address and description', async ({ request }) => {
  interface Event { title: string; startsAt: string; endsAt: string; allDay: boolean; churchName: string; address: string; description: string }
  await eachDetail<Event>(request, 'event', (id) => `/events/${id}`, (page, event) => {
    expect(h1(page)).toEqual([event.title]);
    const text = textOf(page.main);
    expect(text).toContain(formatDate(event.startsAt));
    if (event.allDay) {
      // An all-day event ends at the midnight after its last day, the day the page names (after 't/m' when it differs).
      expect(text).toContain(formatDate(Date.parse(event.endsAt) - 1));
    } else {
      expect(page.main.querySelector(`time[datetime="${event.startsAt}"]`)?.textContent).toContain(formatTime(event.startsAt));
      expect(page.main.querySelector(`time[datetime="${event.endsAt}"]`)?.textContent).toContain(formatTime(event.endsAt));
    }
    for (const value of [event.churchName, event.address, opening(event.description)].filter(Boolean)) expect(text).toContain(value);
  });
});

test('every pastoral team member shows name, role, summary, contact, portrait and biography', async ({ request }) => {
  interface Pastor { name: string; role: string; summary: string; email: string; phone: string; photo: string; photoAlt: string; biography: string }
  await eachDetail<Pastor>(request, 'pastor', (id) => `/pastors/${id}`, (page, pastor) => {
    expect(h1(page)).toEqual([pastor.name]);
    const text = textOf(page.main);
    for (const value of [pastor.role, pastor.summary, pastor.phone, opening(pastor.biography)].filter(Boolean)) expect(text).toContain(value);
    if (pastor.email) expect(hrefs(page)).toContain(`mailto:${pastor.email}`);
    if (pastor.photo) expect(images(page)).toContainEqual({ src: pastor.photo, alt: pastor.photoAlt });
  });
});

interface StorePage { partials: { name: string; content: string }[] }

/** Sections a page shows only in a state of its own: the answers to a post; an agenda period without events. */
const STATE_SECTIONS: Record<string, string[]> = { contact: ['success', 'failure'], agenda: ['empty'] };

/** A page-store page: its `title` partial is the h1 and each other section's text is in <main>. */
async function expectSections(request: APIRequestContext, path: string, pageName: string) {
  const [page, { data }] = await Promise.all([served(request, path), api<{ data: StorePage }>(request, `/page?name=${pageName}`)]);
  expect(page.status, path).toBe(200);
  const text = textOf(page.main);
  const sections = data.partials.filter((partial) => partial.name !== 'title' && !STATE_SECTIONS[pageName]?.includes(partial.name) && plainText(partial.content));
  expect(h1(page), path).toEqual([plainText(data.partials.find((partial) => partial.name === 'title')!.content)]);
  for (const section of sections) expect(text, `${path}: section ${section.name}`).toContain(opening(section.content));
}

test('every task group shows its page-store sections', async ({ request }) => {
  for (const group of TASK_GROUPS) await expectSections(request, `/gemeente/taakgroepen/${group.slug}`, group.page);
});

test('every page with page-store texts (bodies, confidants, publications, ANBI, the lists, home, …) shows its sections', async ({ request }) => {
  const textPages = SITE_ROUTES.filter((route) => route.page && !route.noindex);
  expect(textPages.length).toBeGreaterThan(5);
  for (const route of textPages) await expectSections(request, route.path, route.page!);
});

test('the served breadcrumbs of every article, service and event end in the title the page sets, never in its id', async ({ request }) => {
  const lastCrumb = (page: ServedPage) => textOf([...page.document.querySelectorAll('nav[aria-label="Kruimelpad"] li')].at(-1)!).replace(/^›\s*/, '');
  for (const record of ['news', 'service', 'event'] as const) {
    const details = await detailPaths(request, record);
    expect(details.length, `${record} pages in the sitemap`).toBeGreaterThan(0);
    for (const { path, id } of details) {
      const page = await served(request, path);
      const crumb = lastCrumb(page);
      expect(crumb, path).not.toBe(id);
      expect(crumb, path).not.toMatch(/^\d+$/);
      if (record === 'news') expect(crumb, path).toBe(h1(page)[0]);
    }
  }
});
