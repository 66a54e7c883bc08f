/**
 * The agenda in the composed site (issue 16): an editor adds a weekly event at /beheer/agenda (the
 * Bible circle, Tuesdays 20:00, relative to the e2e clock's Monday 23-11-2026). The agenda's week
 * view shows it on three weeks in a row at 20.00, stepping with "Volgende week", and /api/agenda.ics
 * carries it as ONE VEVENT with its RRULE and a DTSTART in Europe/Amsterdam. A weekly Friday coffee
 * morning that skips Christmas Day (issue 41) is in the weeks around it but not in Christmas week,
 * and the feed leaves 25 December out with an EXDATE. Each event is removed at the end (into the
 * Prullenbak), so the other specs see the seeded events only.
 */
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { axeFor } from './support/a11y';
import { createUser, signIn } from './support/admin';

const TITLE = `Bijbelkring ${randomUUID().slice(0, 6).replace(/\d/g, 'k')}`;

/** Tuesdays from the day after the e2e clock's Monday: 24-11, 1-12 and 8-12-2026 in three weeks, until 15-12. */
const FIRST = '2026-11-24';
const TUESDAYS = [
  { day: '2026-11-24', shown: 'dinsdag 24-11-2026 20.00' },
  { day: '2026-12-01', shown: 'dinsdag 01-12-2026 20.00' },
  { day: '2026-12-08', shown: 'dinsdag 08-12-2026 20.00' },
];

async function eventId(page: Page): Promise<number | undefined> {
  const res = await page.request.get('/api/admin/events?pageSize=100');
  const { data } = (await res.json()) as { data: { id: number; title: string }[] };
  return data.find((e) => e.title === TITLE)?.id;
}

test.afterEach(async ({ page }) => {
  const id = await eventId(page).catch(() => undefined);
  if (!id) return;
  const session = (await (await page.request.get('/api/admin/session')).json()) as { data: { csrfToken: string } };
  await page.request.delete(`/api/admin/events/${id}`, { headers: { 'x-csrf-token': session.data.csrfToken } });
});

test('an editor adds a weekly event; the week view shows it on three weeks, and the iCal feed has one VEVENT with its RRULE', async ({ page, browser, baseURL, errors, now }) => {
  // An axe scan, a form, a second visitor over three weeks and the feed: 27-31 s on a loaded CI machine.
  test.slow();
  // Before signing in, the editing app asks for the session: a 401.
  errors.allow(/Failed to load resource: the server responded with a status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'redacteur'));
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
  await page.getByRole('button', { name: 'Evenement toevoegen' }).click();
  await expect(page.getByRole('option', { name: /Wijchen/ }).first()).toBeAttached();
  const serious = async () => (await axeFor(page).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(await serious()).toEqual([]);
  await page.getByLabel('Titel', { exact: true }).fill(TITLE);
  await page.getByLabel('Begindatum', { exact: true }).fill(FIRST);
  await page.getByLabel('Begintijd', { exact: true }).fill('20:00');
  await page.getByLabel('Eindtijd', { exact: true }).fill('21:30');
  await page.getByLabel('Plaats', { exact: true }).selectOption('wijchen');
  await page.getByRole('textbox', { name: 'Beschrijving' }).fill('We lezen samen het evangelie naar Marcus.');
  await page.getByLabel('Herhaling', { exact: true }).selectOption('weekly');
  await page.getByLabel('Tot en met', { exact: true }).fill('2026-12-15');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het evenement is opgeslagen.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Elke week op dinsdag, tot en met 15 december 2026' })).toBeVisible();
  const id = await eventId(page);
  expect(id).toBeDefined();

  // A new visitor (an empty browser cache): the week view, three weeks in a row.
  const visitorContext = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await visitorContext.clock.install({ time: now });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/agenda?tab=huidig&periode=week&datum=${FIRST}`);
  const panel = visitor.getByRole('tabpanel');
  for (const [week, { day, shown }] of TUESDAYS.entries()) {
    if (week > 0) await visitor.getByRole('button', { name: 'Volgende week' }).click();
    const card = panel.getByRole('listitem').filter({ hasText: TITLE });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('event-when')).toHaveText(new RegExp(`^${shown} – 21\\.30$`));
    await expect(card.getByRole('link', { name: `Bekijk Evenement: ${TITLE}` })).toHaveAttribute('href', `/evenement/${id}?datum=${day}`);
  }
  // The third week's occurrence opens on its own day.
  await panel.getByRole('link', { name: `Bekijk Evenement: ${TITLE}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText('dinsdag 08-12-2026 20.00')).toBeVisible();
  await expect(visitor.getByText('Elke week op dinsdag, tot en met 15 december 2026')).toBeVisible();

  // The feed: one VEVENT for the whole series, with its RRULE and the wall-clock start in Amsterdam.
  const ics = (await (await visitor.request.get('/api/agenda.ics')).text()).replace(/\r\n[ \t]/g, '');
  const vevents = ics.split('BEGIN:VEVENT').slice(1).filter((block) => block.includes(`SUMMARY:${TITLE}`));
  expect(vevents).toHaveLength(1);
  expect(vevents[0]).toContain('RRULE:FREQ=WEEKLY;UNTIL=20261215T225959Z');
  expect(vevents[0]).toContain('DTSTART;TZID=Europe/Amsterdam:20261124T200000');
  await visitorContext.close();
});

test('an editor skips 25 December of a weekly event; the agenda and the iCal feed no longer have it', async ({ page, browser, baseURL, errors, now }) => {
  errors.allow(/Failed to load resource: the server responded with a status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'redacteur'));
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Agenda' }).click();
  await page.getByRole('button', { name: 'Evenement toevoegen' }).click();
  await expect(page.getByRole('option', { name: /Wijchen/ }).first()).toBeAttached();
  await page.getByLabel('Titel', { exact: true }).fill(TITLE);
  await page.getByLabel('Begindatum', { exact: true }).fill('2026-12-04');
  await page.getByLabel('Begintijd', { exact: true }).fill('10:00');
  await page.getByLabel('Eindtijd', { exact: true }).fill('11:30');
  await page.getByLabel('Plaats', { exact: true }).selectOption('wijchen');
  await page.getByLabel('Herhaling', { exact: true }).selectOption('weekly');
  await page.getByLabel('Tot en met', { exact: true }).fill('2027-01-01');
  await page.getByRole('button', { name: 'Datum toevoegen' }).click();
  await page.getByLabel('Niet op deze datums: datum 1', { exact: true }).fill('2026-12-25');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het evenement is opgeslagen.')).toBeVisible();
  const id = await eventId(page);
  expect(id).toBeDefined();

  // A visitor: the Friday before Christmas week has it, Christmas week (once its list has loaded) does not, the week after has it again.
  const visitorContext = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await visitorContext.clock.install({ time: now });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/agenda?tab=huidig&periode=week&datum=2026-12-14');
  const panel = visitor.getByRole('tabpanel');
  const card = panel.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card.getByTestId('event-when')).toHaveText(/^vrijdag 18-12-2026 10\.00 – 11\.30$/);
  await visitor.getByRole('button', { name: 'Volgende week' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /^Week 52: 21-12-2026 t\/m 27-12-2026: / })).toHaveCount(1);
  await expect(card).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Volgende week' }).click();
  await expect(card.getByTestId('event-when')).toHaveText(/^vrijdag 01-01-2027 10\.00 – 11\.30$/);

  // The feed: the series' one VEVENT leaves Christmas Day out with an EXDATE at its Amsterdam start.
  const ics = (await (await visitor.request.get('/api/agenda.ics')).text()).replace(/\r\n[ \t]/g, '');
  const vevents = ics.split('BEGIN:VEVENT').slice(1).filter((block) => block.includes(`SUMMARY:${TITLE}`));
  expect(vevents).toHaveLength(1);
  expect(vevents[0]).toContain('DTSTART;TZID=Europe/Amsterdam:20261204T100000');
  expect(vevents[0]).toContain('EXDATE;TZID=Europe/Amsterdam:20261225T100000\r\n');
  await visitorContext.close();
});

