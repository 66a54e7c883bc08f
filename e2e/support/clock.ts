/**
 * The instants the composed site is tested at. The API's clock starts at the instant
 * (`CLOCK_START`, honoured outside production only) and every browser context's clock is installed
 * at it, so the server, the seed and the page agree on "now" and no test reads the wall clock.
 * The default suite runs at `mondayEvening`; the time-sensitive specs run again at each of the others.
 */
import { TEST_NOW } from '@kerk/kit/testing/clock';

export const INSTANTS = {
  /** Monday 23-11-2026 21:05, Amsterdam: no service live, the next one on Sunday (the kit's TEST_NOW, where jest starts too). */
  mondayEvening: TEST_NOW,
  /** Sunday 29-11-2026 10:05, Amsterdam: the 10:00 streamed services are live. */
  sundayLive: '2026-11-29T10:05:00+01:00',
  /** Sunday 28-03-2027 02:30 winter time, the night the clocks jump from 02:00 to 03:00 (03:30 CEST). */
  springDst: '2027-03-28T02:30:00+01:00',
  /** Thursday 31-12-2026 23:59:30, Amsterdam: half a minute before the year turns. */
  newYearsEve: '2026-12-31T23:59:30+01:00',
} as const;

export type InstantName = keyof typeof INSTANTS;

export const DEFAULT_INSTANT: InstantName = 'mondayEvening';

/**
 * The tag of a test whose outcome depends on the time of day, the day of the week or the date:
 * `test(title, TIME, body)`. Such tests run again at every other instant (playwright.config.ts).
 */
export const TIME = { tag: '@time' } as const;
