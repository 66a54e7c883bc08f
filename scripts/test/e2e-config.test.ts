/**
 * Loading the Playwright config (as `playwright test --list` does) must not touch the e2e data:
 * only starting the site's server (e2e/support/serve.ts) replaces its database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const port = '8199';

it('playwright test --list leaves the e2e data in place', () => {
  const dir = join(root, 'data', `e2e-${port}`);
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, 'keep.txt');
  writeFileSync(marker, 'still here');
  try {
    const result = spawnSync(process.execPath, [require.resolve('@playwright/test/cli'), 'test', '--list', '-c', 'e2e/playwright.config.ts'], {
      cwd: root,
      // Without JEST_WORKER_ID: Playwright refuses to load its tests inside a jest worker.
      env: { ...process.env, JEST_WORKER_ID: undefined, E2E_PORT: port },
      encoding: 'utf8',
    });
    expect(result.stdout).toMatch(/Total: [1-9]\d* tests? in [1-9]\d* files?/);
    expect(existsSync(marker)).toBe(true);
    // The time-sensitive tests (home, Kijk live, services, agenda, event detail, iCal) run at every instant.
    const listed = (project: string) => result.stdout.split('\n').filter((line) => line.includes(`[${project}] ›`)).map((line) => line.split(' › ').slice(1).join(' › ').replace(/:\d+:\d+/, ''));
    for (const instant of ['sundayLive', 'springDst', 'newYearsEve']) {
      expect(listed(instant)).toEqual(expect.arrayContaining([
        expect.stringMatching(/^content-home\.spec\.ts › home shows its sections/),
        expect.stringMatching(/^content-services\.spec\.ts › .*Kijk live/),
        expect.stringMatching(/^content-services\.spec\.ts › \/diensten lists the coming services/),
        expect.stringMatching(/^agenda\.spec\.ts › Toekomst/),
        expect.stringMatching(/^agenda-event\.spec\.ts › opens an event/),
        expect.stringMatching(/^agenda-event\.spec\.ts › .*\.ics/),
      ]));
      expect(listed(instant)).toEqual(listed('desktop').filter((test) => listed('sundayLive').includes(test)));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
