import { holdClockAt, now, nowMs, startClockAt, stepClock } from '../../src/lib/clock';
import { loadConfig } from '../../src/plugins/external/env';
import { TEST_NOW } from '../setup-clock';

describe('the server clock', () => {
  afterEach(() => startClockAt(TEST_NOW));

  it('starts every api test at the fixed instant, not at the wall clock', () => {
    // Started in this process's setup: no more time has passed on it than the process has run.
    expect(nowMs()).toBeGreaterThanOrEqual(Date.parse(TEST_NOW));
    expect(nowMs() - Date.parse(TEST_NOW)).toBeLessThanOrEqual(performance.now());
  });

  it('runs on from the instant it was started at, as much as real time does', async () => {
    const started = performance.now();
    startClockAt('2027-03-28T02:30:00+01:00');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const ran = nowMs() - Date.parse('2027-03-28T02:30:00+01:00');
    expect(ran).toBeGreaterThanOrEqual(15);
    expect(ran).toBeLessThanOrEqual(performance.now() - started + 1);
  });

  it('goes back to real time with null', () => {
    startClockAt(null);
    const before = Date.now();
    const clock = nowMs();
    expect([before <= clock, clock <= Date.now()]).toEqual([true, true]);
  });

  it('stands still while held, however long the work takes, and moves only when stepped', async () => {
    holdClockAt('2026-11-29T10:05:00+01:00');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(now().toISOString()).toBe('2026-11-29T09:05:00.000Z');
    stepClock(15 * 60_000);
    expect(now().toISOString()).toBe('2026-11-29T09:20:00.000Z');
    startClockAt('2026-11-29T10:05:00+01:00');
    expect(nowMs()).toBeGreaterThanOrEqual(Date.parse('2026-11-29T10:05:00+01:00'));
  });

  it('steps a running clock on from where it is', () => {
    const before = nowMs();
    stepClock(24 * 3_600_000);
    expect(nowMs() - before).toBeGreaterThanOrEqual(24 * 3_600_000);
  });
});

describe('CLOCK_START', () => {
  it('is read as an instant with its offset', () => {
    expect(loadConfig({ CLOCK_START: '2026-11-29T10:05:00+01:00' }).clockStart?.toISOString()).toBe('2026-11-29T09:05:00.000Z');
    expect(loadConfig({}).clockStart).toBeUndefined();
  });

  it('refuses a time without offset and any value in production', () => {
    expect(() => loadConfig({ CLOCK_START: '2026-11-29T10:05' })).toThrow(/CLOCK_START must be an ISO instant with its offset/);
    expect(() => loadConfig({ CLOCK_START: '2026-11-29T10:05:00Z', NODE_ENV: 'production' })).toThrow(/CLOCK_START is for tests only/);
  });
});
