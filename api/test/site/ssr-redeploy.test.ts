/**
 * Deploys while the API runs: a new shell server bundle starts a new worker generation (the old one
 * keeps answering until the new one is warm), and a remote's new manifest is reloaded inside the
 * worker; the next page shows either, without a restart.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

import { fixtureBundle, poolOf, ssrLive, useSsrWebApp, writeBundle } from './ssr-fixtures';

describe('server render after a deploy', () => {
  const { web, get } = useSsrWebApp();

  it('renders with a replaced ssr.js in a new worker generation', async () => {
    const first = await ssrLive(web.app());
    expect((await get('/agenda')).body).toContain('data-ssr="shell-v1"');
    const swapped = once(poolOf(web.app()), 'live');
    writeBundle(web.root(), fixtureBundle('v2'));
    // This request notices the new file; it may still be answered by the old generation.
    expect((await get('/nieuws')).statusCode).toBe(200);
    const [generation] = (await swapped) as [number];
    expect(generation).toBe(first + 1);
    // The page cache's key holds the generation: the cached v1 page is not served again.
    const res = await get('/agenda');
    expect(res.body).toContain('<div id="root" data-ssr="shell-v2"><main data-label="v2">');
    writeBundle(web.root(), fixtureBundle('v1'), new Date(Date.UTC(2029, 0, 1)));
  });

  it("has the worker reload a remote whose manifest changed, and doesn't serve the page cached before", async () => {
    await ssrLive(web.app());
    expect((await get('/agenda')).body).toContain(' refreshed=</main>');
    const manifest = path.join(web.root(), 'mf-agenda', 'dist', 'mf-manifest.json');
    const later = new Date(Date.UTC(2031, 0, 1));
    fs.utimesSync(manifest, later, later);
    expect((await get('/agenda')).body).toContain(' refreshed=mf_agenda</main>');
  });
});
