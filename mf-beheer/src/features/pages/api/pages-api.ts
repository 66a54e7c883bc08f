/**
 * The page-editing endpoints of the admin API (`/api/admin/pages`, issue 15), injected into the
 * kit's one base api. State-changing calls carry the session's CSRF token; publish and restore
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

// The contract's shapes, declared once in the kit (the API validates with the same schemas).
export type { EditablePage, EditablePartial };
export type PageSummary = EditablePageSummary;
/** What the editor sends (a draft, a publish). */
export type PageTexts = PageEditBody;
export type Draft = PageDraft;
export type RevisionSummary = PageRevisionSummary;
export type Revision = PageRevision;

interface Data<T> {
  data: T;
}

const base = (name: string) => `/admin/pages/${encodeURIComponent(name)}`;
const csrf = (token: string | undefined): Record<string, string> => (token ? { 'X-CSRF-Token': token } : {});
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** Every write carries the session's token for the admin guard. */
interface Write {
  name: string;
  csrfToken?: string;
}

export const pagesApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminPages', 'AdminPage', 'AdminRevisions'] }).injectEndpoints({
  endpoints: (build) => ({
    listPages: build.query<PageSummary[], void>({
      query: () => '/admin/pages',
      transformResponse: (answer: Data<PageSummary[]>) => answer.data,
      providesTags: ['AdminPages'],
    }),
    getEditablePage: build.query<EditablePage, string>({
      query: (name) => base(name),
      transformResponse: (answer: Data<EditablePage>) => answer.data,
      providesTags: (_r, _e, name) => [{ type: 'AdminPage', id: name }],
    }),
    saveDraft: build.mutation<Draft, Write & { texts: PageTexts }>({
      query: ({ name, csrfToken, texts }) => ({ url: `${base(name)}/draft`, method: 'PUT', body: texts, headers: csrf(csrfToken) }),
      transformResponse: (answer: Data<Draft>) => answer.data,
      invalidatesTags: ['AdminPages'],
    }),
    discardDraft: build.mutation<null, Write>({
      query: ({ name, csrfToken }) => ({ url: `${base(name)}/draft`, method: 'DELETE', headers: csrf(csrfToken) }),
      invalidatesTags: (_r, _e, { name }) => ['AdminPages', { type: 'AdminPage', id: name }],
    }),
    publishPage: build.mutation<EditablePage, Write & { texts: PageTexts; version: number }>({
      query: ({ name, csrfToken, texts, version }) => ({
        url: `${base(name)}/publish`,
        method: 'POST',
        body: texts,
        headers: { ...csrf(csrfToken), ...ifMatch(version) },
      }),
      transformResponse: (answer: Data<EditablePage>) => answer.data,
      invalidatesTags: (_r, _e, { name }) => ['AdminPages', { type: 'AdminRevisions', id: name }, { type: 'Page', id: name }, 'Footer'],
    }),
    listRevisions: build.query<RevisionSummary[], string>({
      query: (name) => `${base(name)}/revisions`,
      transformResponse: (answer: Data<RevisionSummary[]>) => answer.data,
      providesTags: (_r, _e, name) => [{ type: 'AdminRevisions', id: name }],
    }),
    getRevision: build.query<Revision, { name: string; id: number }>({
      query: ({ name, id }) => `${base(name)}/revisions/${id}`,
      transformResponse: (answer: Data<Revision>) => answer.data,
    }),
    restoreRevision: build.mutation<EditablePage, Write & { id: number; version: number }>({
      query: ({ name, csrfToken, id, version }) => ({
        url: `${base(name)}/revisions/${id}/restore`,
        method: 'POST',
        body: {},
        headers: { ...csrf(csrfToken), ...ifMatch(version) },
      }),
      transformResponse: (answer: Data<EditablePage>) => answer.data,
      invalidatesTags: (_r, _e, { name }) => ['AdminPages', { type: 'AdminRevisions', id: name }, { type: 'Page', id: name }, 'Footer'],
    }),
  }),
});

export const {
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
