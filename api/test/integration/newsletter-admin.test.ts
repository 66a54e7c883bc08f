/**
 * The editing app's Zijstroom calls through a real SMTP server on loopback (issue 33): a proof goes
 * to the signed-in editor's own address ahead of an issue's rows, marked "[Proef]"; an issue with
 * the paper edition carries the PDF as an attachment to every subscriber; and the preview is the
 * mail a subscriber gets, byte for byte but for the unsubscribe link's token. The clock is held.
 */
import type { FastifyInstance } from 'fastify';

import { holdClockAt, startClockAt } from '../../src/lib/clock';
import { asSignedIn, signedInAs, type SignedIn } from '../admin-helper';
import { TEST_NOW } from '../setup-clock';
import { makeWebRoot } from '../site/fake-web-root';
import { decoded, headerOf, HOST, startNewsletterApp, subscribe } from './newsletter-harness';
import { startSmtp, stopSmtp, type Received } from './smtp-catcher';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('Zijstroom op papier'), Buffer.from('\n%%EOF\n')]);

describe('Zijstroom from the editing app, through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let received: Received[];
  let editor: SignedIn;
  const root = makeWebRoot();

  beforeEach(async () => {
    holdClockAt(TEST_NOW);
    smtp = await startSmtp(0);
    received = smtp.received;
    // One mail a minute: whatever is claimed first is the only one that goes.
    app = await startNewsletterApp(smtp.port, root, { newsletterRate: 1 });
    editor = await signedInAs(app, 'redacteur', 'anna@example.org');
  });
  afterEach(async () => {
    await app.close();
    await stopSmtp(smtp.server);
    startClockAt(TEST_NOW);
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/admin/zijstroom${url}`, headers: asSignedIn(editor, { host: HOST, ...headers }), payload });
  const issueWithPdf = async () => {
    const upload = await app.inject({ method: 'POST', url: '/api/admin/zijstroom/bijlagen?name=december.pdf', headers: asSignedIn(editor, { host: HOST, 'content-type': 'application/pdf' }), payload: PDF });
    const created = await call('POST', '', { title: 'Zijstroom 6 december', body: '<p>Welkom in de adventstijd.</p>', attachmentId: upload.json().data.id });
    return created.json().data as { id: number; version: number };
  };
  /** The mail's parts, its unsubscribe tokens made alike. */
  const sameToken = (text: string) => text.replace(/token=[\w-]+/g, 'token=T');

  it('sends a proof to the editor ahead of the issue already waiting, marked [Proef], with the PDF', async () => {
    const at = (seconds: number) => holdClockAt(new Date(Date.parse(TEST_NOW) + seconds * 1000));
    // The confirmation mail goes at +60 s: the minute's one mail is used until +120 s.
    await subscribe(app, received, 'piet@example.org', 'Piet', 60_000);
    at(90);
    const issue = await issueWithPdf();
    expect((await call('POST', `/${issue.id}/versturen`, {}, { 'if-match': `"${issue.version}"` })).statusCode).toBe(200);
    await app.newsletter.drain();
    expect((await call('GET', `/${issue.id}/voortgang`)).json().data).toMatchObject({ status: 'sending', waiting: 1 });
    expect((await call('POST', `/${issue.id}/proef`)).statusCode).toBe(202);

    at(125);
    const before = received.length;
    await app.newsletter.drain();
    expect(received.slice(before).map((mail) => mail.to)).toEqual([['anna@example.org']]);
    const proof = decoded(received.at(-1)!);
    expect(headerOf(proof, 'Subject')).toBe('[Proef] Zijstroom 6 december');
    expect(proof).toMatch(/Content-Type: application\/pdf; name=december\.pdf/);
    expect(received.at(-1)!.raw).toContain(PDF.toString('base64'));

    at(190);
    await app.newsletter.drain();
    expect(received.at(-1)!.to).toEqual(['piet@example.org']);
    expect(headerOf(decoded(received.at(-1)!), 'Subject')).toBe('Zijstroom 6 december');
  });

  it('mails every subscriber the PDF, and the HTML and plain text the preview showed', async () => {
    await subscribe(app, received, 'piet@example.org', 'Piet', 60_000);
    holdClockAt(new Date(Date.parse(TEST_NOW) + 120_000));
    const issue = await issueWithPdf();
    const preview = (await call('GET', `/${issue.id}/voorbeeld`)).json().data as { html: string; text: string; attachment: { name: string; bytes: number } };
    expect(preview.attachment).toMatchObject({ name: 'december.pdf', bytes: PDF.length });
    await call('POST', `/${issue.id}/versturen`, {}, { 'if-match': `"${issue.version}"` });
    await app.newsletter.drain();
    await app.newsletter.drain();
    const mail = received.find((m) => m.to[0] === 'piet@example.org' && /Zijstroom 6 december/.test(decoded(m)))!;
    const raw = decoded(mail);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=december\.pdf/);
    expect(mail.raw).toContain(PDF.toString('base64'));
    const html = /Content-Type: text\/html[^\n]*\r?\nContent-Transfer-Encoding: quoted-printable\r?\n\r?\n([\s\S]*?)\r?\n----/.exec(raw)?.[1];
    expect(sameToken(html ?? '')).toBe(sameToken(preview.html));
  });
});
