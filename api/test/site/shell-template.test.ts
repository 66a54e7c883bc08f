/**
 * docker-compose: nginx holds the shell's files and sends page requests to the API, which fetches
 * the shell's index.html from SHELL_INDEX_URL to write each page's head into.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';

import { urlTemplate } from '../../src/site/shell-template';
import { build } from '../helper';
import { SHELL_INDEX } from './fake-web-root';

/** Reads until `check` holds: a stale copy is answered while the refetch runs in the background. */
async function readUntil(template: ReturnType<typeof urlTemplate>, check: (text: string) => boolean) {
  for (let i = 0; i < 200; i++) {
    const read = await template.read();
    if (read && check(read.text)) return read;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the template never changed');
}

async function shellServer(body: { current: string; status: number }) {
  const server = http.createServer((_req, res) => res.writeHead(body.status, { 'content-type': 'text/html' }).end(body.current));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('shell index.html from SHELL_INDEX_URL', () => {
  it('answers page paths with the fetched shell and the page head', async () => {
    const body = { current: SHELL_INDEX, status: 200 };
    const shell = await shellServer(body);
    const webRoot = fs.mkdtempSync(`${os.tmpdir()}/no-dist-`);
    const app = build({ serveWeb: true, config: { webRoot, remoteUrls: {}, shellIndexUrl: shell.url } });
    try {
      const res = await app.inject({ url: '/agenda', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Agenda | Protestantse Gemeente Maas en Waal</title>');
      expect(res.body).toContain('<script defer src=/main.3a2178a750.js></script>');
    } finally {
      await app.close();
      await shell.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('refetches after its time-to-live and keeps the last good copy while the shell is down', async () => {
    const body = { current: '<html><head><title>v1</title></head></html>', status: 200 };
    const shell = await shellServer(body);
    const errors: string[] = [];
    const template = urlTemplate(shell.url, (reason) => errors.push(reason), 0);
    try {
      const first = await template.read();
      expect(first?.text).toContain('v1');
      body.current = '<html><head><title>v2</title></head></html>';
      const second = await readUntil(template, (text) => text.includes('v2'));
      expect(second.version).not.toBe(first?.version);
      body.status = 503;
      for (let i = 0; i < 200 && !errors.some((e) => e.includes('503')); i++) {
        expect((await template.read())?.text).toContain('v2');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(errors.some((e) => e.includes('503'))).toBe(true);
      expect((await template.read())?.text).toContain('v2');
    } finally {
      await shell.close();
    }
  });
});
