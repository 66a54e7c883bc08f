/**
 * Saving over a version, for both forms of the section. The form starts from what was loaded
 * (`base`, kept while the form is open, so a later answer of the GET never wipes what is being
 * typed) and a save sends that version. Its outcome:
 * - saved: the form starts again from the answer, with a message and "Ongedaan maken" (which puts
 *   the previous values back in the form and saves them), or "nothing changed";
 * - 409, someone else saved in between: their values are fetched and shown next to the editor's
 *   own, who then takes theirs, or saves their own over the new version on purpose;
 * - 400: the API's Dutch message per field; anything else one Dutch sentence.
 */
import type { ApiError } from '@kerk/kit/http';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';

import { siteSettingsTexts as t } from '../../../texts';

type Outcome<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

export interface VersionedSaveOptions<T extends { version: string }, V> {
  /** The last answer of the GET. */
  data: T | undefined;
  /** Asks the GET again (after a 409: what is stored now). */
  refetch: () => { unwrap: () => Promise<T> };
  save: (values: V, version: string) => Promise<Outcome<T>>;
  /** The form's values of an answer. */
  valuesOf: (answer: T) => V;
  /** The sentence after a save. */
  savedMessage: string;
}

export interface Notice<V> {
  text: string;
  /** The values before the save, for "Ongedaan maken". */
  previous?: V;
}

/** Failures as final-form submit errors: per field for a 400, else one sentence (the API's when it sent one). */
function toSubmitErrors(error: ApiError): SubmissionErrors {
  if (error.status === 400 && error.fields) return { ...error.fields, [FORM_ERROR]: error.message };
  return { [FORM_ERROR]: error.status && error.status < 500 && error.message ? error.message : t.failed };
}

export function useVersionedSave<T extends { version: string }, V>({ data, refetch, save, valuesOf, savedMessage }: VersionedSaveOptions<T, V>) {
  const [base, setBase] = useState<T | null>(data ?? null);
  const [conflict, setConflict] = useState<T | null>(null);
  const [notice, setNotice] = useState<Notice<V> | null>(null);
  /** What the next submit is: an ordinary save, the editor's own over a conflict, or an undo. */
  const next = useRef<'save' | 'overwrite' | 'undo'>('save');
  if (!base && data) setBase(data);

  async function submit(values: V): Promise<SubmissionErrors | undefined> {
    const mode = next.current;
    next.current = 'save';
    const version = mode === 'overwrite' && conflict ? conflict.version : base?.version;
    if (!base || !version) return undefined;
    setNotice(null);
    const result = await save(values, version);
    if (result.data) {
      // The server keeps the version when nothing changed (and records nothing).
      const unchanged = result.data.version === version;
      setBase(result.data);
      setConflict(null);
      setNotice(unchanged ? { text: t.noChanges } : mode === 'undo' ? { text: t.undone } : { text: savedMessage, previous: valuesOf(base) });
      return undefined;
    }
    const error = result.error as ApiError;
    if (error.status === 409) {
      // The conflict notice says it, with the other person's values; without them, the API's sentence.
      const theirs = await refetch().unwrap().catch(() => null);
      setConflict(theirs);
      if (theirs) return undefined;
    }
    return toSubmitErrors(error);
  }

  return {
    /** What the form starts from (null until loaded). */
    base,
    /** What someone else saved, after a 409. */
    conflict,
    notice,
    submit,
    /** Makes the next submit save over the other person's version (after a 409). */
    overwriteNext: () => void (next.current = 'overwrite'),
    /** Makes the next submit an undo (the caller puts `notice.previous` in the form first). */
    undoNext: () => void (next.current = 'undo'),
    /** After a 409: the form starts again from the other person's values. */
    takeTheirs: () => {
      if (conflict) setBase(conflict);
      setConflict(null);
      setNotice(null);
    },
  };
}

export type VersionedSave<T extends { version: string }, V> = ReturnType<typeof useVersionedSave<T, V>>;
