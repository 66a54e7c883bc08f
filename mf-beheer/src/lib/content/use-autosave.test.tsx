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

  it('settles before the item is saved: waits for the write in flight, starts none, and a reset outlives that write', async () => {
    const { calls, save } = recorder();
    const { result, rerender, unmount } = renderHook(({ value }) => useAutosave(value, save), { initialProps: { value: '' } });
    rerender({ value: 'Kerst' });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY));
    rerender({ value: 'Kerstmarkt' });
    let settled = false;
    let settling: Promise<void> = Promise.resolve();
    act(() => {
      settling = result.current.settle().then(() => void (settled = true));
    });
    await act(async () => Promise.resolve());
    // The write of 'Kerst' is still on its way: the item's save waits for it.
    expect(settled).toBe(false);
    await act(async () => {
      calls[0]!.done();
      await settling;
    });
    expect(settled).toBe(true);
    // The item is saved with 'Kerstmarkt' and that becomes the saved state; no draft write for it.
    act(() => result.current.reset('Kerstmarkt'));
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY * 3));
    unmount();
    expect(calls.map((c) => c.value)).toEqual(['Kerst']);
  });

  it('does not take a write that was in flight at a reset for the saved state', async () => {
    const { calls, save } = recorder();
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save), { initialProps: { value: '' } });
    rerender({ value: 'Kerst' });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY));
    act(() => result.current.reset('Gepubliceerd'));
    await act(async () => calls[0]!.done());
    expect(result.current.state).toEqual({ status: 'idle' });
    // The value on screen is not what was reset to: it is still to be written.
    expect(result.current.dirty).toBe(true);
  });
});
