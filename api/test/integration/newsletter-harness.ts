/**
 * What the Zijstroom tests share: the app serving the site (the plain form's POST, the confirmation
 * link, the one-click unsubscribe) and mailing to a loopback SMTP server, its timers out of the way
 * (the tests drain the outbox themselves, on a held clock), and the steps of the visitor's flow.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import serviceApp, { serverOptions } from '../../src/app';
import { stepClock } from '../../src/lib/clock';
import type { AppConfig } from '../../src/plugins/external/env';
import { testConfig } from '../helper';
import { decoded, type Received } from './smtp-catcher';

// Where the mails are read: the catcher's (the e2e reads them there too).
export { decoded, headerOf } from './smtp-catcher';

export const HOST = 'kerk.example.nl';
export const FORM = { host: HOST, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

/** The app on `smtp://127.0.0.1:<smtpPort>`; `webRoot` a fake site (site/fake-web-root.ts). */
export async function startNewsletterApp(smtpPort: number, webRoot: string, config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = Fastify({ ...serverOptions(testConfig()), logger: false });
  const full = testConfig({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webRoot, remoteUrls: {}, newsletterRate: 0, ...config });
  await app.register(fp(serviceApp), { config: full, serveWeb: true, outbox: { pollIntervalMs: 3_600_000, retryBaseMs: 60_000, retryMaxMs: 3_600_000 } });
  await app.ready();
  return app;
}

/** Signs up with the plain form, as a browser without JavaScript. */
export const signUpByForm = (app: FastifyInstance, email: string, name = '', ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/zijstroom', remoteAddress: ip, headers: FORM, payload: new URLSearchParams({ email, name }).toString() });

/** The link in a confirmation mail, as the site's path with its query. */
export function confirmPathIn(mail: Received): string {
  const url = /https?:\/\/\S+\/zijstroom\/bevestigen\?token=[\w-]+/.exec(decoded(mail))?.[0];
  if (!url) throw new Error(`no confirmation link in:\n${mail.raw}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** Signs up, drains, confirms with the mailed link: a confirmed subscriber. `stepMs`: the clock moves on after the sign-up (past a rate's minute). */
export async function subscribe(app: FastifyInstance, received: Received[], email: string, name = '', stepMs = 0) {
  const before = received.length;
  expect((await signUpByForm(app, email, name)).statusCode).toBe(303);
  stepClock(stepMs);
  await app.newsletter.drain();
  const mail = received.slice(before).find((m) => m.to.includes(email));
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  const res = await app.inject({ url: confirmPathIn(mail), headers: { host: HOST } });
  expect(res.headers.location).toBe('/zijstroom/bevestigd');
}

/** Writes an issue and has it sent now; answers its id. */
export async function sendIssue(app: FastifyInstance, title: string, body = '<p>Welkom in de kerk.</p>') {
  const id = await app.newsletter.issues.create({ title, body }, 'redactie@example.org');
  expect(await app.newsletter.issues.schedule(id, new Date(0), `https://${HOST}`, 'redactie@example.org')).toBe(true);
  return id;
}
