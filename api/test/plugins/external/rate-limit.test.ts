import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { build } from '../../helper';
import { makeWebRoot, writeFiles } from '../../site/fake-web-root';

describe('API rate limit (RATE_LIMIT_MAX per minute per IP)', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  it('answers 429 with Retry-After and a Dutch message past the limit; another IP has its own count', async () => {
    app = build({ config: { rateLimitMax: 1 } });
    const first = await app.inject({ url: '/api/setting' });
    expect(first.statusCode).toBe(200);
    // Nothing about the limit on an answer under it.
    expect(Object.keys(first.headers).filter((name) => name.includes('ratelimit'))).toEqual([]);
    const res = await app.inject({ url: '/api/setting' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/^Te veel verzoeken\. Probeer het over \d+ seconden opnieuw\.$/) });
    expect((await app.inject({ url: '/api/setting', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
  });

  it('counts IPv6 clients per /64 network (one subscriber holds the whole block)', async () => {
    app = build({ config: { rateLimitMax: 1 } });
    expect((await app.inject({ url: '/api/setting', remoteAddress: '2001:db8:1:1::1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/setting', remoteAddress: '2001:db8:1:1::2' })).statusCode).toBe(429);
    expect((await app.inject({ url: '/api/setting', remoteAddress: '2001:db8:1:2::1' })).statusCode).toBe(200);
  });

  it('says how many seconds are left in the window, and lets the IP in again once it has ended', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    app = build({ config: { rateLimitMax: 1 } });
    await app.inject({ url: '/api/setting' });
    now.mockReturnValue(1_015_000);
    const limited = await app.inject({ url: '/api/setting' });
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.json().message).toBe('Te veel verzoeken. Probeer het over 45 seconden opnieuw.');
    now.mockReturnValue(1_060_000);
    expect((await app.inject({ url: '/api/setting' })).statusCode).toBe(200);
  });

  it('counts every /api request, unknown paths too, but no static file of the site', async () => {
    const webRoot = makeWebRoot();
    writeFiles(webRoot, { 'shell/dist/main.3a2178a750.js': 'console.log(1);' });
    try {
      app = build({ serveWeb: true, config: { webRoot, remoteUrls: {}, rateLimitMax: 2 } });
      for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/main.3a2178a750.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/bestaat-niet' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/setting' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/bestaat-niet' })).statusCode).toBe(429);
      expect((await app.inject({ url: '/main.3a2178a750.js' })).statusCode).toBe(200);
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
