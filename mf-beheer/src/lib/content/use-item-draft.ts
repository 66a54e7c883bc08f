/**
 * The safety under every content form (issue 30): while the editor types, the form's values are
 * kept on the server as their draft (a few seconds after the last change, one save at a time); the
 * form beats every {@link HEARTBEAT_MS} while it is open, and both answers say who else has the item
 * open. Typing lengthens the session (a draft is an admin call); an open form alone does not.
 */
import type { ApiError } from '@kerk/kit/http';
import { useEffect, useRef, useState } from 'react';

import type { CollectionApi, DraftRef, EditedItem, Presence } from './collection-api';
import type { FormValues } from './form-values';
import { useAutosave } from './use-autosave';

export const HEARTBEAT_MS = 20_000;

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
  const [others, setOthers] = useState<Presence[]>(initialOthers);
  const latest = useRef({ base, baseVersion });
  latest.current = { base, baseVersion };

  const autosave = useAutosave(values, async (current) => {
    try {
      const answer = await saveDraft({ ref, values: current, ...latest.current }).unwrap();
      setOthers(answer.others);
      return { ok: true, savedAt: answer.savedAt };
    } catch (caught) {
      return { ok: false, message: (caught as ApiError).message };
    }
  });

  // A new item has nobody else in it: no heartbeat.
  useEffect(() => {
    if (ref === 'nieuw') return undefined;
    const send = () => {
      if (document.visibilityState === 'hidden') return;
      beat({ ref })
        .unwrap()
        .then((answer) => setOthers(answer.others))
        .catch(() => undefined);
    };
    send();
    const timer = setInterval(send, HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      beat({ ref, leaving: true });
    };
  }, [ref, beat]);

  return { autosave, others };
}
