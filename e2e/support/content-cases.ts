/**
 * One case per editable content type for the safety specs (beheer-safety.spec.ts): how an item is
 * made through the admin API (kept out of the visitors' lists where possible: in the past, not
 * published, or put back afterwards), which section and list show it, and the two fields two
 * editors change. Every type gets the same checks, as every type has the same safety.
 */
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

export interface Api {
  request: APIRequestContext;
  csrf: string;
}

/** The signed-in page's API with its CSRF token. */
export async function apiOf(page: Page): Promise<Api> {
  const session = (await (await page.request.get('/api/admin/session')).json()) as { data: { csrfToken: string } };
  return { request: page.request, csrf: session.data.csrfToken };
}

/** The item as the admin API answers it now. */
export async function itemOf(page: Page, c: ContentCase, id: number): Promise<Record<string, unknown>> {
  return ((await (await page.request.get(`/api/admin/${c.resource}/${id}`)).json()) as { data: Record<string, unknown> }).data;
}

const write = async (api: Api, method: 'POST' | 'PUT' | 'DELETE', url: string, data?: object, headers: Record<string, string> = {}) => {
  const res = await api.request.fetch(url, { method, data, headers: { 'x-csrf-token': api.csrf, ...headers } });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : ((await res.json()) as { data: Record<string, unknown> & { id: number; version: number } }).data;
};

export interface ContentCase {
  kind: string;
  /** The section's link in the editors' navigation. */
  section: string;
  /** The list shows past items only after this button (the item is made in the past). */
  pastToggle?: string;
  /** Makes the item; `marker` is a text its row in the list shows. */
  create: (api: Api) => Promise<{ id: number; marker: string }>;
  /** Removes it again (or puts it back as it was). */
  remove: (api: Api, id: number) => Promise<void>;
  /** The admin API's resource (`/api/admin/<resource>/<id>`) and the section's path below /beheer. */
  resource: string;
  segment: string;
  /** A text field this editor types in, and one the other editor changes (labels as the form shows them). */
  mine: string;
  /** The field's name in the API's answer. */
  mineField: string;
  /** What the other editor changes (a type with one plain text field has none: no conflict case). */
  theirs?: { label: string; field: string; value: string };
  photo: boolean;
}

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

/** A church is fixed: the case edits one and puts its texts back. */
async function churchCase(api: Api, city: string) {
  const list = ((await (await api.request.get('/api/admin/churches')).json()) as { data: { id: number; city: string; name: string }[] }).data;
  const church = list.find((c) => c.city === city)!;
  return { id: church.id, marker: church.name };
}

async function restoreChurch(api: Api, id: number) {
  const current = ((await (await api.request.get(`/api/admin/churches/${id}`)).json()) as { data: Record<string, unknown> & { version: number } }).data;
  const revisions = ((await (await api.request.get(`/api/admin/churches/${id}/revisions`)).json()) as { data: { id: number; version: number }[] }).data;
  const first = revisions.at(-1);
  if (first && first.version !== current.version) await write(api, 'POST', `/api/admin/churches/${id}/revisions/${first.id}/restore`, undefined, { 'if-match': `"${current.version}"` });
}

export const CONTENT_CASES = (churchCity: string): ContentCase[] => [
  {
    kind: 'dienst',
    resource: 'services',
    segment: 'kerkdiensten',
    section: 'Kerkdiensten',
    pastToggle: 'Toon eerdere diensten',
    async create(api) {
      const preacher = unique('ds. Zwaluw');
      const item = await write(api, 'POST', '/api/admin/services', { date: '2026-11-18', time: '19:30', church: 'batenburg', preacher, confirmPast: true });
      return { id: item!.id, marker: preacher };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/services/${id}`)),
    mine: 'Voorganger',
    mineField: 'preacher',
    theirs: { label: 'Muzikale medewerking', field: 'music', value: 'Organist: Henk van Dalen' },
    photo: false,
  },
  {
    kind: 'bericht',
    resource: 'news',
    segment: 'nieuws',
    section: 'Nieuws',
    async create(api) {
      const title = unique('Kerkdienst met de cantorij');
      const item = await write(api, 'POST', '/api/admin/news', { title, body: '<p>Iedereen is welkom.</p>', date: '2026-11-23', time: '21:00', published: false });
      return { id: item!.id, marker: title };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/news/${id}`)),
    mine: 'Auteur',
    mineField: 'author',
    theirs: { label: 'Samenvatting', field: 'excerpt', value: 'Met de cantorij en koffie na afloop.' },
    photo: true,
  },
  {
    kind: 'evenement',
    resource: 'events',
    segment: 'agenda',
    section: 'Agenda',
    pastToggle: 'Toon eerdere evenementen',
    async create(api) {
      const title = unique('Bijbelkring');
      const item = await write(api, 'POST', '/api/admin/events', { title, startDate: '2026-10-06', startTime: '20:00', endTime: '21:30', church: 'leur' });
      return { id: item!.id, marker: title };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/events/${id}`)),
    mine: 'Titel',
    mineField: 'title',
    theirs: { label: 'Einddatum', field: 'endDate', value: '2026-10-07' },
    photo: true,
  },
  {
    kind: 'teamlid',
    resource: 'pastors',
    segment: 'pastoraal-team',
    section: 'Pastoraal team',
    async create(api) {
      const name = unique('Jan Zwaluw');
      const item = await write(api, 'POST', '/api/admin/pastors', { name, role: 'Ouderling', position: 999 });
      return { id: item!.id, marker: name };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/pastors/${id}`)),
    mine: 'Functie',
    mineField: 'role',
    theirs: { label: 'Korte introductie', field: 'summary', value: 'Aanspreekpunt voor de jongeren.' },
    photo: true,
  },
  {
    kind: 'kerk',
    resource: 'churches',
    segment: 'kerken',
    section: 'Kerken',
    create: (api) => churchCase(api, churchCity),
    remove: restoreChurch,
    mine: 'Toegankelijkheid',
    mineField: 'accessibility',
    theirs: { label: 'Beschrijving', field: 'description', value: 'Een kapel uit 1890, gerestaureerd in 2024.' },
    photo: true,
  },
  {
    kind: 'collectedoel',
    resource: 'purposes',
    segment: 'collectedoelen',
    section: 'Collectedoelen',
    async create(api) {
      const name = unique('Diaconie');
      const item = await write(api, 'POST', '/api/admin/purposes', { name, active: false });
      return { id: item!.id, marker: name };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/purposes/${id}`)),
    mine: 'Naam van de rekeninghouder',
    mineField: 'holder',
    theirs: { label: 'Naam', field: 'name', value: 'Diaconie Bergharen' },
    photo: false,
  },
  {
    kind: 'uitgave',
    resource: 'zijstroom',
    segment: 'zijstroom',
    section: 'Zijstroom',
    async create(api) {
      const title = unique('Zijstroom');
      const item = await write(api, 'POST', '/api/admin/zijstroom', { title, body: '<p>Nieuws uit de gemeente.</p>' });
      return { id: item!.id, marker: title };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/zijstroom/${id}`)),
    mine: 'Titel',
    mineField: 'title',
    photo: false,
  },
];
