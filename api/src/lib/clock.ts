/**
 * The server's one clock. The seed, the routes, the feeds, the outbox worker and the caches read
 * "now" here, never `new Date()` or `Date.now()` (ESLint forbids those in api/src and api/content).
 *
 * Tests start it at a fixed instant: jest with `startClockAt`, the composed site with the
 * `CLOCK_START` variable (refused when NODE_ENV=production). From that instant on it runs at the
 * real speed, so timers, retries and cache lifetimes behave as in production; a test that needs
 * time to pass moves it with `startClockAt` again.
 */
let offsetMs = 0;

/** The current instant in milliseconds since the epoch. */
export const nowMs = (): number => Date.now() + offsetMs;

/** The current instant. */
export const now = (): Date => new Date(nowMs());

/** Lets the clock run on from `instant` (a Date, epoch ms or ISO string); `null` puts it back on real time. */
export function startClockAt(instant: Date | number | string | null): void {
  offsetMs = instant === null ? 0 : new Date(instant).getTime() - Date.now();
}
