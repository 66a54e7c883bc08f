/**
 * Every api test starts with the server's clock at one fixed instant (the e2e suite's default,
 * Monday 23-11-2026 21:05 in Amsterdam), so seeds, feeds and "upcoming" lists never depend on the
 * hour the tests run. A test that needs another instant calls startClockAt itself.
 */
import { startClockAt } from '../src/lib/clock';

export const TEST_NOW = '2026-11-23T21:05:00+01:00';

startClockAt(TEST_NOW);
