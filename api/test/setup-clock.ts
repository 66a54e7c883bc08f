/**
 * Every api test starts with the server's clock at one fixed instant (the kit's TEST_NOW, the e2e
 * suite's default: Monday 23-11-2026 21:05 in Amsterdam), so seeds, feeds and "upcoming" lists never
 * depend on the hour the tests run. A test that needs another instant calls startClockAt itself.
 */
import { TEST_NOW } from '@kerk/kit/testing/clock';

import { startClockAt } from '../src/lib/clock';

export { TEST_NOW };

startClockAt(TEST_NOW);
