import { Writable } from 'node:stream';

import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import serviceApp, { serverOptions } from '../../../../src/app';
import { testConfig } from '../../../helper';

/** The real app with its log lines collected, to check what operators are told. */
async function appWithLog(): Promise<{ app: FastifyInstance; lines: Array<{ level: number; msg: string }> }> {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const config = testConfig();
  const app = Fastify({ ...serverOptions(config), logger: { level: 'info', stream } });
  await app.register(fp(serviceApp), { config });
  await app.ready();
  return { app, lines };
}

const WARN = 40;
const valid = { name: 'Jan', email: 'jan@example.org', subject: 'Vraag', message: 'Hoe laat begint de dienst?', contactType: 'algemeen' };

describe('contact outbox without SMTP_URL', () => {
  let app: FastifyInstance;
  let lines: Array<{ level: number; msg: string }>;
  beforeEach(async () => ({ app, lines } = await appWithLog()));
  afterEach(() => app.close());

  it('warns at start-up that messages are stored but not mailed', () => {
    expect(lines).toContainEqual(expect.objectContaining({ level: WARN, msg: 'SMTP_URL is not set: contact messages are stored but not mailed' }));
  });

  it('keeps accepted messages queued', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(202);
    expect(await app.contactOutbox.drain()).toBe(0);
    expect(await app.contactOutbox.countByStatus()).toEqual({ queued: 1, sending: 0, sent: 0, retry: 0 });
  });

  it('logs a filled honeypot as a warning', async () => {
    await app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, website: 'http://spam.example' } });
    expect(lines).toContainEqual(expect.objectContaining({ level: WARN, msg: 'contact honeypot filled; message discarded' }));
    expect(await app.contactOutbox.countByStatus()).toEqual({ queued: 0, sending: 0, sent: 0, retry: 0 });
  });
});
