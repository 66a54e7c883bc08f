/**
 * Playwright against the composed site: the real API server serving the built shell and remotes
 * on one origin, with a fresh SQLite file per run and its clock started at a fixed instant
 * (support/clock.ts), the instant every browser context's clock is installed at (fixtures.ts).
 *
 * Projects:
 * - `desktop` runs every spec at 1280 px, Monday evening;
 * - `mobile` (390 px) runs the specs whose behaviour depends on the viewport (menu, drawer,
 *   dialogs, layout, the server's page hydrating), not the ones that test the same thing at any width;
 * - `sundayLive`, `springDst`, `newYearsEve` run the time-sensitive tests (tagged `@time`: home,
 *   Kijk live, services, agenda, event detail, iCal) again at those instants, each against its own
 *   server whose clock and seed start there;
 * - `editing` runs the specs in which an editor changes the site (EDITING_SPECS), one at a time, on
 *   servers of their own, beside the others.
 * Uses the system's headless Chromium when present (PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's
 * chromium-headless-shell, else /usr/bin/chromium), else Playwright's own browser. The headless
 * shell is the build Playwright itself prefers for headless runs: the same Blink, without the full
 * browser's UI processes, and a third faster per test here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { TIME_ZONE } from '@kerk/kit/dates';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

import type { ClockOptions } from './fixtures';
import { DEFAULT_INSTANT, INSTANTS, TIME, type InstantName } from './support/clock';

const root = join(__dirname, '..');
const basePort = Number(process.env.E2E_PORT ?? 8123);

/** Specs whose behaviour differs by viewport: they run on desktop and mobile. */
const VIEWPORT_SPECS = ['**/a11y-*.spec.ts', '**/chrome*.spec.ts', '**/community-navigation.spec.ts', '**/first-view.spec.ts', '**/layout*.spec.ts'];
/**
 * Specs that change what every visitor sees (an editor publishes a text, adds a service, saves a
 * setting): they run on servers of their own (`editing`, `editingSunday`), so no spec reading the
 * public data sees their change half-way. Each still restores what it changed.
 */
const EDITING_SPECS = ['**/beheer-*.spec.ts', '**/page-publish.spec.ts', '**/zijstroom.spec.ts'];
const OTHER_INSTANTS = (Object.keys(INSTANTS) as InstantName[]).filter((name) => name !== DEFAULT_INSTANT);

const systemChromium = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/**
 * One server per instant, each on its own port and database (the default instant's on E2E_PORT), and
 * two for the editing specs alone: what an editor saves there is seen by no other spec, so the editing
 * specs run beside the others instead of after them. `editingSunday` is the editing specs' second
 * database, at the Sunday instant (the card photos' home page; the last-beheerder rule's accounts).
 */
type ServerName = InstantName | 'editing' | 'editingSunday';
const named: { name: ServerName; instant: InstantName }[] = [
  ...[DEFAULT_INSTANT, ...OTHER_INSTANTS].map((instant) => ({ name: instant, instant })),
  { name: 'editing', instant: DEFAULT_INSTANT },
  { name: 'editingSunday', instant: 'sundayLive' },
];
const servers = named.map((server, i) => ({ ...server, port: basePort + i }));
/** The origin of the server `name` (an instant's, or one of the editing specs'). */
export const urlOf = (name: ServerName) => `http://127.0.0.1:${servers.find((s) => s.name === name)!.port}`;

export const baseURL = urlOf(DEFAULT_INSTANT);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };

type Project = NonNullable<PlaywrightTestConfig<ClockOptions>['projects']>[number];
const projects: Project[] = [
  // First, so its chain of specs starts at once: one spec at a time (with two workers, two of them
  // flaked on what the other had just saved), beside the other projects on the other worker.
  { name: 'editing', testMatch: EDITING_SPECS, workers: 1, use: { ...desktop, baseURL: urlOf('editing') } },
  // Next, the other instants: their pages render in the browser (no server render there), and their
  // tests wait on it for half the time; early, npm test's PostgreSQL suite fills that wait.
  ...OTHER_INSTANTS.map((instant) => ({ name: instant, grep: new RegExp(TIME.tag), use: { ...desktop, baseURL: urlOf(instant), clockAt: INSTANTS[instant] } })),
  { name: 'desktop', testIgnore: EDITING_SPECS, use: desktop },
  { name: 'mobile', testMatch: VIEWPORT_SPECS, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
];

export default defineConfig<ClockOptions>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three on CI, on two cores: the tests wait on pages, and with two workers a fifth of the CPU stayed
  // idle once npm test's PostgreSQL suite beside them was done (the phase 13 min 58 s -> 11 min 45 s).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: join(root, 'playwright-report') }]],
  // One folder per port, so parallel runs (several engineers, one machine) never delete each other's traces.
  outputDir: join(root, 'test-results', `e2e-${basePort}`),
  // Recording a trace costs a fifth of a test's time: on CI (one retry) only the retry records one.
  use: { baseURL, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', locale: 'nl-NL', timezoneId: TIME_ZONE, launchOptions },
  projects,
  webServer: servers.map(({ instant, port }) => ({
    command: `node --import tsx ${join(root, 'e2e/support/serve.ts')}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(root, 'data', `e2e-${port}`, 'site.db'),
      CLOCK_START: INSTANTS[instant],
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // Every test is another visitor from the same loopback address: the suite's page loads, several
      // hundred a minute, would run into the per-IP limit (300 a minute), which the API's own tests cover.
      RATE_LIMIT_MAX: '1000000',
      // The time-sensitive specs check the browser's own logic at their instant: each test's browser
      // clock starts at it again while the API's clock runs on (on newYearsEve it is past midnight after
      // 30 s), so a server render would be made for another day. The default instant renders on the server.
      ...(instant === DEFAULT_INSTANT ? {} : { SSR_ENABLED: '0' }),
    },
  })),
});
