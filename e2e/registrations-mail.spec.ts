/**
 * Sign-ups the whole way, with their mails (issue 43), against a server of this spec's own that
 * mails to an SMTP catcher started here (as zijstroom.spec.ts): the seeded icon workshop has 12 seats
 * and takes at most 6 per sign-up. Anna signs up for 6 on the event's page → her confirmation arrives
 * with the calendar file and a cancel link; another 6 fill it; Cor signs up for 2 → he is told his
 * place on the waitlist, and mailed it → Anna follows the link in her mail, the page asks, she cancels
 * → Cor moves up and gets "Er is een plaats vrij", and the page counts the seats left.
 */
import type { APIRequestContext } from '@playwright/test';

import { decoded, headerOf, startSmtp, stopSmtp, type Received } from '../api/test/integration/smtp-catcher';
import { expect, test, waitForTakeOver } from './fixtures';
import { startSteppedServer, type SteppedServer } from './support/stepped-server';

test.describe.configure({ mode: 'serial' });
test.skip(({ browserName, viewport }) => browserName !== 'chromium' || (viewport?.width ?? 0) < 900, 'runs once, on desktop');

const base = Number(process.env.E2E_PORT ?? 8123);
const SERVER_PORT = base + 22;
const SMTP_PORT = base + 23;
const WORKSHOP = 'Workshop iconen schilderen';

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

const subjectOf = (mail: Received) => headerOf(decoded(mail), 'Subject') ?? '';
const mailsTo = (address: string, subject: RegExp) => smtp.received.filter((mail) => mail.to.includes(address) && subject.test(subjectOf(mail)));
async function waitForMail(address: string, subject: RegExp): Promise<Received> {
  await expect.poll(() => mailsTo(address, subject).length, { message: `${subject} to ${address}`, timeout: 30_000 }).toBe(1);
  return mailsTo(address, subject)[0]!;
}

/** The seeded workshop's id, found by its title among the events. */
async function workshopId(request: APIRequestContext): Promise<number> {
  for (let id = 1; id < 200; id += 1) {
    const res = await request.get(`${server.url}/api/events/${id}`);
    if (res.status() === 404) continue;
    if (((await res.json()) as { data: { title: string } }).data.title === WORKSHOP) return id;
  }
  throw new Error(`no event "${WORKSHOP}" in the seed`);
}

test('a visitor signs up, cancels with the link in her mail, and the first on the waitlist moves up and is mailed', async ({ browser, request }) => {
  const id = await workshopId(request);
  const context = await browser.newContext({ baseURL: server.url, locale: 'nl-NL' });
  // Typed into only once React has taken the page over (as the fixtures' own page does).
  const page = waitForTakeOver(await context.newPage());
  const block = page.getByRole('region', { name: 'Aanmelden' });
  const signUp = async (name: string, email: string, seats: string) => {
    await block.getByLabel('Naam').fill(name);
    await block.getByLabel('E-mailadres').fill(email);
    await block.getByLabel('Aantal plaatsen').selectOption(seats);
    await block.getByRole('button', { name: 'Aanmelden' }).click();
  };

  await page.goto(`/evenement/${id}`);
  await expect(block).toContainText('Nog 12 plaatsen');
  await signUp('Anna de Vries', 'anna@example.org', '6');
  await expect(block.getByText('U bent aangemeld voor 6 plaatsen')).toBeVisible();
  const confirmation = await waitForMail('anna@example.org', /^Aangemeld: Workshop iconen schilderen, /);
  expect(confirmation.raw).toContain('filename=aanmelding.ics');
  const cancelLink = /https?:\/\/\S+\/afmelden\?token=[\w-]{43}/.exec(decoded(confirmation))?.[0];
  expect(cancelLink).toBeDefined();

  // Another household takes the other 6 (through the API, as the form's script does).
  const other = await request.post(`${server.url}/api/events/${id}/registrations`, { data: { name: 'Bert Bos', email: 'bert@example.org', seats: 6 }, headers: { 'x-forwarded-for': '198.51.100.2' } });
  expect(other.status()).toBe(201);

  await page.reload();
  await expect(block).toContainText('Het evenement is vol. U kunt zich aanmelden voor de wachtlijst.');
  await signUp('Cor Kok', 'cor@example.org', '2');
  await expect(block.getByText('Het evenement is vol. U staat op de wachtlijst (plaats 1)')).toBeVisible();
  expect(decoded(await waitForMail('cor@example.org', /^Wachtlijst: /))).toContain('U staat op de wachtlijst (plaats 1), met 2 plaatsen.');

  // Anna's link opens the cancel page, which asks before it cancels (a mail scanner's GET cancels nothing).
  const { pathname, search } = new URL(cancelLink!);
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { level: 1, name: 'Afmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByText('U bent afgemeld. Uw plaatsen zijn vrijgegeven.')).toBeVisible();

  const movedUp = await waitForMail('cor@example.org', /^Er is een plaats vrij: Workshop iconen schilderen, /);
  expect(decoded(movedUp)).toContain('Er is een plaats vrijgekomen. U bent aangemeld voor 2 plaatsen.');
  expect(movedUp.raw).toContain('filename=aanmelding.ics');
  await page.goto(`/evenement/${id}`);
  await expect(block).toContainText('Nog 4 plaatsen');
  // Each mail once: Anna's confirmation, Bert's, Cor's two.
  expect(smtp.received.map((mail) => `${mail.to.join()} ${subjectOf(mail).split(':')[0]}`).sort()).toEqual([
    'anna@example.org Aangemeld',
    'bert@example.org Aangemeld',
    'cor@example.org Er is een plaats vrij',
    'cor@example.org Wachtlijst',
  ]);
  await context.close();
});
