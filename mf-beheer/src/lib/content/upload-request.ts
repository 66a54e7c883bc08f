/**
 * An upload as a request (issue 30): the file as the body of a POST with XMLHttpRequest, the
 * platform's one way to see how far a request body has gone; its progress, and the API's error.
 */
import type { MediaItem } from '@kerk/kit/api-types';
import { getApiBase, type ApiError } from '@kerk/kit/http';

/** The API's `{ code, message }` of a failed upload, or a Dutch sentence when there was none. */
function failure(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as Partial<ApiError>;
    if (body.message) return { code: String(body.code ?? 'error'), message: body.message, status: xhr.status };
  } catch {
    // not JSON: fall through
  }
  return { code: 'error', message: 'Het uploaden is niet gelukt. Controleer de verbinding en probeer het opnieuw.', status: xhr.status };
}

/**
 * Sends a file as the body of a POST to the admin API (`path` below the API's base, with its query)
 * and reports how much of it has gone; resolves to the answer's `data`, rejects with the API's error.
 */
export function uploadFileWithProgress<T>(path: string, file: File, csrfToken: string | undefined, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getApiBase()}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if (csrfToken) xhr.setRequestHeader('X-CSRF-Token', csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve((JSON.parse(xhr.responseText) as { data: T }).data);
      } else reject(failure(xhr));
    };
    xhr.onerror = () => reject(failure(xhr));
    xhr.send(file);
  });
}

/**
 * Sends a photo to the library (POST /api/admin/media, as `useUploadMediaMutation` does) and reports
 * how much of it has gone; resolves to the library's item, rejects with the API's error.
 */
export const uploadWithProgress = (file: File, alt: string, csrfToken: string | undefined, onProgress: (percent: number) => void): Promise<MediaItem> =>
  uploadFileWithProgress<MediaItem>(`/admin/media?alt=${encodeURIComponent(alt)}&name=${encodeURIComponent(file.name.slice(0, 200))}`, file, csrfToken, onProgress);
