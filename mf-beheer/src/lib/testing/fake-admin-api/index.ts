/**
 * Test helper: one fake admin API for the sections' tests, instead of a server written by hand in
 * each. It keeps the collections of the kit's content types as the API does
 * (`api/src/routes/admin/collection-routes.ts`): list, one item, create, save over the version
 * read (`If-Match`: 428 without, 409 with the server's sentence and `current`), delete into the
 * Prullenbak and restore, the revisions, the drafts and who else has it open; the rules are the
 * declaration's (`checkFields`), the sentences the kit's `MESSAGES`. A test adds the calls of its
 * own section with `route` and declares a refusal it drives (a 400 of a rule between fields, a 500)
 * with `refuse`; `sessionEnded` answers 401 as the server does when the session ran out.
 *
 * Every answer is checked against its declaration in the kit's api-schemas when it is given (the
 * way `api/test/schemas/answers.test.ts` checks the real API's), so a fixture that lacks a field
 * fails the test with the field named, through the console gate, instead of passing.
 */
import { accounts, type Role } from '@kerk/kit/accounts';
import { churchSchema, listAnswerSchema, mediaItemSchema } from '@kerk/kit/api-schemas';
import type { Church, MediaItem } from '@kerk/kit/api-types';
import { type ContentKind, mediaMessages } from '@kerk/kit/content-types';
import { mockFetch } from '@kerk/kit/testing';
import { checkAnswer } from '@kerk/kit/testing/answers';
import type { TSchema } from '@sinclair/typebox';

import { fakeDrafts } from '../../content/testing';
import { TEST_SESSION } from '..';
import { type CollectionOptions, fakeCollection, type FakeCollection } from './collection';
import { type DocumentOptions, fakeDocument } from './document';
import { type Refusal, refusalAnswer, refusalSchema } from './refusals';
import { fakeRegistrations, type FakeRegistrations } from './registrations';

export type { Refusal };
export type { FakeTarget } from './registrations';
export { REGISTRATION_MESSAGES } from './registrations';

/** A request as the fake received it. */
export interface Sent {
  method: string;
  path: string;
  url: URL;
  body: Record<string, unknown>;
  /** The `If-Match` and `X-CSRF-Token` headers, undefined when not sent. */
  ifMatch?: string;
  csrf?: string;
}

/** What a route answers; `schema` is the declaration its 2xx body is checked against (none for 204). */
export interface Answer {
  status?: number;
  body: unknown;
}

export type Handler = (sent: Sent) => Answer | undefined;

interface Route {
  method: string;
  path: string | RegExp;
  schema: TSchema | null;
  handler: Handler;
  /** A 409's own schema (the conflict answer with `current`), else the error schema. */
  conflict?: TSchema;
}

const matches = (route: { method: string; path: string | RegExp }, sent: Sent) =>
  route.method === sent.method && (typeof route.path === 'string' ? route.path === sent.path : route.path.test(sent.path));

function received(input: URL, init?: RequestInit): Sent {
  const headers = new Headers(init?.headers);
  // A JSON body as an object; an upload's file is no JSON (its request is in `fetch.mock.calls`).
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  return { method: init?.method ?? 'GET', path: input.pathname, url: input, body, ifMatch: headers.get('if-match') ?? undefined, csrf: headers.get('x-csrf-token') ?? undefined };
}

export function fakeAdminApi() {
  const routes: Route[] = [];
  const refusals: (Refusal & { method: string; path: string | RegExp })[] = [];
  const drafts = fakeDrafts();

  const api = {
    /** Every request, in order (reads too). */
    requests: [] as Sent[],
    /** The autosaved drafts and presence (`others`: who else has an item open). */
    drafts,
    /** The session ran out on the server: every admin call answers 401 until this is false again. */
    sessionEnded: false,
    /** The public list of churches the forms offer (`GET /api/churches`). */
    churches: [] as Church[],
    /** The photo library (`GET /api/admin/media`), where `mediaId` finds an item's photo. */
    media: [] as MediaItem[],
    /** The editor the API names as `updatedBy` (the signed-in one). */
    editor: TEST_SESSION.user.email,
    /** The signed-in one's role, for the routes a beheerder alone may call (403 otherwise). */
    role: TEST_SESSION.user.role as Role,
    /** The requests that change something: not the reads, the drafts or the heartbeat. */
    get writes(): Sent[] {
      return api.requests.filter((r) => r.method !== 'GET' && !/\/(?:drafts|presence)\/[^/]+$/.test(r.path));
    },
    /** A route of the section's own (a list it reads, an action), answered by `handler`, checked against `schema`. */
    route(method: string, path: string | RegExp, schema: TSchema | null, handler: Handler | Answer, conflict?: TSchema) {
      routes.unshift({ method, path, schema, handler: typeof handler === 'function' ? handler : () => handler, conflict });
      return api;
    },
    /** A refusal the test drives, answered before the route would be. */
    refuse(method: string, path: string | RegExp, refusal: Refusal) {
      refusals.push({ ...refusal, method, path });
      return api;
    },
    /** A settings document at `path`: read, and saved (over its version when `conflict` is given). */
    document<Doc extends object>(path: string, options: DocumentOptions<Doc>) {
      routes.push(...fakeDocument(path, options));
      return api;
    },
    /** The sign-ups (issue 43): the targets taking them and their lists, at /api/admin/registrations. */
    registrations(): FakeRegistrations {
      const registrations = fakeRegistrations({ role: () => api.role, now: () => new Date(Date.now()).toISOString() });
      routes.push(...registrations.routes);
      return registrations;
    },
    /** The collection of a content type at its resource, with its items and Prullenbak. */
    collection<K extends ContentKind>(kind: K, options: CollectionOptions = {}): FakeCollection {
      const media = (id: unknown) => api.media.find((photo) => photo.id === id) ?? null;
      const collection = fakeCollection(kind, { now: () => new Date().toISOString(), editor: () => api.editor, media, ...options });
      routes.push(...collection.routes);
      return collection;
    },
  };

  function refused(sent: Sent): Answer | undefined {
    if (api.sessionEnded && sent.path.startsWith('/api/admin/')) return { status: 401, body: { code: 'session_expired', message: accounts.messages.sessionExpired } };
    const refusal = refusals.find((r) => matches(r, sent) && (r.when?.(sent) ?? true) && (r.times ?? 1) > 0);
    if (!refusal) return undefined;
    if (refusal.times !== undefined) refusal.times -= 1;
    return refusalAnswer(refusal, sent);
  }

  function answer(sent: Sent): Answer | undefined {
    const refusal = refused(sent);
    if (refusal) return check(refusal, null, sent);
    const draft = drafts.handle(sent.url, { method: sent.method, body: JSON.stringify(sent.body) });
    if (draft) return draft;
    for (const route of routes.filter((r) => matches(r, sent))) {
      const given = route.handler(sent);
      if (given) return check(given, route, sent);
    }
    return undefined;
  }

  function check(given: Answer, route: Route | null, sent: Sent): Answer {
    const status = given.status ?? 200;
    const schema = status < 300 ? route?.schema : refusalSchema(status, given.body, route?.conflict);
    if (!schema) return given;
    try {
      checkAnswer(schema, given.body, `The fake admin API's answer to ${sent.method} ${sent.path} (${status})`);
    } catch (error) {
      // The console gate fails the test with this message (packages/kit/testing/console.ts).
      console.error((error as Error).message);
      throw error;
    }
    return given;
  }

  api.route('GET', '/api/churches', listAnswerSchema(churchSchema, 'churches'), () => ({ body: { data: api.churches, meta: { page: 1, pageSize: 50, total: api.churches.length } } }));
  api.route('GET', '/api/admin/media', listAnswerSchema(mediaItemSchema, 'media'), () => ({ body: { data: api.media, meta: { page: 1, pageSize: 24, total: api.media.length } } }));
  // A photo still used somewhere is not deleted (409, naming where), as routes/admin/media.ts.
  api.route('DELETE', /^\/api\/admin\/media\/\d+$/, null, (sent) => {
    const photo = api.media.find((p) => p.id === Number(sent.path.split('/').at(-1)));
    if (!photo) return { status: 404, body: { code: 'not_found', message: mediaMessages.missing } };
    if (photo.usages.length > 0) return { status: 409, body: { code: 'media_in_use', message: mediaMessages.inUse(photo.usages.map((u) => u.label)), usages: photo.usages } };
    api.media.splice(api.media.indexOf(photo), 1);
    return { status: 204, body: null };
  });
  const fetch = mockFetch((url, init) => {
    const sent = received(url, init);
    api.requests.push(sent);
    return answer(sent);
  });
  return Object.assign(api, { fetch });
}

export type FakeAdminApi = ReturnType<typeof fakeAdminApi>;
