/**
 * Independent deployment, the reason for module federation: one remote is rebuilt and redeployed
 * while the shell keeps running and is never rebuilt. An open tab keeps working on the old chunks;
 * a reload shows the new version. A remote built against an older kit still composes.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { buildRemoteCopy, deploy, prepareWebRoot, root, startServer } from './support/deploy';
import { expect, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 8123) + 50;
const base = `http://127.0.0.1:${port}`;
const work = join(root, 'data', `deploy-${port}`);
const webRoot = join(work, 'web');
const served = join(webRoot, 'mf-contact', 'dist');

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ browserName, viewport }) => browserName !== 'chromium' || (viewport?.width ?? 0) < 900, 'runs once, on desktop');

let server: ChildProcess;
const shellDist = join(webRoot, 'shell', 'dist');
const shellFiles = () => readdirSync(shellDist).map((f) => `${f}:${statSync(join(shellDist, f)).mtimeMs}`);
let shellBefore: string[];

test.beforeAll(async () => {
  prepareWebRoot(webRoot, 'mf-contact');
  server = await startServer(port, webRoot, join(work, 'site.db'));
  shellBefore = shellFiles();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a redeployed remote shows after a reload while an open tab keeps working', async ({ page, context }) => {
  await page.goto(`${base}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('deploy-marker')).toHaveCount(0);
  const oldChunks = readdirSync(served).filter((f) => /\.[0-9a-f]{10}\.js$/.test(f));

  await buildRemoteCopy(join(work, 'src-v2'), 'mf-contact', join(work, 'build-v2'), { marker: 'Versie 2 van het contactformulier', expose: 'contact-page' });
  deploy(join(work, 'build-v2'), served);

  // The open tab still runs the old remote and can navigate: its hashed chunks are still served.
  for (const chunk of oldChunks) expect((await page.request.get(`${base}/mf-contact/${chunk}`)).status()).toBe(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A reload (or a new visitor) gets the new manifest (no-cache) and so the new version.
  const fresh = await context.newPage();
  await fresh.goto(`${base}/contact`);
  await expect(fresh.getByTestId('deploy-marker')).toHaveText('Versie 2 van het contactformulier');
  await page.reload();
  await expect(page.getByTestId('deploy-marker')).toBeVisible();
  expect(shellFiles(), 'the shell was not rebuilt').toEqual(shellBefore);
  expect(server.exitCode, 'the server kept running').toBeNull();
});

test('a remote built against an older kit version still composes on one copy of the kit', async ({ page }) => {
  await buildRemoteCopy(join(work, 'src-skew'), 'mf-contact', join(work, 'build-skew'), { marker: 'Gebouwd met kit 0.0.9', expose: 'contact-page', kitVersion: '0.0.9' });
  const manifest = JSON.parse(readFileSync(join(work, 'build-skew', 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string }[] };
  expect(manifest.shared.find((s) => s.name === '@kerk/kit/store')?.version).toBe('0.0.9');
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
  expect(kitVersions).toEqual(['0.1.0']);
});
