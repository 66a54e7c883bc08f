/**
 * Photos still uploading, per form (issue 30): "Opslaan" waits for them, with their progress, so an
 * article is never saved without the photo its editor just chose. A photo field reports its upload
 * (`useUploadTracker`); the form reads the total (`useUploadsBusy`). The upload itself goes with
 * XMLHttpRequest, the platform's one way to see how far a request body has gone.
 */
import type { MediaItem } from '@kerk/kit/api-types';
import { getApiBase, type ApiError } from '@kerk/kit/http';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

interface Tracker {
  begin: () => number;
  progress: (id: number, percent: number) => void;
  end: (id: number) => void;
}

const TrackerContext = createContext<Tracker | null>(null);
const BusyContext = createContext<{ busy: boolean; percent: number }>({ busy: false, percent: 100 });

export function UploadsProvider({ children }: { children: ReactNode }) {
  const [uploads, setUploads] = useState<Record<number, number>>({});
  const next = useRef(1);
  const tracker = useMemo<Tracker>(
    () => ({
      begin: () => {
        const id = next.current++;
        setUploads((u) => ({ ...u, [id]: 0 }));
        return id;
      },
      progress: (id, percent) => setUploads((u) => (id in u ? { ...u, [id]: percent } : u)),
      end: (id) =>
        setUploads((u) => {
          const { [id]: _done, ...rest } = u;
          return rest;
        }),
    }),
    [],
  );
  const values = Object.values(uploads);
  const busy = useMemo(() => ({ busy: values.length > 0, percent: values.length ? Math.floor(values.reduce((a, b) => a + b, 0) / values.length) : 100 }), [values.length, values.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <TrackerContext.Provider value={tracker}>
      <BusyContext.Provider value={busy}>{children}</BusyContext.Provider>
    </TrackerContext.Provider>
  );
}

/** The form's uploads, for a photo field (null outside a form with uploads, e.g. the media library). */
export const useUploadTracker = (): Tracker | null => useContext(TrackerContext);

/** Whether a photo is still uploading in this form, and how far (0–100). */
export const useUploadsBusy = () => useContext(BusyContext);

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

/** Runs an upload as one of the form's (when in a form): begun, its progress, ended either way. */
export function useTrackedUpload() {
  const tracker = useUploadTracker();
  const [percent, setPercent] = useState<number | null>(null);
  const run = useCallback(
    async <T,>(upload: (onProgress: (percent: number) => void) => Promise<T>): Promise<T> => {
      const id = tracker?.begin();
      setPercent(0);
      try {
        return await upload((p) => {
          setPercent(p);
          if (id !== undefined) tracker?.progress(id, p);
        });
      } finally {
        if (id !== undefined) tracker?.end(id);
        setPercent(null);
      }
    },
    [tracker],
  );
  return { run, percent };
}
