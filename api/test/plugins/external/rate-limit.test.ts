import { createIpLimiter } from '../../../src/plugins/external/ip-limiter';
import { build } from '../../helper';

describe('createIpLimiter', () => {
  it('lets max requests of an IP through per window, then answers the seconds left', () => {
    const limiter = createIpLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.hit('10.0.0.1', t0))).toEqual([0, 0, 0]);
    expect(limiter.hit('10.0.0.1', t0 + 15_000)).toBe(45);
    // Another IP has its own window.
    expect(limiter.hit('10.0.0.2', t0 + 15_000)).toBe(0);
  });

  it('answers the wait without counting, once max requests were counted', () => {
    const limiter = createIpLimiter(2, 60_000);
    expect(limiter.wait('10.0.0.1', 0)).toBe(0);
    limiter.hit('10.0.0.1', 0);
    expect([limiter.wait('10.0.0.1', 1_000), limiter.wait('10.0.0.1', 1_000)]).toEqual([0, 0]);
    limiter.hit('10.0.0.1', 1_000);
    expect(limiter.wait('10.0.0.1', 30_000)).toBe(30);
    expect(limiter.wait('10.0.0.1', 60_000)).toBe(0);
  });

  it('starts a new window once the old one has ended', () => {
    const limiter = createIpLimiter(1, 60_000);
    limiter.hit('10.0.0.1', 0);
    expect(limiter.hit('10.0.0.1', 59_999)).toBe(1);
    expect(limiter.hit('10.0.0.1', 60_000)).toBe(0);
  });

  it('forgets ended windows when swept, so memory does not grow with every IP ever seen', () => {
    const limiter = createIpLimiter(5, 60_000);
    for (let i = 0; i < 100; i++) limiter.hit(`10.0.${i}.1`, i < 50 ? 0 : 30_000);
    limiter.sweep(60_000);
    expect(limiter.size()).toBe(50);
  });
});

describe('API rate limit', () => {
  it('answers 429 with Retry-After, only on /api', async () => {
    const app = build({ config: { rateLimitMax: 1 } });
    try {
      expect((await app.inject({ url: '/api/setting' })).statusCode).toBe(200);
      const res = await app.inject({ url: '/api/setting' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^Te veel verzoeken\. Probeer het over \d+ seconden opnieuw\.$/);
      expect((await app.inject({ url: '/api/setting', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
