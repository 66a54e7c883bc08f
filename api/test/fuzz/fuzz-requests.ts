/**
 * Malformed requests for the API fuzz test, drawn from a seeded PRNG so every run sends exactly the
 * same requests (a failure names its index and can be replayed). Covers bad query types, huge and
 * odd strings, broken JSON, odd encodings and content types, path traversal and wrong methods.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

export interface RouteUnderTest {
  method: string;
  url: string;
}

/** mulberry32: tiny, fast and good enough to pick test cases. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'x'.repeat(70_000);
const VALUES = [
  '', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'Infinity', '99999999999999999999', '0x1F', 'true', 'null', 'undefined',
  '../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '....//....//', 'C:\\Windows\\win.ini', '/dev/null',
  "' OR 1=1 --", '"; DROP TABLE news; --', '*', 'kerk*', '"kerk"', 'kerk OR', 'NEAR(a b)', '^', '-', 'a:b', '{}', '[]',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '${7*7}', '{{7*7}}', '%00', '\u0000', '\u202e\u202d',
  'zoë', 'Ünïcödé', '𝕂𝕖𝕣𝕜', '🙏⛪', '\ud800', 'ａｂｃ', 'x'.repeat(201), 'x'.repeat(5000), 'é'.repeat(3000),
  '2026-02-30', '2026-13-01', '9999-12-31T23:59:59Z', '2026-01-01T25:00:00Z', 'beuningen', 'Beuningen', 'druten,leur',
];
/** A lone surrogate cannot be percent-encoded as UTF-8: it goes out as the bytes of one (invalid UTF-8). */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};
const PATH_VALUES = [...VALUES.filter((v) => v !== '' && v.length < 300).map(encode), '..', '.', '%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '1;drop', '1%00', '1.ics.ics', 'a/b'];
const QUERY_KEYS = ['name', 'page', 'pageSize', 'q', 'limit', 'from', 'to', 'location', 'streamed', 'recording', 'order', '__proto__', 'constructor', 'x'];
const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz',
  'application/xml', 'abc', '', 'application/json;;;', 'application/vnd.api+json',
];
const BODIES: Array<string | Buffer> = [
  '{', '{"name":', '{"name": "a",}', "{'name': 'a'}", '[]', '[1,2,3]', 'null', '0', '"text"', 'true', '{}',
  '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', `{"message":"${HUGE}"}`,
  `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"name":123,"email":[],"subject":{},"message":null,"contactType":true}',
  '{"name":"a","email":"b@c","subject":"d","message":"e","contactType":"bestaat-niet"}',
  '{"name":"\\u0000","email":"x@y.z\\r\\nBcc: evil@example.org","subject":"a\\r\\nb","message":"ok","contactType":"algemeen"}',
  Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('{"name":"\xff\xfe"}', 'latin1'), 'name=a&email=b', HUGE,
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

export function createFuzzer(seed: number) {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;

  function query(): string {
    const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
      const key = pick(QUERY_KEYS);
      if (chance(0.1)) return `${key}[a]=${encode(pick(VALUES))}`;
      if (chance(0.1)) return `${key}=1&${key}=2`;
      return chance(0.15) ? `${key}=${pick(PATH_VALUES)}` : `${encode(key)}=${encode(pick(VALUES))}`;
    });
    return parts.join('&');
  }

  /** One malformed request for a route: its path filled with odd values, odd query, headers and body. */
  return function next(route: RouteUnderTest): InjectOptions {
    const url = route.url.replace(/:[A-Za-z_]+|\*/g, () => (chance(0.2) ? String(1 + Math.floor(random() * 30)) : pick(PATH_VALUES)));
    const method = chance(0.7) ? route.method : pick(METHODS);
    const headers: Record<string, string> = {};
    if (chance(0.6)) headers['content-type'] = pick(CONTENT_TYPES);
    if (chance(0.2)) headers['if-none-match'] = pick(['*', 'W/"x"', '"', ',,,', pick(VALUES).slice(0, 200)]);
    if (chance(0.2)) headers['idempotency-key'] = pick(VALUES).replace(/[^\x20-\x7e]/g, '?').slice(0, 300);
    if (chance(0.2)) headers['accept-encoding'] = pick(['gzip', 'br', 'deflate', 'identity;q=0', '*', 'gzip;q=x']);
    if (chance(0.2)) headers.accept = pick(['text/html', '*/*', 'application/xml', 'x/y;q=', '']);
    if (chance(0.1)) headers['content-encoding'] = pick(['gzip', 'br', 'x-unknown']);
    if (chance(0.1)) headers.origin = pick(['https://evil.example', 'null', 'file://']);
    const withBody = method !== 'GET' && method !== 'HEAD' && chance(0.8);
    return {
      method,
      url: chance(0.7) ? `${url}?${query()}` : url,
      headers,
      ...(withBody ? { payload: pick(BODIES) } : {}),
      // Many clients: the per-IP limits must not hide what a single request does.
      remoteAddress: `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`,
    };
  };
}

/**
 * What is wrong with one fuzzed answer, or null: a 5xx, or an error (4xx, HEAD aside) that is not
 * JSON `{ code, message }`. `label` names the request in the failure.
 */
export function answerProblem(request: InjectOptions, res: LightMyRequestResponse, label: string): string | null {
  const describe = () => `${label} ${request.method} ${String(request.url).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return describe();
  if (res.statusCode < 400 || request.method === 'HEAD') return null;
  const body = (() => {
    try {
      return res.json() as { code?: unknown; message?: unknown };
    } catch {
      return null;
    }
  })();
  const isError = typeof body?.code === 'string' && typeof body.message === 'string' && /json/.test(String(res.headers['content-type']));
  return isError ? null : describe();
}
