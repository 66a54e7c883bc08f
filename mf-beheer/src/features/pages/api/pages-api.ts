/**
 * The page-editing endpoints of the admin API (`/api/admin/pages`, issue 15), injected into the
 * kit's one base api. Every call goes through `withCsrf` (the session's CSRF token on a change; a
 * 401 returns the app to the sign-in screen, the typed text kept in the draft); publish and restore
 * carry the version the editor started from as `If-Match`, so nobody's newer text is overwritten.
 */
import type {
  EditablePage,
  EditablePageSummary,
  EditablePartial,
  PageDraft,
  PageEditBody,
  PageRevision,
  PageRevisionSummary,
} from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { ifMatch, withCsrf } from '../../../lib/admin-session';
import { WAITING_DRAFTS } from '../../../lib/drafts-api';

// The contract's shapes, declared once in the kit (the API validates with the same schemas).
export type { EditablePage, EditablePartial };
export type PageSummary = EditablePageSummary;
/** What the editor sends (a draft, a publish). */
export type PageTexts = PageEditBody;
export type Draft = PageDraft;
export type RevisionSummary = PageRevisionSummary;
export type Revision = PageRevision;

const base = (name: string) => `/admin/pages/${encodeURIComponent(name)}`;

/** Every write names its page. */
interface Write {
  name: string;
}

export const pagesApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminPages', 'AdminPage', 'AdminRevisions', WAITING_DRAFTS] }).injectEndpoints({
  endpoints: (build) => ({
    listPages: build.query<PageSummary[], void>({
      queryFn: withCsrf<void, PageSummary[]>(() => ({ url: '/admin/pages' })),
      providesTags: ['AdminPages'],
    }),
    getEditablePage: build.query<EditablePage, string>({
      queryFn: withCsrf<string, EditablePage>((name) => ({ url: base(name) })),
      providesTags: (_r, _e, name) => [{ type: 'AdminPage', id: name }],
    }),
    saveDraft: build.mutation<Draft, Write & { texts: PageTexts; keepalive?: boolean }>({
      queryFn: withCsrf<Write & { texts: PageTexts; keepalive?: boolean }, Draft>(({ name, texts, keepalive }) => ({ url: `${base(name)}/draft`, method: 'PUT', body: texts, ...(keepalive ? { keepalive } : {}) })),
      invalidatesTags: ['AdminPages'],
    }),
    discardDraft: build.mutation<null, Write>({
      queryFn: withCsrf<Write, null>(({ name }) => ({ url: `${base(name)}/draft`, method: 'DELETE' })),
      invalidatesTags: (_r, _e, { name }) => ['AdminPages', { type: 'AdminPage', id: name }, WAITING_DRAFTS],
    }),
    publishPage: build.mutation<EditablePage, Write & { texts: PageTexts; version: number }>({
      queryFn: withCsrf<Write & { texts: PageTexts; version: number }, EditablePage>(({ name, texts, version }) => ({
        url: `${base(name)}/publish`,
        method: 'POST',
        body: texts,
        headers: ifMatch(version),
      })),
      // Publishing uses the page's draft up (the server removes it).
      invalidatesTags: (_r, _e, { name }) => ['AdminPages', { type: 'AdminRevisions', id: name }, { type: 'Page', id: name }, 'Footer', WAITING_DRAFTS],
    }),
    /** A heartbeat while the page is open (or `leaving`); who else has it open. */
    pagePresence: build.mutation<{ others: { email: string; seenAt: string }[] }, { name: string; leaving?: boolean }>({
      queryFn: withCsrf<{ name: string; leaving?: boolean }, { others: { email: string; seenAt: string }[] }>(({ name, leaving }) => ({
        url: `/admin/pages/${encodeURIComponent(name)}/presence`,
        method: 'POST',
        body: leaving ? { leaving: true } : {},
      })),
    }),
    listRevisions: build.query<RevisionSummary[], string>({
      queryFn: withCsrf<string, RevisionSummary[]>((name) => ({ url: `${base(name)}/revisions` })),
      providesTags: (_r, _e, name) => [{ type: 'AdminRevisions', id: name }],
    }),
    getRevision: build.query<Revision, { name: string; id: number }>({
      queryFn: withCsrf<{ name: string; id: number }, Revision>(({ name, id }) => ({ url: `${base(name)}/revisions/${id}` })),
    }),
    restoreRevision: build.mutation<EditablePage, Write & { id: number; version: number }>({
      queryFn: withCsrf<Write & { id: number; version: number }, EditablePage>(({ name, id, version }) => ({
        url: `${base(name)}/revisions/${id}/restore`,
        method: 'POST',
        body: {},
        headers: ifMatch(version),
      })),
      invalidatesTags: (_r, _e, { name }) => ['AdminPages', { type: 'AdminRevisions', id: name }, { type: 'Page', id: name }, 'Footer'],
    }),
  }),
});

export const {
  usePagePresenceMutation,
  useListPagesQuery,
  useGetEditablePageQuery,
  useLazyGetEditablePageQuery,
  useSaveDraftMutation,
  useDiscardDraftMutation,
  usePublishPageMutation,
  useListRevisionsQuery,
  useGetRevisionQuery,
  useRestoreRevisionMutation,
} = pagesApi;
