import { now, nowMs, startClockAt } from '../../src/lib/clock';
import { loadConfig } from '../../src/plugins/external/env';
import { TEST_NOW } from '../setup-clock';

describe('the server clock', () => {
  afterEach(() => startClockAt(TEST_NOW));

  it('starts every api test at the fixed instant, not at the wall clock', () => {
    expect(Math.abs(nowMs() - Date.parse(TEST_NOW))).toBeLessThan(60_000);
  });

  it('runs on from the instant it was started at', async () => {
    startClockAt('2027-03-28T02:30:00+01:00');
    const first = nowMs();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(nowMs() - first).toBeGreaterThanOrEqual(15);
    expect(now().toISOString()).toMatch(/^2027-03-28T01:30:0\d/);
  });

  it('goes back to real time with null', () => {
    startClockAt(null);
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(5);
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
