/**
 * The safety under every content form (issue 30): while the editor types, the form's values are
 * kept on the server as their draft (a few seconds after the last change, one save at a time); the
 * form beats every {@link HEARTBEAT_MS} while it is open, and both answers say who else has the item
 * open. Typing lengthens the session (a draft is an admin call); an open form alone does not.
 */
import type { ApiError } from '@kerk/kit/http';
import { useCallback, useRef } from 'react';

import type { CollectionApi, DraftRef, EditedItem, Presence } from './collection-api';
import type { FormValues } from './form-values';
import { useAutosave } from './use-autosave';
import { usePresence } from './use-presence';

export interface ItemDraftOptions<Item extends EditedItem> {
  api: CollectionApi<Item>;
  ref: DraftRef;
  values: FormValues;
  /** What the form started from, kept with the draft for the conflict screen. */
  base: FormValues | null;
  baseVersion: number | null;
  /** The editors already known to have it open (from the draft's first answer). */
  initialOthers?: Presence[];
}

export function useItemDraft<Item extends EditedItem>({ api, ref, values, base, baseVersion, initialOthers = [] }: ItemDraftOptions<Item>) {
  const [saveDraft] = api.useSaveDraft();
  const [beat] = api.usePresence();
  // A new item has nobody else in it: no heartbeat.
  const send = useCallback((leaving: boolean) => beat({ ref, leaving }).unwrap(), [beat, ref]);
  const [others, setOthers] = usePresence(ref === 'nieuw' ? null : send, initialOthers);
  const latest = useRef({ base, baseVersion });
  latest.current = { base, baseVersion };

  const autosave = useAutosave(values, async (current, { keepalive }) => {
    try {
      const answer = await saveDraft({ ref, values: current, ...latest.current, ...(keepalive ? { keepalive } : {}) }).unwrap();
      setOthers(answer.others);
      return { ok: true, savedAt: answer.savedAt };
    } catch (caught) {
      return { ok: false, message: (caught as ApiError).message };
    }
  });

  return { autosave, others };
}
