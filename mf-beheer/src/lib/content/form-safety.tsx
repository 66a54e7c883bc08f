/**
 * Under every content form: the draft's state ("Concept opgeslagen om 06.35"), who else has the item
 * open, a photo still uploading, and "Opslaan", which waits for that photo, or uploads a photo
 * chosen but not uploaded first (content/uploads.tsx), with its progress. While the form holds
 * input that is not saved, leaving asks first (leave-guard.tsx); after signing in again the draft
 * that the ended session refused is written.
 */
import { formatTime } from '@kerk/kit/dates';
import { Alert, Button } from '@kerk/kit/design-system';
import { css } from '@emotion/react';
import { useFormState } from 'react-final-form';

import { contentTexts as t } from '../../texts';
import type { CollectionApi, EditedItem, Presence } from './collection-api';
import { useSignedInAgain } from '../use-signed-in-again';
import { differs, type FormValues } from './form-values';
import { useLeaveGuard } from './leave-guard';
import { useUploadsBusy } from './uploads';
import { useItemDraft } from './use-item-draft';

/** What the form needs of its draft's writes around its own save. */
export interface DraftWrites {
  settle: () => Promise<void>;
  reset: (values: FormValues) => void;
}

/** True when `values` hold input that `stored` (what the form was opened with) does not. */
const unsavedInput = (values: FormValues, stored: FormValues) => [...new Set([...Object.keys(values), ...Object.keys(stored)])].some((name) => differs(values[name], stored[name]));

/** Keeps the draft and shows its state, who else is here, and the uploads' progress. */
export function Safety<Item extends EditedItem>({ api, refKey, others: initialOthers, base, baseVersion, savedRef }: {
  api: CollectionApi<Item>;
  refKey: number | 'nieuw';
  others: Presence[];
  base: FormValues;
  baseVersion: number | null;
  /** Set here: the form settles the draft's writes before it saves, and resets with the values it saved, so they are not kept as a draft again. */
  savedRef: { current: DraftWrites | null };
}) {
  const { values, submitting } = useFormState<FormValues>({ subscription: { values: true, submitting: true } });
  const { autosave, others } = useItemDraft({ api, ref: refKey, values, base, baseVersion, initialOthers });
  savedRef.current = { settle: autosave.settle, reset: autosave.reset };
  useLeaveGuard(unsavedInput(values, base));
  useSignedInAgain(() => void autosave.flush());
  const uploads = useUploadsBusy();
  const state = autosave.state;
  const upload = submitting ? t.upload.beforeSave : t.upload.busy;
  return (
    <>
      {others.length > 0 ? <Alert tone="info">{t.presence(others.map((o) => o.email).join(' en '))}</Alert> : null}
      <p role="status" css={(th) => css`margin: 0; color: ${th.colors.textMuted};`}>
        {uploads.busy ? upload(uploads.percent) : state.status === 'saving' ? t.draft.saving : state.status === 'saved' ? t.draft.saved(formatTime(state.savedAt)) : state.status === 'failed' ? t.draft.failed : ''}
      </p>
    </>
  );
}

export function SaveButton() {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const uploads = useUploadsBusy();
  // While "Opslaan" itself uploads a chosen photo it is submitting: nothing to wait for then.
  const waiting = uploads.busy && !submitting;
  return (
    <Button type="submit" disabled={submitting || uploads.busy} aria-describedby={waiting ? 'opslaan-wacht' : undefined}>
      {submitting ? t.saving : t.save}
      {waiting ? (
        <span id="opslaan-wacht" hidden>
          {t.upload.saveDisabled}
        </span>
      ) : null}
    </Button>
  );
}

