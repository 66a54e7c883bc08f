/**
 * Playwright against the composed site: the real API server serving the built shell and remotes
 * on one origin, with a fresh SQLite file per run. Desktop and a 390 px mobile project.
 * Uses the system Chromium (/usr/bin/chromium, or PLAYWRIGHT_CHROMIUM_EXECUTABLE) when present,
 * else Playwright's own browser.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

const root = join(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8123);
const dbDir = join(root, 'data', `e2e-${port}`);
rmSync(dbDir, { recursive: true, force: true });
mkdirSync(dbDir, { recursive: true });

const systemChromium = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: join(root, 'playwright-report') }]],
  // One folder per port, so parallel runs (several engineers, one machine) never delete each other's traces.
  outputDir: join(root, 'test-results', `e2e-${port}`),
  use: { baseURL, trace: 'retain-on-failure', locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: {
    command: `node --import tsx ${join(root, 'api/src/server.ts')}`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(dbDir, 'site.db'), LOG_LEVEL: 'warn', SMTP_URL: '' },
  },
});
