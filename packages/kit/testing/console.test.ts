/**
 * The quiet gate (./console.ts): what it counts as a problem. Each test reads and clears the
 * problems itself (takeConsoleProblems), so the gate's own afterEach then finds nothing.
 */
import { expectWarnings, takeConsoleProblems } from './console';

describe('the quiet gate', () => {
  it('counts a console.warn and a console.error nobody declared, with their text', () => {
    console.warn('[request] GET /admin/session failed with 404');
    console.error('Error: Not implemented: %s', 'window.scrollTo');
    const problems = takeConsoleProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^console\.warn: \[request\] GET \/admin\/session failed with 404\n/);
    expect(problems[1]).toMatch(/^console\.error: Error: Not implemented: window\.scrollTo\n/);
  });

  it('swallows what the test declared, and only that', () => {
    expectWarnings(/failed with 409/);
    console.warn('[request] PUT /admin/services/7 failed with 409');
    console.warn('[request] PUT /admin/services/7 failed with 409');
    console.warn('[request] GET /admin/purposes failed with 404');
    expect(takeConsoleProblems()).toEqual([expect.stringMatching(/^console\.warn: \[request\] GET \/admin\/purposes failed with 404/)]);
  });

  it('counts a declared warning that never came', () => {
    expectWarnings(/failed with 409/, /failed with 400/);
    console.warn('[request] POST /admin/events failed with 400');
    expect(takeConsoleProblems()).toEqual(['expected, never logged: /failed with 409/']);
  });

  it("leaves the output to a test's own spy while it is installed", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    console.warn('taken in hand');
    expect(warn).toHaveBeenCalledWith('taken in hand');
    warn.mockRestore();
    expect(takeConsoleProblems()).toEqual([]);
  });
});
