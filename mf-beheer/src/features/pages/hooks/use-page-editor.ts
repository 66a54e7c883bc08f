/**
 * The state of one page's edit screen: the texts being edited (the draft if there is one), the
 * version they started from, autosave as a draft, publishing with `If-Match` and its 409, and
 * loading another version into the editors (after a publish, a discard, a restore, "theirs").
 */
import type { ApiError } from '@kerk/kit/http';
import { useRef, useState } from 'react';

import { contentTexts, pagesTexts } from '../../../texts';
import { useSignedInAgain } from '../../../lib/use-signed-in-again';
import {
  useDiscardDraftMutation,
  useLazyGetEditablePageQuery,
  usePublishPageMutation,
  useSaveDraftMutation,
  type Draft,
  type EditablePage,
  type PageTexts,
} from '../api/pages-api';
import { useAutosave } from '../../../lib/content/use-autosave';

export const textsOf = (page: EditablePage, draft: Draft | null): PageTexts => ({
  metaTitle: draft?.metaTitle ?? page.metaTitle,
  metaDescription: draft?.metaDescription ?? page.metaDescription,
  partials: Object.fromEntries(page.partials.map((p) => [p.name, draft?.partials[p.name] ?? p.content])),
});

export type Outcome =
  | { kind: 'draft-restored'; draft: Draft }
  | { kind: 'published' }
  | { kind: 'discarded' }
  | { kind: 'restored'; version: number }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string; theirs: EditablePage }
  | null;

export function usePageEditor(loaded: EditablePage) {
  const name = loaded.name;
  const [live, setLive] = useState(loaded);
  const [baseVersion, setBaseVersion] = useState(loaded.draft?.baseVersion ?? loaded.version);
  const [texts, setTexts] = useState(() => textsOf(loaded, loaded.draft));
  const [hasDraft, setHasDraft] = useState(Boolean(loaded.draft));
  const [editorKey, setEditorKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(loaded.draft ? { kind: 'draft-restored', draft: loaded.draft } : null);
  const [saveDraft] = useSaveDraftMutation();
  const [discardDraft] = useDiscardDraftMutation();
  const [publishPage, { isLoading: publishing }] = usePublishPageMutation();
  const [fetchPage] = useLazyGetEditablePageQuery();

  const autosave = useAutosave(texts, async (value, { keepalive }) => {
    const result = await saveDraft({ name, texts: value, ...(keepalive ? { keepalive } : {}) });
    if (result.error) {
      const error = result.error as ApiError;
      setFieldErrors(error.fields ?? {});
      return { ok: false, message: error.message };
    }
    setFieldErrors({});
    setHasDraft(true);
    return { ok: true, savedAt: result.data.updatedAt };
  });

  /** Shows `page` (published) in the editors, with nothing left to save. */
  const load = (page: EditablePage, next: Outcome) => {
    const fresh = textsOf(page, null);
    setLive(page);
    setBaseVersion(page.version);
    setTexts(fresh);
    autosave.reset(fresh);
    setHasDraft(false);
    setFieldErrors({});
    setEditorKey((k) => k + 1);
    setOutcome(next);
  };

  // What is on screen now, for a publish that goes after signing in again (a render later than the click).
  const current = useRef(texts);
  current.current = texts;
  const refusedBySession = useRef<number | null>(null);
  useSignedInAgain(() => {
    void autosave.flush();
    const version = refusedBySession.current;
    refusedBySession.current = null;
    if (version !== null) void publish(version);
  });

  const publish = async (version = baseVersion) => {
    await autosave.flush();
    const result = await publishPage({ name, texts: current.current, version });
    if (!result.error) return load(result.data, { kind: 'published' });
    const error = result.error as ApiError;
    if (error.status === 401) {
      refusedBySession.current = version;
      return setOutcome({ kind: 'error', message: contentTexts.session.resumes });
    }
    if (error.status === 409) {
      // The 409 names who and when; the version now live comes fresh from the server.
      const theirs = await fetchPage(name, false);
      if (theirs.data) return setOutcome({ kind: 'conflict', message: error.message, theirs: theirs.data });
    }
    setFieldErrors(error.fields ?? {});
    setOutcome({ kind: 'error', message: pagesTexts.publishFailed(error.message) });
  };

  const discard = async () => {
    const result = await discardDraft({ name });
    if (result.error) return setOutcome({ kind: 'error', message: (result.error as ApiError).message });
    load(live, { kind: 'discarded' });
  };

  const takeTheirs = async (theirs: EditablePage) => {
    await discardDraft({ name });
    load(theirs, null);
  };

  return {
    live,
    texts,
    hasDraft,
    editorKey,
    fieldErrors,
    outcome,
    publishing,
    autosave,
    /** Texts on screen that are not published. */
    unpublished: JSON.stringify(texts) !== JSON.stringify(textsOf(live, null)),
    setMeta: (field: 'metaTitle' | 'metaDescription', value: string) => setTexts((t) => ({ ...t, [field]: value })),
    setPartial: (partial: string, value: string) => setTexts((t) => ({ ...t, partials: { ...t.partials, [partial]: value } })),
    publish,
    discard,
    takeTheirs,
    restored: (page: EditablePage, version: number) => load(page, { kind: 'restored', version }),
  };
}
