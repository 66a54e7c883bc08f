import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

import { asciiJson, createJsonCache, preferredEncoding } from '../../../../src/plugins/app/http-cache/json-cache';
import { OTHER_WRITERS_CHECK_MS } from '../../../../src/plugins/external/db';
import { build, useApp } from '../../../helper';
import { startClockAt, stepClock } from '../../../../src/lib/clock';
import { TEST_NOW } from '../../../setup-clock';

describe('json cache (page, footer, setting)', () => {
  const app = useApp();

  it('answers a repeated request from memory, without asking the database again', async () => {
    await app().ready();
    const spy = jest.spyOn(app().pagesRepository, 'findByName');
    const first = await app().inject({ url: '/api/page?name=agenda' });
    const second = await app().inject({ url: '/api/page?name=agenda' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('shows an edit at once: any write to the database makes the next answer fresh', async () => {
    const before = await app().inject({ url: '/api/page?name=agenda' });
    await app().pagesRepository.savePartial('agenda', { name: 'title', content: 'Wat er te doen is' });
    const after = await app().inject({ url: '/api/page?name=agenda' });
    expect(after.json().data.partials[0]).toEqual({ name: 'title', content: 'Wat er te doen is' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers 304 without a body for a matching If-None-Match, with the caching headers', async () => {
    const first = await app().inject({ url: '/api/page/footer' });
    const again = await app().inject({ url: '/api/page/footer', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the %s form it keeps to a client that accepts it', async (encoding, decompress) => {
    const plain = await app().inject({ url: '/api/page?name=index' });
    const res = await app().inject({ url: '/api/page?name=index', headers: { 'accept-encoding': `${encoding}, identity` } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/);
    expect(decompress(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('writes the Dutch texts as \\u escapes: a pure-ASCII body that parses to the same text', async () => {
    await app().ready();
    await app().pagesRepository.savePartial('agenda', { name: 'title', content: 'Eén gemeente, geïnspireerd 🙂' });
    const res = await app().inject({ url: '/api/page?name=agenda' });
    expect(res.body).toMatch(/^[\x20-\x7e]*$/);
    expect(res.body).toContain('E\\u00e9n');
    expect(res.json().data.partials[0].content).toBe('Eén gemeente, geïnspireerd 🙂');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('runs none of the compression plugin\'s hooks on its routes (it compresses each answer once itself)', async () => {
    await app().ready();
    const lines = app().printRoutes({ includeHooks: true, commonPrefix: false, method: 'GET' }).split('\n');
    /** The hook lines (`• (onSend) [...]`) printed right under the route's own line. */
    const hooksOf = (path: string) => {
      const at = lines.findIndex((line) => line.endsWith(`── ${path} (GET)`));
      expect(at).toBeGreaterThanOrEqual(0);
      const after = lines.slice(at + 1);
      return after.slice(0, after.findIndex((line) => !line.includes('• ('))).join('\n');
    };
    for (const path of ['/api/page', '/api/setting', '/api/search']) {
      expect(hooksOf(path)).toContain('(onSend)');
      // @fastify/compress adds a preParsing hook (request bodies) and an onSend hook named onSend,
      // next to http-cache's own onSend.
      expect(hooksOf(path)).not.toContain('(preParsing)');
      expect(hooksOf(path).match(/"onSend\(\)"/g)).toHaveLength(1);
    }
    // A route that does not answer from the JSON cache keeps the plugin's onSend.
    expect(hooksOf('/api/services').match(/"onSend\(\)"/g)).toHaveLength(2);
  });

  it('still answers 404 for an unknown page', async () => {
    const res = await app().inject({ url: '/api/page?name=bestaat-niet' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Pagina niet gevonden' });
  });
});

describe('json cache with another process writing', () => {
  it('notices a change committed by another connection (e.g. an admin with sqlite3) within a second', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-cache-'));
    const app = build({ config: { databasePath: path.join(dir, 'site.db') } });
    try {
      expect((await app.inject({ url: '/api/setting' })).json().data.phone).not.toBe('0487 00 00 00');
      const other = new SQLite(path.join(dir, 'site.db'));
      other.prepare("UPDATE settings SET phone = '0487 00 00 00'").run();
      other.close();
      // Another process's writes are looked for once a second.
      stepClock(OTHER_WRITERS_CHECK_MS);
      expect((await app.inject({ url: '/api/setting' })).json().data.phone).toBe('0487 00 00 00');
    } finally {
      startClockAt(TEST_NOW);
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('asciiJson', () => {
  it('escapes every non-ASCII character, surrogate pairs included, and keeps the JSON value', () => {
    const value = { a: 'Eén ë ü', b: ['😀', '\u2028'], c: 1 };
    const text = asciiJson(JSON.stringify(value));
    expect(text).toBe('{"a":"E\\u00e9n \\u00eb \\u00fc","b":["\\ud83d\\ude00","\\u2028"],"c":1}');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['gzip;q=0', null],
    // The client's preference counts: a higher q wins over brotli's place in our list.
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('createJsonCache', () => {
  /** A bare Fastify with `GET /:key` served from a cache of `maxEntries`, counting loads per key. */
  function cachedApp(maxEntries: number) {
    const app = Fastify();
    const loads: string[] = [];
    let version = 'v1';
    const cache = createJsonCache(() => version, maxEntries);
    app.get<{ Params: { key: string } }>('/:key', (request, reply) => {
      const { key } = request.params;
      const load = async () => {
        loads.push(key);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { key };
      };
      cache.serve(request, reply, key, load, () => reply.callNotFound());
    });
    return { app, loads, write: () => (version = `${version}+`) };
  }

  it('drops the least recently used answer when full, not the oldest one', async () => {
    const { app, loads } = cachedApp(2);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) expect((await app.inject({ url: `/${key}` })).json()).toEqual({ key });
    // 'a' was used again before 'c' came in, so 'b' had to go; 'a' stayed.
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('loads once for requests that arrive while the same load is under way', async () => {
    const { app, loads } = cachedApp(10);
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject({ url: '/popular' })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(loads).toEqual(['popular']);
  });

  it('loads again after a write to the database', async () => {
    const { app, loads, write } = cachedApp(10);
    await app.inject({ url: '/a' });
    await app.inject({ url: '/a' });
    write();
    await app.inject({ url: '/a' });
    expect(loads).toEqual(['a', 'a']);
  });
});
