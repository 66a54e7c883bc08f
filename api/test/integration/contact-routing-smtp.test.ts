/**
 * Contact routing through a real SMTP server on loopback: every contact type is mailed to the
 * recipient the routing table names when the message is SENT, a type without one to the site's
 * general address, and a route changed while a message waits in the outbox (SMTP down) applies to
 * that message too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { contact } from '@kerk/kit/contact';
import type { FastifyInstance } from 'fastify';

import { asSignedIn, signedInAs } from '../admin-helper';
import { eventually, freePort, startMailApp } from './mail-harness';
import { startSmtp, stopSmtp, type Received } from './smtp-catcher';

const idOf = (mail: Received) => /^X-Contact-Message-Id: (.*)$/im.exec(mail.raw)?.[1]?.trim();

async function post(app: FastifyInstance, contactType: string): Promise<string> {
  const payload = { name: 'Anna de Vries', email: 'anna@example.org', subject: `Vraag voor ${contactType}`, message: 'Een vraag aan de juiste persoon, graag.', contactType };
  const res = await app.inject({ method: 'POST', url: '/api/contact', payload });
  expect(res.statusCode).toBe(202);
  return res.json().data.id as string;
}

async function route(app: FastifyInstance, routes: { key: string; recipient: string }[]) {
  const session = await signedInAs(app, 'beheerder', `beheer-${routes.length}-${Math.random()}@example.org`);
  const read = await app.inject({ url: '/api/admin/contact-routing', headers: { cookie: session.cookie } });
  const res = await app.inject({ method: 'PUT', url: '/api/admin/contact-routing', headers: asSignedIn(session, { 'if-match': read.headers.etag as string }), payload: { routes } });
  expect(res.statusCode).toBe(200);
}

describe('contact routing when a message is sent', () => {
  let dir: string;
  const cleanup: Array<() => Promise<void>> = [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-routing-'));
  });
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('mails each contact type to its own recipient, and a type without one to the general address', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => stopSmtp(smtp.server));
    const app = await startMailApp(smtp.port, { databasePath: path.join(dir, 'site.db'), contact: { rateLimitMax: 100 } });
    cleanup.push(() => app.close());
    await route(app, [{ key: 'voorzitter', recipient: 'voorzitter@example.org' }, { key: 'ledenadministratie', recipient: '' }]);

    const expected: Record<string, string> = {
      kerkenraad: 'scriba@pgmaasenwaal.example',
      voorzitter: 'voorzitter@example.org',
      kerkrentmeesters: 'kerkrentmeesters@pgmaasenwaal.example',
      diakenen: 'diaconie@pgmaasenwaal.example',
      huwelijk: 'huwelijk@pgmaasenwaal.example',
      overlijden: 'uitvaart@pgmaasenwaal.example',
      algemeen: 'info@pgmaasenwaal.example',
      ledenadministratie: 'info@pgmaasenwaal.nl',
      zaalhuur: 'zaalverhuur@pgmaasenwaal.example',
    };
    expect(Object.keys(expected).sort()).toEqual(contact.types.map((type) => type.key).sort());
    const ids = new Map<string, string>();
    for (const type of contact.types) ids.set(await post(app, type.key), type.key);

    await eventually('every mail arrived', () => smtp.received.length === contact.types.length);
    const delivered = Object.fromEntries(smtp.received.map((mail) => [ids.get(idOf(mail)!), mail.to]));
    expect(delivered).toEqual(Object.fromEntries(Object.entries(expected).map(([key, to]) => [key, [to]])));
  });

  it('sends a message that waited in the outbox to the route set while it waited', async () => {
    const port = await freePort();
    const app = await startMailApp(port, { databasePath: path.join(dir, 'site.db'), contact: { rateLimitMax: 100 } });
    cleanup.push(() => app.close());
    const id = await post(app, 'kerkenraad');
    const statusOf = async () => (await app.db.selectFrom('contact_messages').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    await eventually('a failed attempt is recorded', async () => (await statusOf()) === 'retry');

    await route(app, [{ key: 'kerkenraad', recipient: 'nieuwe-scriba@example.org' }]);
    const smtp = await startSmtp(port);
    cleanup.push(() => stopSmtp(smtp.server));
    await eventually('the mail arrived', () => smtp.received.length === 1);
    expect(smtp.received[0]!.to).toEqual(['nieuwe-scriba@example.org']);
    expect(idOf(smtp.received[0]!)).toBe(id);
  });
});
