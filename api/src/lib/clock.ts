/**
 * The server's one clock. The seed, the routes, the feeds, the outbox worker and the caches read
 * "now" here, never `new Date()` or `Date.now()` (ESLint forbids those in api/src and api/content).
 *
 * Tests start it at a fixed instant: jest with `startClockAt`, the composed site with the
 * `CLOCK_START` variable (refused when NODE_ENV=production). From that instant on it runs at the
 * real speed, so timers, retries and cache lifetimes behave as in production. A test that needs
 * time to pass steps it (`stepClock`); one that compares instants exactly holds it (`holdClockAt`),
 * so no answer depends on how fast the machine is.
 */
let offsetMs = 0;
/** The instant the clock stands at while held; null while it runs. */
let heldMs: number | null = null;

/** The current instant in milliseconds since the epoch. */
export const nowMs = (): number => heldMs ?? Date.now() + offsetMs;

/** The current instant. */
export const now = (): Date => new Date(nowMs());

/** Lets the clock run on from `instant` (a Date, epoch ms or ISO string); `null` puts it back on real time. */
export function startClockAt(instant: Date | number | string | null): void {
  heldMs = null;
  offsetMs = instant === null ? 0 : new Date(instant).getTime() - Date.now();
}

/** Stops the clock at `instant`: it stands there, however long the work takes, until stepped or started again (tests). */
export function holdClockAt(instant: Date | number | string): void {
  heldMs = new Date(instant).getTime();
}

/** Moves the clock `ms` on from where it is, held or running: what a test does instead of waiting. */
export function stepClock(ms: number): void {
  if (heldMs === null) offsetMs += ms;
  else heldMs += ms;
}
