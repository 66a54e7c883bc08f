/**
 * The quiet gate of every jest project (a `setupFilesAfterEnv` file of each config): a test that
 * calls console.warn or console.error fails, unless it declared that output with
 * `expectWarnings(/pattern/)`. Declared output is kept out of the run's log and must happen: a
 * declared pattern that nothing matched fails the test too. A real warning then stands out instead
 * of drowning among the expected ones (as e2e/fixtures.ts does for the browser console).
 *
 * A test's own `jest.spyOn(console, 'warn').mockImplementation(...)` replaces the gate for as
 * long as it is installed: that test took the output in hand itself.
 */
import { format } from 'node:util';

type Level = 'warn' | 'error';
interface Gate {
  seen: string[];
  expected: { pattern: RegExp; matched: boolean }[];
}

// On globalThis, not in this module: the setup file and a test may load this file by different
// paths (the kit's folder, node_modules/@kerk/kit), which jest keeps as two modules.
const KEY = Symbol.for('kerk.consoleGate');
const gate = (): Gate => {
  const holder = globalThis as { [KEY]?: Gate };
  holder[KEY] ??= { seen: [], expected: [] };
  return holder[KEY];
};

/**
 * Declares console.warn/console.error output this test produces on purpose (e.g. the request
 * helper's `[request] PUT /admin/services/7 failed with 409` when the test drives a refusal).
 * Matching output is swallowed; each pattern must match at least once before the test ends.
 */
export function expectWarnings(...patterns: RegExp[]): void {
  gate().expected.push(...patterns.map((pattern) => ({ pattern, matched: false })));
}

function record(level: Level, args: unknown[]): void {
  const line = `console.${level}: ${format(...args)}`;
  const hit = gate().expected.find((entry) => entry.pattern.test(line));
  if (hit) hit.matched = true;
  // Where it came from: the first frame outside this file.
  else gate().seen.push(`${line}\n${new Error().stack?.split('\n').slice(3, 5).join('\n') ?? ''}`);
}

/** What was logged undeclared and what was declared but never logged, since the last call; then clears both. */
export function takeConsoleProblems(): string[] {
  const { seen, expected } = gate();
  const missing = expected.filter((entry) => !entry.matched).map((entry) => `expected, never logged: ${entry.pattern}`);
  gate().seen = [];
  gate().expected = [];
  return [...seen, ...missing];
}

function check(when: string): void {
  const problems = takeConsoleProblems();
  if (problems.length > 0) {
    throw new Error(`Unexpected console output ${when} (declare it with expectWarnings(/…/) if it is meant):\n\n${problems.join('\n\n')}`);
  }
}

export function installConsoleGate(): void {
  for (const level of ['warn', 'error'] as const) {
    // A plain function, not a jest spy: a test's jest.spyOn(console, level) wraps it, and
    // restoreMocks puts it back.
    console[level] = (...args: unknown[]) => record(level, args);
  }
  beforeEach(() => check('before this test (in a hook or an earlier test left running)'));
  afterEach(() => check('in this test'));
  afterAll(() => check('after the last test of this file'));
}
