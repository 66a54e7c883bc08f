/**
 * What a volunteer typed in a small form (a sign-up by phone, a message), kept in this tab's
 * sessionStorage while it is typed: a reload, a slip of the finger on "Annuleren" or a session that
 * ended does not lose it. Forgotten once the server took it.
 */
import { useCallback, useMemo } from 'react';

const read = <V>(key: string): V | undefined => {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as V) : undefined;
  } catch {
    return undefined;
  }
};

export function useKeptValues<V extends object>(key: string) {
  const storageKey = `beheer-aanmeldingen:${key}`;
  // Read once per form: final-form takes its initial values on the first render.
  const initial = useMemo(() => read<V>(storageKey), [storageKey]);
  const keep = useCallback(
    (values: V) => {
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(values));
      } catch {
        // A full or refused storage: the form still holds the values.
      }
    },
    [storageKey],
  );
  const forget = useCallback(() => {
    try {
      window.sessionStorage.removeItem(storageKey);
    } catch {
      // Nothing kept.
    }
  }, [storageKey]);
  return { initial, keep, forget };
}
