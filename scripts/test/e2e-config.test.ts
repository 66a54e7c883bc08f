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
      env: { ...process.env, E2E_PORT: port },
      encoding: 'utf8',
    });
    expect(result.stdout).toMatch(/Total: \d+ tests? in \d+ files?/);
    expect(existsSync(marker)).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
