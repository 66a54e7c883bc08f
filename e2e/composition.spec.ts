/** Runtime composition: the shell reads /remotes.json and loads each remote's manifest and entry. */
import { REMOTES } from '../packages/kit/federation';
import { expect, test } from './fixtures';

const REMOTE_PAGES: [string, string, RegExp][] = [
  ['/privacy', 'mf-content', /Privacy/],
  ['/anbi', 'mf-content', /ANBI/],
  ['/agenda', 'mf-agenda', /Agenda/],
  ['/gemeente', 'mf-community', /gemeente/i],
  ['/contact', 'mf-contact', /Contact/],
];

for (const [path, remote, heading] of REMOTE_PAGES) {
  test(`${path} renders the page store texts through ${remote}`, async ({ page }) => {
    const entries: string[] = [];
    page.on('request', (r) => entries.push(new URL(r.url()).pathname));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(entries).toContain('/remotes.json');
    expect(entries).toContain(`/${remote}/mf-manifest.json`);
    expect(entries).toContain(`/${remote}/remoteEntry.js`);
  });
}

test('the page holds one copy of each shared singleton', async ({ page }) => {
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const copies = await page.evaluate(() => {
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, string[]> = {};
    for (const host of Object.values(share))
      for (const scope of Object.values(host))
        for (const [pkg, versions] of Object.entries(scope))
          for (const [version, entry] of Object.entries(versions)) if (entry.loaded || entry.lib) (loaded[pkg] ??= []).push(version);
    return Object.fromEntries(Object.entries(loaded).map(([pkg, v]) => [pkg, [...new Set(v)].length]));
  });
  for (const pkg of ['react', 'react-dom', '@emotion/react', '@kerk/kit/router', '@kerk/kit/store']) expect(copies[pkg], pkg).toBe(1);
  // React Router, react-redux and Redux Toolkit are no shared packages: they travel inside the kit.
  for (const pkg of ['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit']) expect(copies[pkg], pkg).toBeUndefined();
});

test('a blocked remote manifest leaves the rest of the site working', async ({ page, errors }) => {
  errors.allow(/mf-agenda|Failed to load resource|RUNTIME-00\d|Federation Runtime/);
  await page.route('**/mf-agenda/mf-manifest.json', (route) => route.abort());
  await page.goto('/agenda');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy/);
});

test('remote assets are served with the right cache headers and CORS', async ({ request }) => {
  const manifest = await request.get('/mf-agenda/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const entry = await request.get('/mf-agenda/remoteEntry.js');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const { metaData, exposes } = (await manifest.json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  expect(metaData.remoteEntry.name).toBe('remoteEntry.js');
  const chunk = exposes[0]!.assets.js.sync[0]!;
  expect(chunk, 'exposed chunks carry a content hash').toMatch(/\.[0-9a-f]{10}\.js$/);
  const hashed = await request.get(`/mf-agenda/${chunk}`);
  expect(hashed.ok()).toBe(true);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('/remotes.json is served without caching', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const body = (await response.json()) as { remotes: { id: string }[] };
  expect(body.remotes.map((r) => r.id)).toEqual(REMOTES);
});
