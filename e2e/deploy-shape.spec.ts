/**
 * The deployment shape of docker-compose.yml, without Docker: the shell and the four remotes each
 * served by their own nginx from the images' real templates, on their own origins (ports), and the
 * API with compose's environment (SHELL_INDEX_URL, PUBLIC_URL, the remotes' manifest URLs,
 * TRUST_PROXY). Checked as a visitor meets it: composition across origins under the CSP, the cache
 * headers, a remote redeployed alone on its own origin, and a remote that is down. Skipped, saying
 * so, where nginx is missing (a laptop); .ci/run installs it.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { NGINX, NO_NGINX, startNginx, type NginxSite } from '../scripts/nginx-site';
import { deployWithNpm, prepareWebRoot, root, startServer } from './support/deploy';
import { expect, test } from './fixtures';

const first = Number(process.env.E2E_PORT ?? 8123) + 60;
const REMOTES = ['mf-content', 'mf-agenda', 'mf-community', 'mf-contact'] as const;
const ports = { shell: first, 'mf-content': first + 1, 'mf-agenda': first + 2, 'mf-community': first + 3, 'mf-contact': first + 4, api: first + 5 };
const origin = (port: number) => `http://127.0.0.1:${port}`;
const base = origin(ports.shell);
const work = join(root, 'data', `deploy-shape-${first}`);
const webRoot = join(work, 'web');
const manifestUrls = Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.replace('-', '_').toUpperCase()}_URL`, `${origin(ports[remote])}/mf-manifest.json`]));

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ browserName, viewport }) => browserName !== 'chromium' || (viewport?.width ?? 0) < 900, 'runs once, on desktop');
test.skip(!NGINX, NO_NGINX);

let api: ChildProcess;
const sites: Partial<Record<'shell' | (typeof REMOTES)[number], NginxSite>> = {};

test.beforeAll(async () => {
  // mf-agenda is a copy of its workspace (it gets redeployed); the others serve their builds.
  prepareWebRoot(webRoot, ['mf-agenda']);
  const compose = { API_URL: '/api', TRUST_PROXY: 'true', SHELL_INDEX_URL: `${base}/index.html`, PUBLIC_URL: base, RATE_LIMIT_MAX: '1000000', ...manifestUrls };
  api = await startServer(ports.api, webRoot, join(work, 'site.db'), compose);
  sites.shell = await startNginx('shell', { port: ports.shell, html: join(webRoot, 'shell', 'dist'), env: { API_UPSTREAM: origin(ports.api), ...manifestUrls } });
  for (const remote of REMOTES) sites[remote] = await startNginx(remote, { port: ports[remote], html: join(webRoot, remote, 'dist') });
});

test.afterAll(async () => {
  for (const site of Object.values(sites)) await site?.stop();
  api?.kill('SIGTERM');
});

test('the site composes across five origins under its CSP, each answer with its cache headers', async ({ page }) => {
  const remoteAnswers: { url: string; cacheControl?: string; cors?: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin !== base) remoteAnswers.push({ url: response.url(), cacheControl: response.headers()['cache-control'], cors: response.headers()['access-control-allow-origin'] });
  });
  const document = await page.goto(`${base}/`);
  expect(document?.status()).toBe(200);
  const csp = document?.headers()['content-security-policy'] ?? '';
  for (const remote of REMOTES) expect(csp, `the CSP allows ${remote}'s origin`).toContain(origin(ports[remote]));

  // Every remote's home widget is there (a CSP or CORS refusal would be a console error too).
  await expect(page.getByRole('link', { name: 'Naar de agenda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle nieuwsberichten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ons pastorale team' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Naar de agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.goto(`${base}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  for (const remote of REMOTES) expect(remoteAnswers.some((a) => a.url.startsWith(origin(ports[remote]))), `${remote} was loaded from its own origin`).toBe(true);
  for (const answer of remoteAnswers) {
    expect(answer.cors, answer.url).toBe('*');
    const { pathname } = new URL(answer.url);
    expect(answer.cacheControl, answer.url).toBe(/^\/(mf-manifest\.json|remoteEntry\.js)$/.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
  }
  const remotes = await page.request.get(`${base}/remotes.json`);
  expect(remotes.headers()['cache-control']).toBe('no-cache');
});

test('one remote redeployed alone on its origin: an open tab goes on with the old release, a new visit gets the new one', async ({ page, context }) => {
  await page.goto(`${base}/`);
  const toAgenda = page.getByRole('link', { name: 'Naar de agenda' });
  await expect(toAgenda).toBeVisible();

  const textsFile = join(webRoot, 'mf-agenda', 'src/texts/nl.ts');
  const texts = readFileSync(textsFile, 'utf8');
  writeFileSync(textsFile, texts.replace("title: 'De agenda in uw eigen agenda'", "title: 'Uw agenda, bijgewerkt'"));
  await deployWithNpm(join(webRoot, 'mf-agenda'));

  await toAgenda.click();
  await expect(page.getByRole('heading', { level: 2, name: 'De agenda in uw eigen agenda' })).toBeVisible();
  const fresh = await context.newPage();
  await fresh.goto(`${base}/agenda`);
  await expect(fresh.getByRole('heading', { level: 2, name: 'Uw agenda, bijgewerkt' })).toBeVisible();
  expect(api.exitCode, 'the API kept running').toBeNull();
});

test('a remote that is down costs only its own part of the page', async ({ page, errors }) => {
  errors.allow(/mf_community|mf-community|Failed to load resource|RUNTIME-00\d|Federation Runtime|ERR_CONNECTION_REFUSED/);
  await sites['mf-community']!.stop();
  delete sites['mf-community'];

  await page.goto(`${base}/`);
  await expect(page.getByRole('link', { name: 'Naar de agenda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle nieuwsberichten' })).toBeVisible();
  // The pastoral team widget (mf-community) says so, with a retry; it is the only part that failed.
  const failed = page.getByRole('status').filter({ hasText: 'Dit onderdeel kon niet worden geladen.' });
  await expect(failed).toHaveCount(1, { timeout: 20_000 });
  await expect(failed.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ons pastorale team' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Naar de agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});
