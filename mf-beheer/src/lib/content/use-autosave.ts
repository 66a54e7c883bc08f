/**
 * Autosave: `save(value)` a few seconds after the last change, never while nothing changed, one
 * save at a time. `flush()` saves at once (before a preview); `reset(value)` makes `value` the saved
 * state (after a publish, a discarded draft, another version taken over).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveResult = { ok: true; savedAt: string } | { ok: false; message: string };

export type AutosaveState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'saving' }
  | { status: 'saved'; savedAt: string }
  | { status: 'failed'; message: string };

export const AUTOSAVE_DELAY = 3000;

export function useAutosave<T>(value: T, save: (value: T) => Promise<SaveResult>, delay = AUTOSAVE_DELAY) {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const saved = useRef(JSON.stringify(value));
  const latest = useRef(value);
  const saveRef = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  latest.current = value;
  saveRef.current = save;

  const run = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) await running.current;
    const current = latest.current;
    const json = JSON.stringify(current);
    if (json === saved.current) return;
    setState({ status: 'saving' });
    running.current = saveRef.current(current).then((result) => {
      running.current = null;
      if (!result.ok) return setState({ status: 'failed', message: result.message });
      saved.current = json;
      // Typed on while saving: the next save is already waiting.
      setState(JSON.stringify(latest.current) === json ? { status: 'saved', savedAt: result.savedAt } : { status: 'pending' });
    });
    await running.current;
  }, []);

  const json = JSON.stringify(value);
  useEffect(() => {
    if (json === saved.current) return undefined;
    setState((s) => (s.status === 'saving' ? s : { status: 'pending' }));
    timer.current = setTimeout(() => void run(), delay);
    return () => clearTimeout(timer.current);
  }, [json, delay, run]);

  const reset = useCallback((next: T) => {
    clearTimeout(timer.current);
    saved.current = JSON.stringify(next);
    setState({ status: 'idle' });
  }, []);

  /** Changes the server does not have yet (waiting, saving or a failed save). */
  const dirty = json !== saved.current || state.status === 'saving';
  return { state, dirty, flush: run, reset };
}
