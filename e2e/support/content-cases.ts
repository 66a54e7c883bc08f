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
  /** A text field this editor types in, and one the other editor changes (labels as the form shows them). */
  mine: string;
  theirs: string;
  /** The fields' names in the API's answer, and what the other editor puts in theirs. */
  mineField: string;
  theirsField: string;
  theirsValue: string;
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
    section: 'Kerkdiensten',
    pastToggle: 'Toon eerdere diensten',
    async create(api) {
      const preacher = unique('ds. Zwaluw');
      const item = await write(api, 'POST', '/api/admin/services', { date: '2026-11-18', time: '19:30', church: 'batenburg', preacher, confirmPast: true });
      return { id: item!.id, marker: preacher };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/services/${id}`)),
    mine: 'Voorganger',
    theirs: 'Muzikale medewerking',
    mineField: 'preacher',
    theirsField: 'music',
    theirsValue: 'Organist: Henk van Dalen',
    photo: false,
  },
  {
    kind: 'bericht',
    section: 'Nieuws',
    async create(api) {
      const title = unique('Kerkdienst met de cantorij');
      const item = await write(api, 'POST', '/api/admin/news', { title, body: '<p>Iedereen is welkom.</p>', date: '2026-11-23', time: '21:00', published: false });
      return { id: item!.id, marker: title };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/news/${id}`)),
    mine: 'Auteur',
    theirs: 'Samenvatting',
    mineField: 'author',
    theirsField: 'excerpt',
    theirsValue: 'Met de cantorij en koffie na afloop.',
    photo: true,
  },
  {
    kind: 'evenement',
    section: 'Agenda',
    pastToggle: 'Toon eerdere evenementen',
    async create(api) {
      const title = unique('Bijbelkring');
      const item = await write(api, 'POST', '/api/admin/events', { title, startDate: '2026-10-06', startTime: '20:00', endTime: '21:30', church: 'leur' });
      return { id: item!.id, marker: title };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/events/${id}`)),
    mine: 'Titel',
    theirs: 'Einddatum',
    mineField: 'title',
    theirsField: 'endDate',
    theirsValue: '2026-10-07',
    photo: true,
  },
  {
    kind: 'teamlid',
    section: 'Pastoraal team',
    async create(api) {
      const name = unique('Jan Zwaluw');
      const item = await write(api, 'POST', '/api/admin/pastors', { name, role: 'Ouderling', position: 999 });
      return { id: item!.id, marker: name };
    },
    remove: async (api, id) => void (await write(api, 'DELETE', `/api/admin/pastors/${id}`)),
    mine: 'Functie',
    theirs: 'Korte introductie',
    mineField: 'role',
    theirsField: 'summary',
    theirsValue: 'Aanspreekpunt voor de jongeren.',
    photo: true,
  },
  {
    kind: 'kerk',
    section: 'Kerken',
    create: (api) => churchCase(api, churchCity),
    remove: restoreChurch,
    mine: 'Toegankelijkheid',
    theirs: 'Beschrijving',
    mineField: 'accessibility',
    theirsField: 'description',
    theirsValue: 'Een kapel uit 1890, gerestaureerd in 2024.',
    photo: true,
  },
];
