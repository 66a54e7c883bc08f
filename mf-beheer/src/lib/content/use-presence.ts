/**
 * "Ook geopend door …" (issue 30): while a form is open (and its tab is visible) it beats every
 * {@link HEARTBEAT_MS}; each answer says who else has the item open. Closing the form says so.
 * `beat` sends one heartbeat (or the leaving); `null` beats nothing (a new item has nobody else).
 */
import { useEffect, useRef, useState } from 'react';

export const HEARTBEAT_MS = 20_000;

export interface Presence {
  email: string;
  seenAt: string;
}

export type Beat = (leaving: boolean) => Promise<{ others: Presence[] }>;

export function usePresence(beat: Beat | null, initial: Presence[] = []): [Presence[], (others: Presence[]) => void] {
  const [others, setOthers] = useState<Presence[]>(initial);
  const latest = useRef(beat);
  latest.current = beat;
  const active = beat !== null;
  useEffect(() => {
    if (!active) return undefined;
    const send = () => {
      if (document.visibilityState === 'hidden') return;
      latest.current?.(false).then((answer) => setOthers(answer.others), () => undefined);
    };
    send();
    const timer = setInterval(send, HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      void latest.current?.(true).catch(() => undefined);
    };
  }, [active]);
  return [others, setOthers];
}
