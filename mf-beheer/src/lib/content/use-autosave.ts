/**
 * Autosave (issue 41): every change is written, coalesced: the first change of a burst is saved
 * {@link AUTOSAVE_DELAY} later (later changes do not push it on), at most one save is in flight, and
 * the last change is always written after it. What is not on the server yet goes with the page as it
 * leaves (`pagehide`: a reload, a closed tab, Back out of the app) as a `keepalive` request, and when
 * the form closes. `flush()` saves at once (before a preview, after signing in again); `settle()`
 * waits for a write in flight and starts none (before the item itself is saved, which removes its
 * draft: a draft write landing after that would bring the draft back); `reset(value)` makes `value`
 * the saved state (after a save or publish, a discarded draft, another version taken over).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveResult = { ok: true; savedAt: string } | { ok: false; message: string };

/** `keepalive`: the request must outlive the page (it is sent while the page unloads). */
export type SaveOptions = { keepalive?: boolean };

export type AutosaveState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'saving' }
  | { status: 'saved'; savedAt: string }
  | { status: 'failed'; message: string };

/** At most one write per this many ms while typing: a volunteer never needs to pause for it. */
export const AUTOSAVE_DELAY = 800;

export function useAutosave<T>(value: T, save: (value: T, options: SaveOptions) => Promise<SaveResult>, delay = AUTOSAVE_DELAY) {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const saved = useRef(JSON.stringify(value));
  const latest = useRef(value);
  const saveRef = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  // Bumped by reset(): a write that was in flight then does not count as the saved state after it.
  const generation = useRef(0);
  latest.current = value;
  saveRef.current = save;

  const run = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (running.current) await running.current;
    const current = latest.current;
    const json = JSON.stringify(current);
    if (json === saved.current) return;
    if (mounted.current) setState({ status: 'saving' });
    const started = generation.current;
    running.current = saveRef.current(current, {}).then((result) => {
      running.current = null;
      if (!mounted.current || started !== generation.current) return;
      if (!result.ok) return setState({ status: 'failed', message: result.message });
      saved.current = json;
      // Typed on while saving: the next save is already waiting.
      setState(JSON.stringify(latest.current) === json ? { status: 'saved', savedAt: result.savedAt } : { status: 'pending' });
    });
    await running.current;
  }, []);

  const json = JSON.stringify(value);
  useEffect(() => {
    if (json === saved.current) return;
    setState((s) => (s.status === 'saving' ? s : { status: 'pending' }));
    // A throttle, not a debounce: a save already waiting is not pushed on by more typing.
    timer.current ??= setTimeout(() => void run(), delay);
  }, [json, delay, run]);

  useEffect(() => {
    mounted.current = true;
    const unsaved = () => JSON.stringify(latest.current) !== saved.current;
    const onPageHide = () => {
      if (unsaved()) void saveRef.current(latest.current, { keepalive: true });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      clearTimeout(timer.current);
      timer.current = undefined;
      mounted.current = false;
      // The form closes (a link, Back, another section): what it had not written yet goes now.
      if (unsaved()) void saveRef.current(latest.current, {});
    };
  }, []);

  const reset = useCallback((next: T) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    generation.current += 1;
    saved.current = JSON.stringify(next);
    setState({ status: 'idle' });
  }, []);

  const settle = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    await running.current;
  }, []);

  /** Changes the server does not have yet (waiting, saving or a failed save). */
  const dirty = json !== saved.current || state.status === 'saving';
  return { state, dirty, flush: run, settle, reset };
}
