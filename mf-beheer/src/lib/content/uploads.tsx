/**
 * Photos still uploading, per form (issue 30): "Opslaan" waits for them, with their progress, so an
 * article is never saved without the photo its editor just chose. A photo field reports its upload
 * (`useUploadTracker`); the form reads the total (`useUploadsBusy`). A file chosen but not sent yet
 * is held for "Opslaan", which sends it first (issue 41: `useChosenFile`, `useSendChosenFirst`).
 * The request itself: upload-request.ts.
 */
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

import { contentTexts } from '../../texts';

/**
 * A file a field has chosen but not sent: `send` sends it and resolves to the field's new value, or
 * to the Dutch reason it cannot go along (no description, too large, the upload failed).
 */
export interface ChosenFile {
  /** The field's label, for the form's summary. */
  label: string;
  send: () => Promise<{ value: unknown } | { refused: string }>;
}

interface Tracker {
  begin: () => number;
  progress: (id: number, percent: number) => void;
  end: (id: number) => void;
  /** Holds a field's chosen file for "Opslaan" (null: it holds none now). */
  hold: (name: string, chosen: ChosenFile | null) => void;
  held: () => [string, ChosenFile][];
}

const TrackerContext = createContext<Tracker | null>(null);
const BusyContext = createContext<{ busy: boolean; percent: number }>({ busy: false, percent: 100 });

export function UploadsProvider({ children }: { children: ReactNode }) {
  const [uploads, setUploads] = useState<Record<number, number>>({});
  const next = useRef(1);
  const chosen = useRef(new Map<string, ChosenFile>());
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
      hold: (name, file) => {
        if (file) chosen.current.set(name, file);
        else chosen.current.delete(name);
      },
      held: () => [...chosen.current],
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

/** Holds the field's chosen file (while `chosen` is not null), for the form's "Opslaan" to send first. */
export function useChosenFile(name: string, chosen: ChosenFile | null): void {
  const tracker = useUploadTracker();
  useEffect(() => {
    if (!tracker || !chosen) return undefined;
    tracker.hold(name, chosen);
    return () => tracker.hold(name, null);
  }, [tracker, name, chosen]);
}

/**
 * The form's submit, "Opslaan": first sends every file its fields chose but did not send, then
 * `save`s with their new values. When one cannot go, nothing is saved: the reason shows at its field
 * and in the form's summary, so no save ever drops what the editor chose.
 */
export function useSendChosenFirst<V extends object>(save: (values: V) => Promise<SubmissionErrors | undefined>) {
  const tracker = useUploadTracker();
  return async (values: V): Promise<SubmissionErrors | undefined> => {
    const sent = await Promise.all((tracker?.held() ?? []).map(async ([name, file]) => ({ name, label: file.label, result: await file.send() })));
    const refused = sent.flatMap(({ name, label, result }) => ('refused' in result ? [{ name, label, message: result.refused }] : []));
    if (refused.length > 0) {
      const labels = new Intl.ListFormat('nl', { type: 'conjunction' }).format(refused.map((r) => `"${r.label}"`));
      return { ...Object.fromEntries(refused.map((r) => [r.name, r.message])), [FORM_ERROR]: contentTexts.upload.refused(labels) };
    }
    return save({ ...values, ...Object.fromEntries(sent.map(({ name, result }) => [name, 'value' in result ? result.value : undefined])) });
  };
}

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
