/**
 * Zijstroom by e-mail, the whole way (issue 33), against a server of this spec's own that mails to
 * an SMTP catcher started here (both on loopback ports in this run's E2E range): a reader signs up
 * on /zijstroom → the confirmation mail arrives → its link says "bevestigd" → a beheerder writes an
 * issue in the editing app, looks at it, sends a proof to herself and sends it → it arrives with
 * List-Unsubscribe (https and mailto) and List-Unsubscribe-Post → the reader's mail client
 * unsubscribes with one POST → the next issue, set for a moment ("Versturen op …"), goes out when
 * the server's clock is stepped past it, to the other reader only.
 */
import type { Browser, Page } from '@playwright/test';

import { decoded, headerOf, startSmtp, stopSmtp, type Received } from '../api/test/integration/smtp-catcher';
import { expect, test, waitForTakeOver } from './fixtures';
import { createUser, signIn } from './support/admin';
import { startSteppedServer, type SteppedServer } from './support/stepped-server';

test.describe.configure({ mode: 'serial' });
test.skip(({ browserName, viewport }) => browserName !== 'chromium' || (viewport?.width ?? 0) < 900, 'runs once, on desktop');

const base = Number(process.env.E2E_PORT ?? 8123);
const SERVER_PORT = base + 20;
const SMTP_PORT = base + 21;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: SteppedServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp(SMTP_PORT);
  server = await startSteppedServer(SERVER_PORT, { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` });
});
test.afterAll(async () => {
  await server?.stop();
  if (smtp) await stopSmtp(smtp.server);
});

/**
 * Console errors that are no problem here: the editing app asks for its session before signing in
 * (401, as in the beheer specs), and Playwright's clock script cannot run in the preview's
 * sandboxed frame (which runs no script at all, on purpose; the mail itself has none).
 */
const EXPECTED = [/status of 401/, /Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/];

/** A page of a browser context on this spec's server, its clock at the run's instant, collecting console errors. */
async function pageOn(browser: Browser, now: number): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'nl-NL' });
  await context.clock.install({ time: now });
  const page = waitForTakeOver(await context.newPage());
  const problems: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'error' && !EXPECTED.some((pattern) => pattern.test(msg.text())) && problems.push(msg.text())));
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

const mailsTo = (address: string, subject?: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && (subject === undefined || headerOf(decoded(mail), 'Subject') === subject));
const waitForMail = async (address: string, subject: string): Promise<Received> => {
  await expect.poll(() => mailsTo(address, subject).length, { message: `"${subject}" to ${address}` }).toBe(1);
  return mailsTo(address, subject)[0]!;
};
const linkIn = (mail: Received, path: string) => new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w-]+`).exec(decoded(mail))?.[0];

/** A reader signs up with the form on /zijstroom and follows the link in the confirmation mail. */
async function signUp(page: Page, email: string, name: string) {
  await page.goto('/zijstroom');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Naam (niet verplicht)').fill(name);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByText('Kijk in uw mailbox om uw aanmelding te bevestigen')).toBeVisible();
  const confirmation = await waitForMail(email, 'Bevestig uw aanmelding voor Zijstroom');
  await page.goto(linkIn(confirmation, '/zijstroom/bevestigen')!);
  await expect(page).toHaveURL(/\/zijstroom\/bevestigd$/);
  await expect(page.getByText('Uw aanmelding voor Zijstroom is bevestigd')).toBeVisible();
}

/** The beheerder writes an issue and opens "Bekijken en versturen". */
async function writeIssue(page: Page, title: string, text: string) {
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Zijstroom' }).click();
  await page.getByRole('button', { name: 'Nieuwe Zijstroom schrijven' }).click();
  await page.getByLabel('Titel').fill(title);
  await page.getByRole('textbox', { name: 'Tekst' }).click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(/De Zijstroom is opgeslagen/)).toBeVisible();
  await page.getByRole('button', { name: `Bekijken en versturen: ${title}` }).click();
  await expect(page.frameLocator('iframe[title^="Voorbeeld van de e-mail"]').getByText(text)).toBeVisible();
}

test('a reader signs up and confirms, a beheerder sends Zijstroom, the reader unsubscribes with one click and gets no next issue', async ({ browser, now }) => {
  test.setTimeout(240_000);
  const reader = await pageOn(browser, now);
  await signUp(reader.page, 'anna@example.org', 'Anna de Vries');
  await signUp(reader.page, 'piet@example.org', 'Piet');

  const editor = await pageOn(browser, now);
  const beheerder = await createUser(editor.page, server.url, 'beheerder');
  await signIn(editor.page, beheerder);
  await writeIssue(editor.page, 'Zijstroom 27 november', 'Welkom in de adventstijd.');
  await expect(editor.page.getByText('Deze Zijstroom gaat naar 2 abonnees.')).toBeVisible();
  // The mail as sent: CSS inlined, the visible Afmelden link.
  await expect(editor.page.frameLocator('iframe[title^="Voorbeeld van de e-mail"]').getByRole('link', { name: 'Afmelden' })).toBeVisible();

  await editor.page.getByRole('button', { name: 'Stuur een proef naar mijzelf' }).click();
  await expect(editor.page.getByText(`Er is een proef gestuurd naar ${beheerder.email}.`)).toBeVisible();
  await waitForMail(beheerder.email, '[Proef] Zijstroom 27 november');

  await editor.page.getByRole('button', { name: 'Nu versturen' }).click();
  await editor.page.getByRole('dialog').getByRole('button', { name: 'Ja, nu versturen' }).click();
  await expect(editor.page.getByText('2 van 2 verstuurd')).toBeVisible();
  const issue = await waitForMail('anna@example.org', 'Zijstroom 27 november');
  await waitForMail('piet@example.org', 'Zijstroom 27 november');
  await expect(editor.page.getByText(/Klaar: verstuurd op maandag 23 november 2026/)).toBeVisible();

  // The headers a mail client offers "Afmelden" with (RFC 2369, RFC 8058), and its one-click POST.
  const raw = decoded(issue);
  const unsubscribe = headerOf(raw, 'List-Unsubscribe')!;
  expect(unsubscribe).toMatch(new RegExp(`^<${server.url}/zijstroom/afmelden\\?token=[\\w-]+>, <mailto:[^>]+>$`));
  expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const oneClick = await reader.page.request.post(/<(https?:[^>]+)>/.exec(unsubscribe)![1]!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect([oneClick.status(), await oneClick.text()]).toEqual([200, 'U bent afgemeld voor Zijstroom.']);

  // The next issue, set for 10 minutes from now: it goes when the server's clock gets there.
  await editor.page.getByRole('button', { name: 'Terug naar de lijst' }).first().click();
  await writeIssue(editor.page, 'Zijstroom 11 december', 'Kerstnachtdienst in de Dorpskerk.');
  await expect(editor.page.getByText('Deze Zijstroom gaat naar 1 abonnee.')).toBeVisible();
  await editor.page.getByRole('button', { name: 'Versturen op …' }).click();
  await editor.page.getByLabel('Datum').fill('2026-11-23');
  await editor.page.getByLabel('Tijd').fill('21:15');
  await editor.page.getByRole('button', { name: 'Versturen op maandag 23 november 2026 om 21.15 uur' }).click();
  await editor.page.getByRole('dialog').getByRole('button', { name: 'Ja, zo versturen' }).click();
  await expect(editor.page.getByText('De Zijstroom staat klaar: hij wordt op maandag 23 november 2026 om 21.15 uur verstuurd.')).toBeVisible();
  await expect(editor.page.getByRole('button', { name: 'Niet versturen' })).toBeVisible();
  expect(mailsTo('piet@example.org', 'Zijstroom 11 december')).toEqual([]);

  await server.step(11 * 60_000);
  await editor.page.clock.fastForward('11:00');
  await waitForMail('piet@example.org', 'Zijstroom 11 december');
  await editor.page.reload();
  await editor.page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Zijstroom' }).click();
  await expect(editor.page.getByRole('row').filter({ hasText: 'Zijstroom 11 december' })).toContainText('Verstuurd op maandag 23 november 2026');
  // Sent and done: it went to Piet alone.
  expect(smtp.received.filter((mail) => headerOf(decoded(mail), 'Subject') === 'Zijstroom 11 december').map((mail) => mail.to)).toEqual([['piet@example.org']]);
  expect(mailsTo('anna@example.org', 'Zijstroom 11 december')).toEqual([]);

  // The archive shows both issues, newest first.
  await reader.page.goto('/zijstroom');
  await expect(reader.page.locator('[data-archive] li')).toHaveText([/Zijstroom 11 december/, /Zijstroom 27 november/]);
  expect([...reader.problems, ...editor.problems]).toEqual([]);
});
