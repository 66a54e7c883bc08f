/**
 * The admin API of one content type as RTK Query endpoints, made from its declaration (one factory
 * instead of a slice per type): the list, one item, create, save over the version read (`If-Match`),
 * delete into the Prullenbak and restore, the earlier versions, and the editor's draft and presence
 * (issue 30). Every call goes through `withCsrf` (the CSRF token, a 401 ends the session). A type
 * with calls of its own (the rooster import, "Dienst kopiëren") injects those next to these.
 */
import type { ContentRevision, TrashItem } from '@kerk/kit/api-types';
import type { ContentType } from '@kerk/kit/content-types';
import { baseApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../admin-session';
import { WAITING_DRAFTS } from '../drafts-api';

/** Every edited item: its id, its version (the ETag) and who saved it when. */
export interface EditedItem {
  id: number;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

export type ListArgs = Record<string, string | number | boolean>;
export interface ListAnswer<Item> {
  data: Item[];
  meta?: { page: number; pageSize: number; total: number };
}

/** An editor's draft of an item, as the API keeps it. */
export interface Draft {
  values: Record<string, unknown>;
  /** The item's values when the form started (null for a new item). */
  base: Record<string, unknown> | null;
  baseVersion: number | null;
  savedAt: string;
}

import type { Presence } from './use-presence';

export type { Presence };

/** `12`, or `nieuw` for a new item. */
export type DraftRef = number | 'nieuw';

export type Body = Record<string, unknown>;

/** A draft to keep: the form's values, what it started from, and that version. */
export interface SaveDraftArgs {
  ref: DraftRef;
  values: Body;
  base: Body | null;
  baseVersion: number | null;
  /** Sent while the page unloads: the request must outlive it. */
  keepalive?: boolean;
}

const query = (args: ListArgs) => new URLSearchParams(Object.entries(args).map(([key, value]) => [key, String(value)])).toString();

/** The endpoints of `type`, named `<kind>…` in the kit's one api. */
export function createCollectionApi<Item extends EditedItem>(type: ContentType) {
  const base = `/admin/${type.resource}`;
  const ITEMS = `admin-${type.kind}`;
  const TRASH = `trash-${type.kind}`;
  const k = type.kind;
  const api = baseApi.enhanceEndpoints({ addTagTypes: [ITEMS, TRASH, WAITING_DRAFTS] }).injectEndpoints({
    endpoints: (build) => ({
      [`${k}List`]: build.query<ListAnswer<Item>, ListArgs>({
        // A paged answer stays `{ data, meta }`; a whole list (the team, the churches) becomes `{ data }` too.
        queryFn: async (args, api, extra, baseQuery) => {
          const answer = await withCsrf<ListArgs, ListAnswer<Item> | Item[]>((a) => ({ url: `${base}?${query(a)}` }))(args, api, extra, baseQuery);
          return answer.error ? answer : { data: Array.isArray(answer.data) ? { data: answer.data } : answer.data };
        },
        keepUnusedDataFor: 0,
        providesTags: [ITEMS],
      }),
      [`${k}Item`]: build.query<Item, number>({
        queryFn: withCsrf<number, Item>((id) => ({ url: `${base}/${id}` })),
        keepUnusedDataFor: 0,
        providesTags: [ITEMS],
      }),
      [`${k}Create`]: build.mutation<Item, Body>({
        queryFn: withCsrf<Body, Item>((body) => ({ url: base, method: 'POST', body })),
        // Saving clears the editor's draft on the server: the drafts waiting follow.
        invalidatesTags: [ITEMS, WAITING_DRAFTS],
      }),
      [`${k}Save`]: build.mutation<Item, { id: number; version: number; values: Body }>({
        queryFn: withCsrf<{ id: number; version: number; values: Body }, Item>(({ id, version, values }) => ({ url: `${base}/${id}`, method: 'PUT', body: values, headers: ifMatch(version) })),
        invalidatesTags: [ITEMS, WAITING_DRAFTS],
      }),
      [`${k}Remove`]: build.mutation<{ trashId: number }, number>({
        queryFn: withCsrf<number, { trashId: number }>((id) => ({ url: `${base}/${id}`, method: 'DELETE' })),
        invalidatesTags: [ITEMS, TRASH],
      }),
      [`${k}Trash`]: build.query<TrashItem[], void>({
        queryFn: withCsrf<void, TrashItem[]>(() => ({ url: `${base}/prullenbak` })),
        keepUnusedDataFor: 0,
        providesTags: [TRASH],
      }),
      [`${k}Restore`]: build.mutation<Item, number>({
        queryFn: withCsrf<number, Item>((trashId) => ({ url: `${base}/prullenbak/${trashId}/restore`, method: 'POST' })),
        invalidatesTags: [ITEMS, TRASH],
      }),
      [`${k}Revisions`]: build.query<ContentRevision[], number>({
        queryFn: withCsrf<number, ContentRevision[]>((id) => ({ url: `${base}/${id}/revisions` })),
        keepUnusedDataFor: 0,
        providesTags: [ITEMS],
      }),
      [`${k}RestoreRevision`]: build.mutation<Item, { id: number; revisionId: number; version: number }>({
        queryFn: withCsrf<{ id: number; revisionId: number; version: number }, Item>(({ id, revisionId, version }) => ({
          url: `${base}/${id}/revisions/${revisionId}/restore`,
          method: 'POST',
          headers: ifMatch(version),
        })),
        invalidatesTags: [ITEMS],
      }),
      [`${k}Draft`]: build.query<{ draft: Draft | null; others: Presence[] }, DraftRef>({
        queryFn: withCsrf<DraftRef, { draft: Draft | null; others: Presence[] }>((ref) => ({ url: `${base}/drafts/${ref}` })),
        keepUnusedDataFor: 0,
      }),
      [`${k}SaveDraft`]: build.mutation<{ savedAt: string; others: Presence[] }, SaveDraftArgs>({
        queryFn: withCsrf<SaveDraftArgs, { savedAt: string; others: Presence[] }>(({ ref, values, base: from, baseVersion, keepalive }) => ({
          url: `${base}/drafts/${ref}`,
          method: 'PUT',
          body: { values, base: from, baseVersion },
          ...(keepalive ? { keepalive } : {}),
        })),
      }),
      [`${k}DiscardDraft`]: build.mutation<null, DraftRef>({
        queryFn: withCsrf<DraftRef, null>((ref) => ({ url: `${base}/drafts/${ref}`, method: 'DELETE' })),
        invalidatesTags: [WAITING_DRAFTS],
      }),
      [`${k}Presence`]: build.mutation<{ others: Presence[] }, { ref: DraftRef; leaving?: boolean }>({
        queryFn: withCsrf<{ ref: DraftRef; leaving?: boolean }, { others: Presence[] }>(({ ref, leaving }) => ({
          url: `${base}/presence/${ref}`,
          method: 'POST',
          body: leaving ? { leaving: true } : {},
        })),
      }),
    }),
  });
  // The names are made from the kind, so TypeScript cannot see them: the hooks are typed here once.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const endpoint = (name: string) => (api.endpoints as Record<string, any>)[`${k}${name}`];
  type Query<Arg, Data> = (arg: Arg, options?: { skip?: boolean }) => { data?: Data; currentData?: Data; isLoading: boolean; isFetching: boolean; isError: boolean; error?: unknown; refetch: () => Promise<unknown> };
  type Mutation<Arg, Data> = () => readonly [(arg: Arg) => { unwrap(): Promise<Data> }, { isLoading: boolean }];
  return {
    type,
    useList: endpoint('List').useQuery as Query<ListArgs, ListAnswer<Item>>,
    useItem: endpoint('Item').useQuery as Query<number, Item>,
    /** Reads an item afresh (after a 409: the version someone else saved). */
    useLazyItem: endpoint('Item').useLazyQuery as () => readonly [(id: number, preferCache?: boolean) => { unwrap(): Promise<Item> }, unknown],
    useCreate: endpoint('Create').useMutation as Mutation<Body, Item>,
    useSave: endpoint('Save').useMutation as Mutation<{ id: number; version: number; values: Body }, Item>,
    useRemove: endpoint('Remove').useMutation as Mutation<number, { trashId: number }>,
    useTrash: endpoint('Trash').useQuery as Query<void, TrashItem[]>,
    useRestore: endpoint('Restore').useMutation as Mutation<number, Item>,
    useRevisions: endpoint('Revisions').useQuery as Query<number, ContentRevision[]>,
    useRestoreRevision: endpoint('RestoreRevision').useMutation as Mutation<{ id: number; revisionId: number; version: number }, Item>,
    useDraft: endpoint('Draft').useQuery as Query<DraftRef, { draft: Draft | null; others: Presence[] }>,
    useSaveDraft: endpoint('SaveDraft').useMutation as Mutation<SaveDraftArgs, { savedAt: string; others: Presence[] }>,
    useDiscardDraft: endpoint('DiscardDraft').useMutation as Mutation<DraftRef, null>,
    usePresence: endpoint('Presence').useMutation as Mutation<{ ref: DraftRef; leaving?: boolean }, { others: Presence[] }>,
    /** The tag the type's own endpoints invalidate so the list and the item follow. */
    itemsTag: ITEMS,
  };
}

export type CollectionApi<Item extends EditedItem> = ReturnType<typeof createCollectionApi<Item>>;
