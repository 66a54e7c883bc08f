import { Writable } from 'node:stream';

import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import serviceApp, { serverOptions } from '../../src/app';
import { testConfig } from '../helper';

interface LogLine {
  reqId?: string;
  msg: string;
  res?: { statusCode: number };
}

describe('request ids and structured logs', () => {
  let app: FastifyInstance;
  let lines: LogLine[];

  beforeEach(async () => {
    lines = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    const config = testConfig();
    app = Fastify({ ...serverOptions(config), logger: { level: 'info', stream } });
    await app.register(fp(serviceApp), { config });
  });
  afterEach(() => app.close());

  it('keeps the x-request-id a proxy sent, answers it, and logs every line of the request with it', async () => {
    const res = await app.inject({ url: '/api/setting', headers: { 'x-request-id': 'nginx-7f3a.42' } });
    expect(res.headers['x-request-id']).toBe('nginx-7f3a.42');
    const own = lines.filter((line) => line.reqId === 'nginx-7f3a.42').map((line) => line.msg);
    expect(own).toEqual(['incoming request', 'request completed']);
  });

  it('gives a request without one a new UUID', async () => {
    const res = await app.inject({ url: '/api/setting' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it.each([
    ['a line break (log injection)', 'abc\ninjected'],
    ['spaces and quotes', 'a b "c"'],
    ['an overlong value', 'x'.repeat(200)],
  ])('replaces an incoming id with %s', async (_label, id) => {
    const res = await app.inject({ url: '/api/setting', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).not.toBe(id);
    expect(lines.some((line) => line.reqId === id)).toBe(false);
  });

  it('logs a failed request with its id and status', async () => {
    const res = await app.inject({ url: '/api/news/abc', headers: { 'x-request-id': 'req-400' } });
    expect(res.statusCode).toBe(400);
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'req-400', msg: 'request rejected' }));
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'req-400', res: { statusCode: 400 } }));
  });
});
