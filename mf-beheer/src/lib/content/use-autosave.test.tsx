/**
 * Autosave (issue 41): every change is written, coalesced — one write in flight at most, the last
 * change always written — and what is not written yet goes as the page leaves (keepalive) or the
 * form closes.
 */
import { act, renderHook } from '@testing-library/react';

import { AUTOSAVE_DELAY, type SaveOptions, type SaveResult, useAutosave } from './use-autosave';

function recorder() {
  const calls: { value: string; options: SaveOptions; done: (result?: SaveResult) => void }[] = [];
  const save = jest.fn(
    (value: string, options: SaveOptions) =>
      new Promise<SaveResult>((resolve) => {
        calls.push({ value, options, done: (result = { ok: true, savedAt: '2026-12-01T21:14:00.000Z' }) => resolve(result) });
      }),
  );
  return { calls, save };
}

describe('useAutosave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the first change of a burst a moment later, one write in flight, and the last change after it', async () => {
    const { calls, save } = recorder();
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save), { initialProps: { value: '' } });
    rerender({ value: 'K' });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY - 100));
    // More typing does not push the write on.
    rerender({ value: 'Ke' });
    act(() => jest.advanceTimersByTime(100));
    expect(calls.map((c) => c.value)).toEqual(['Ke']);
    rerender({ value: 'Ker' });
    rerender({ value: 'Kerst' });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY * 3));
    // Still one in flight: the next waits for it.
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.done());
    await act(async () => void jest.advanceTimersByTime(AUTOSAVE_DELAY));
    expect(calls.map((c) => c.value)).toEqual(['Ke', 'Kerst']);
    await act(async () => calls[1]!.done());
    expect(result.current.state).toEqual({ status: 'saved', savedAt: '2026-12-01T21:14:00.000Z' });
    expect(result.current.dirty).toBe(false);
  });

  it('sends what is not written yet with keepalive as the page goes, and writes it as the form closes', () => {
    const { calls, save } = recorder();
    const { rerender, unmount } = renderHook(({ value }) => useAutosave(value, save), { initialProps: { value: '' } });
    rerender({ value: 'Kerstmarkt' });
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual([expect.objectContaining({ value: 'Kerstmarkt', options: { keepalive: true } })]);
    unmount();
    expect(calls[1]).toEqual(expect.objectContaining({ value: 'Kerstmarkt', options: {} }));
  });

  it('writes nothing as the form closes once its values were saved (reset)', () => {
    const { calls, save } = recorder();
    const { result, rerender, unmount } = renderHook(({ value }) => useAutosave(value, save), { initialProps: { value: '' } });
    rerender({ value: 'Opgeslagen' });
    act(() => result.current.reset('Opgeslagen'));
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY * 2));
    expect(calls).toEqual([]);
  });
});
