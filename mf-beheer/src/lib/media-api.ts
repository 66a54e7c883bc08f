/**
 * The media library's admin calls (/api/admin/media, issue 16), every one through `withCsrf`. An
 * upload sends the photo's own bytes (the kit's request passes a File through as it is), the alt
 * text and file name in the query.
 */
import type { ListMeta, MediaItem, MediaUpload } from '@kerk/kit/api-types';
import { baseApi } from '@kerk/kit/store';

import { mediaTexts } from '../texts/media';
import { withCsrf } from './admin-session';

export type { MediaItem, MediaUpload, MediaUsage } from '@kerk/kit/api-types';

export interface MediaPage {
  data: MediaItem[];
  meta: ListMeta;
}

export const MEDIA_PAGE_SIZE = 24;
/** What the API takes, checked before sending so a volunteer hears at once (the API checks again). */
export { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '@kerk/kit/editing';

const mediaApiWithTags = baseApi.enhanceEndpoints({ addTagTypes: ['Media'] });

export const mediaApi = mediaApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    mediaList: build.query<MediaPage, number>({
      queryFn: withCsrf<number, MediaPage>((page) => ({ url: `/admin/media?page=${page}&pageSize=${MEDIA_PAGE_SIZE}` })),
      providesTags: ['Media'],
      keepUnusedDataFor: 0,
    }),
    uploadMedia: build.mutation<MediaUpload, { file: File; alt: string }>({
      queryFn: withCsrf<{ file: File; alt: string }, MediaUpload>(({ file, alt }) => ({
        url: `/admin/media?alt=${encodeURIComponent(alt)}&name=${encodeURIComponent(file.name.slice(0, 200))}`,
        method: 'POST',
        body: file,
      })),
      invalidatesTags: ['Media'],
    }),
    updateMediaAlt: build.mutation<MediaItem, { id: number; alt: string }>({
      queryFn: withCsrf<{ id: number; alt: string }, MediaItem>(({ id, alt }) => ({ url: `/admin/media/${id}`, method: 'PATCH', body: { alt } })),
      invalidatesTags: ['Media'],
    }),
    /** A new focal point (whole percentages); the API cuts the link preview again around it. */
    updateMediaFocus: build.mutation<MediaItem, { id: number; focusX: number; focusY: number }>({
      queryFn: withCsrf<{ id: number; focusX: number; focusY: number }, MediaItem>(({ id, focusX, focusY }) => ({ url: `/admin/media/${id}`, method: 'PATCH', body: { focusX, focusY } })),
      invalidatesTags: ['Media'],
    }),
    deleteMedia: build.mutation<null, number>({
      queryFn: withCsrf<number, null>((id) => ({ url: `/admin/media/${id}`, method: 'DELETE' })),
      invalidatesTags: ['Media'],
    }),
  }),
});

export const { useMediaListQuery, useUploadMediaMutation, useUpdateMediaAltMutation, useUpdateMediaFocusMutation, useDeleteMediaMutation } = mediaApi;

/**
 * What to tell the editor about an upload's answer: null for a new photo; for one the library held
 * already (the same file), which photo it is, and, when the description typed for it differs, that
 * the library's description stays (the API never writes over it). `place`: a form's photo field (the
 * library's photo is chosen) or the library itself (it is shown marked).
 */
export function duplicateNotice(answer: MediaItem | MediaUpload, typedAlt: string, place: 'field' | 'library'): string | null {
  if (!('duplicate' in answer) || !answer.duplicate) return null;
  const t = mediaTexts.duplicate;
  const notice = place === 'field' ? t.chosen(answer.alt) : t.shown(answer.alt);
  const typed = typedAlt.trim();
  if (!typed || typed === answer.alt) return notice;
  return `${notice} ${t.altKept(typed)} ${place === 'field' ? t.changeInLibrary : t.changeBelow}`;
}
