/**
 * Deploys seen by URL (docker: the shell and the remotes live in other containers): the shell's
 * ssr.js from SHELL_SSR_URL and a remote's manifest from REMOTE_<NAME>_SSR_URL are polled by ETag
 * or body hash; a change starts a new worker generation or reloads that remote in the worker.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { HTML, useWebApp } from './fake-web-root';
import { fixtureBundle, poolOf, SSR_ON, ssrLive } from './ssr-fixtures';

jest.setTimeout(30_000);

/** A static server for two files whose text the test changes; it answers 304 to a matching If-None-Match. */
function fileServer(files: Record<string, string>) {
  const server = http.createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body === undefined) return response.writeHead(404).end();
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
    response.writeHead(200, { etag, 'content-type': request.url!.endsWith('.js') ? 'text/javascript' : 'application/json' }).end(body);
  });
  return server;
}

describe('server render with the bundle and a remote by URL', () => {
  const files: Record<string, string> = { '/server/ssr.js': fixtureBundle('url1'), '/mf-agenda/mf-manifest.json': '{"v":1}' };
  const server = fileServer(files);
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const web = useWebApp(undefined, { ...SSR_ON, ssrEnabled: true });

  it('renders with the fetched bundle, then with its new version, and reloads a remote whose manifest changed', async () => {
    const app = await web.rebuild({ ssrEnabled: true, shellSsrUrl: `${base}/server/ssr.js`, remoteSsrUrls: { 'mf-agenda': `${base}/mf-agenda/mf-manifest.json` } });
    const first = await ssrLive(app);
    const get = (url: string) => app.inject({ url, headers: HTML });
    expect((await get('/agenda')).body).toContain('<div id="root" data-ssr="shell-url1"><main data-label="url1">');
    // The fetched bundle can import(), as the federation runtime does for each remote's server entry.
    const imported = await get('/agenda?importeer=1');
    expect(imported.headers['server-timing']).toMatch(/desc=ok$/);
    expect(imported.body).toContain(' import=function');

    files['/server/ssr.js'] = fixtureBundle('url2');
    const [generation] = (await once(poolOf(app), 'live')) as [number];
    expect(generation).toBe(first + 1);
    expect((await get('/nieuws')).body).toContain('<div id="root" data-ssr="shell-url2"><main data-label="url2">');

    expect((await get('/gemeente')).body).toContain(' refreshed= ');
    files['/mf-agenda/mf-manifest.json'] = '{"v":2}';
    const pool = poolOf(app);
    const [name] = (await once(pool, 'refresh')) as [string];
    expect(name).toBe('mf_agenda');
    // The refresh was posted to the worker before this render: it has been reloaded by then.
    expect((await get('/gemeente')).body).toContain(' refreshed=mf_agenda ');
    expect(pool.generation).toBe(generation);
  });
});
