/**
 * Independent deployment, the reason for module federation: one remote is redeployed the way the
 * README says (its own `npm run build`) while the shell keeps running and is never rebuilt.
 * - A text of the remote's own changes with that deploy alone (its texts ship with it, not with
 *   the shell's kit).
 * - An open tab keeps working and navigates on the old release: the build keeps the earlier
 *   releases' hashed chunks (kit federation/releases.js); a reload shows the new version.
 * - A remote built against an older kit still composes.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildRemoteCopy, deploy, deployWithNpm, prepareWebRoot, root, startServer } from './support/deploy';
import { expect, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8123) + 50;
const base = `http://127.0.0.1:${port}`;
const work = join(root, 'data', `deploy-${port}`);
const webRoot = join(work, 'web');
const agenda = join(webRoot, 'mf-agenda');
const served = join(webRoot, 'mf-contact', 'dist');
const kitVersion = (JSON.parse(readFileSync(join(root, 'packages/kit/package.json'), 'utf8')) as { version: string }).version;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ browserName, viewport }) => browserName !== 'chromium' || (viewport?.width ?? 0) < 900, 'runs once, on desktop');

let server: ChildProcess;
const shellDist = join(webRoot, 'shell', 'dist');
const shellFiles = () => readdirSync(shellDist).map((f) => `${f}:${statSync(join(shellDist, f)).mtimeMs}`);
let shellBefore: string[];

test.beforeAll(async () => {
  prepareWebRoot(webRoot, ['mf-agenda', 'mf-contact']);
  server = await startServer(port, webRoot, join(work, 'site.db'));
  shellBefore = shellFiles();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

const OLD_TITLE = 'De agenda in uw eigen agenda';
const NEW_TITLE = 'Zet de hele agenda in uw eigen agenda';

test("a remote's own text changes with its own deploy; an open tab navigates on the old release until it reloads", async ({ page, context }) => {
  // The tab runs mf-agenda before the deploy: its events widget hydrates once it is in view.
  const agendaWidget = page.waitForResponse((response) => /\/mf-agenda\/home-widgets\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto(`${base}/`);
  const toAgenda = page.getByRole('link', { name: 'Naar de agenda' });
  await toAgenda.scrollIntoViewIfNeeded();
  await agendaWidget;

  // The team changes a text of its own and deploys mf-agenda alone, as the README says.
  const textsFile = join(agenda, 'src/texts/nl.ts');
  const texts = readFileSync(textsFile, 'utf8');
  expect(texts).toContain(`title: '${OLD_TITLE}'`);
  writeFileSync(textsFile, texts.replace(`title: '${OLD_TITLE}'`, `title: '${NEW_TITLE}'`));
  await deployWithNpm(agenda);

  // The open tab still runs the release it loaded: its agenda page chunk, never fetched before,
  // loads from the old release, which the build kept.
  const oldPageChunks: number[] = [];
  page.on('response', (response) => {
    if (/\/mf-agenda\/__federation_expose_AgendaPage\.[0-9a-f]+\.js$/.test(response.url())) oldPageChunks.push(response.status());
  });
  await toAgenda.click();
  await expect(page.getByRole('heading', { level: 2, name: OLD_TITLE })).toBeVisible();
  expect(oldPageChunks).toEqual([200]);

  // A new visitor, and the tab after a reload, get the new manifest (no-cache) and the new text.
  const fresh = await context.newPage();
  await fresh.goto(`${base}/agenda`);
  await expect(fresh.getByRole('heading', { level: 2, name: NEW_TITLE })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: NEW_TITLE })).toBeVisible();
  expect(shellFiles(), 'the shell was not rebuilt').toEqual(shellBefore);
  expect(server.exitCode, 'the server kept running').toBeNull();
});

test('a remote built against an older kit version still composes on one copy of the kit', async ({ page }) => {
  await buildRemoteCopy(join(work, 'src-skew'), 'mf-contact', join(work, 'build-skew'), { marker: 'Gebouwd met kit 0.0.9', expose: 'contact-page', kitVersion: '0.0.9' });
  const manifest = JSON.parse(readFileSync(join(work, 'build-skew', 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string }[] };
  // Built against 0.0.9: its own copy of a kit entry says so (the entries the shell always provides,
  // such as the store, it carries no copy of; kit federation/webpack.js SHELL_PROVIDES).
  expect(manifest.shared.find((s) => s.name === '@kerk/kit/validation')?.version).toBe('0.0.9');
  deploy(join(work, 'build-skew'), served);

  await page.goto(`${base}/contact`);
  await expect(page.getByTestId('deploy-marker')).toHaveText('Gebouwd met kit 0.0.9');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The shell's kit (the one store, the one theme) serves the old remote: the chrome still works.
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByLabel('Zoekterm')).toBeVisible();
  const kitVersions = await page.evaluate(() => {
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded = new Set<string>();
    for (const host of Object.values(share))
      for (const scope of Object.values(host))
        for (const [version, entry] of Object.entries(scope['@kerk/kit/store'] ?? {})) if (entry.loaded || entry.lib) loaded.add(version);
    return [...loaded];
  });
  expect(kitVersions).toEqual([kitVersion]);
});
