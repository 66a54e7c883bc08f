/**
 * A remote redeployed alone shows its new server output at once (docs/server-rendering.md, The worker):
 * no rebuilt shell, no rebuilt or restarted API. The API watches the remote's manifest, the SSR
 * worker reloads that remote, and the page cache (keyed on every remote's version) lets the next
 * request render anew. The browser then takes the page over without an error, whichever release
 * the HTML it got came from (a newer remote than the server rendered becomes a client-rendered
 * island, never a hydration error).
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { buildRemoteCopy, deploy, prepareWebRoot, root, startServer } from './support/deploy';
import { hydrationMessages, mountHtml, rawPage } from './support/ssr';
import { expect, test, waitForTakeOver } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8123) + 12;
const base = `http://127.0.0.1:${port}`;
const work = join(root, 'data', `ssr-redeploy-${port}`);
const webRoot = join(work, 'web');
const served = join(webRoot, 'mf-contact', 'dist');
const MODULE = 'mf_contact/ContactPage';
const MARKER = 'Opnieuw uitgerold op de server';

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ browserName, viewport }) => browserName !== 'chromium' || (viewport?.width ?? 0) < 900, 'runs once, on desktop');

let server: ChildProcess | undefined;
const shellDist = join(webRoot, 'shell', 'dist');
const shellFiles = () => readdirSync(shellDist, { recursive: true }).map((f) => `${String(f)}:${statSync(join(shellDist, String(f))).mtimeMs}`);

test.beforeAll(async () => {
  // mf-contact's served dist is a copy of its own (a deploy writes into it); the shell is a copy.
  prepareWebRoot(webRoot, ['mf-contact']);
  server = await startServer(port, webRoot, join(work, 'site.db'), { SSR_ENABLED: '1' });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test("a remote's redeploy shows in the server's HTML without a restart, and the browser takes the page over", async ({ page, context }) => {
  // The worker warms up once the server listens.
  await expect.poll(async () => (await rawPage(`${base}/contact`)).timing, { timeout: 30_000 }).toMatch(/desc=ok/);
  const before = await rawPage(`${base}/contact`);
  expect(before.ssr?.clientOnly).toEqual([]);
  expect(mountHtml(before.root, MODULE)).toContain('Stuur ons een bericht');
  expect(before.root).not.toContain(MARKER);
  const oldVersion = before.ssr!.versions.mf_contact!;
  const shellBefore = shellFiles();

  // A new release of mf-contact alone (a real build, web and server), deployed over the served dist.
  await buildRemoteCopy(join(work, 'src'), 'mf-contact', join(work, 'build'), { marker: MARKER, expose: 'contact-page' });
  deploy(join(work, 'build'), served);

  // A visitor right after the deploy: whichever release the HTML came from, the page is the new one, without errors.
  const messages = hydrationMessages(page);
  await page.goto(`${base}/contact`);
  await expect(page.getByTestId('deploy-marker')).toHaveText(MARKER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Within seconds the server renders the new release (the page cache keeps a page 10 s, but not past a deploy).
  await expect
    .poll(async () => mountHtml((await rawPage(`${base}/contact`)).root, MODULE), { timeout: 15_000, intervals: [250] })
    .toContain(`<p data-testid="deploy-marker">${MARKER}</p>`);
  const after = await rawPage(`${base}/contact`);
  expect(after.timing).toMatch(/^ssr;dur=\d+;desc=ok(, cache;desc=hit)?$/);
  expect(after.ssr?.clientOnly).toEqual([]);
  expect(after.ssr?.versions.mf_contact).not.toBe(oldVersion);
  expect(mountHtml(after.root, MODULE)).toContain('Stuur ons een bericht');

  // Another visitor now gets the new release's HTML and hydrates it.
  const fresh = waitForTakeOver(await context.newPage());
  const freshMessages = hydrationMessages(fresh);
  await fresh.goto(`${base}/contact`);
  await expect(fresh.locator('#root[data-ssr][data-ready]')).toHaveCount(1);
  await expect(fresh.getByTestId('deploy-marker')).toHaveText(MARKER);
  await fresh.getByLabel('Naam').fill('Jan de Vries');
  await expect(fresh.getByLabel('Naam')).toHaveValue('Jan de Vries');

  // Skew: a page the server rendered with the old release (a cache on the way, say) meets the new
  // remote in the browser. That part is rendered anew in the browser, without a hydration error.
  const stale = waitForTakeOver(await context.newPage());
  const staleMessages = hydrationMessages(stale);
  await stale.route(`${base}/contact`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: before.html }));
  await stale.goto(`${base}/contact`);
  await expect(stale.locator('#root[data-ssr][data-ready]'), 'the old HTML was hydrated, not replaced').toHaveCount(1);
  await expect(stale.getByTestId('deploy-marker')).toHaveText(MARKER);
  await expect(stale.getByRole('heading', { level: 1 })).toBeVisible();
  await stale.getByLabel('Naam').fill('Jan de Vries');
  await expect(stale.getByLabel('Naam')).toHaveValue('Jan de Vries');

  expect([...messages, ...freshMessages, ...staleMessages], 'console errors and hydration messages').toEqual([]);
  expect(shellFiles(), 'the shell was not rebuilt').toEqual(shellBefore);
  expect(server!.exitCode, 'the API kept running').toBeNull();
});
