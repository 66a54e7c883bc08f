/**
 * /agenda (spec §2 Agenda, §4): the tabs 'Huidig' / 'Toekomst' × the periods month / week / day,
 * the empty state, stepping between periods, and keyboard use. The seed places its events relative
 * to the day the server started, so "today" always has 'Koffieochtend in De Ark' (10:00–11:30,
 * over by the evening the default project lives at). Dates come from the `now` fixture.
 */
import { addDays, calendarDay, zonedDate } from '@kerk/kit/dates/calendar';

import { expect, test, type Page } from './fixtures';
import { TIME } from './support/clock';

const TODAY_EVENT = 'Koffieochtend in De Ark';

/** The Amsterdam date of an instant (ms; the test runner's own zone may differ), plus whole days. */
const amsterdamDate = (now: number, plusDays = 0): string => addDays(zonedDate(now), plusDays);

/** The Monday of the ISO week holding a date (dayjs counts Sunday as day 0). */
const mondayOf = (date: string): string => addDays(date, -((calendarDay(date).day() + 6) % 7));

const panel = (page: Page) => page.getByRole('tabpanel');

/**
 * The listed events: title, first and last Amsterdam day, and the end as an instant (ms) when it has one.
 * Skeleton cards (no <time>, shown while the next period loads) are not events and are left out.
 */
async function listedEvents(page: Page) {
  const cards = await panel(page).getByRole('listitem').evaluateAll((items) =>
    items
      .filter((li) => li.querySelector('time'))
      .map((li) => ({ title: li.querySelector('h3')?.textContent ?? '', times: [...li.querySelectorAll('time')].map((t) => t.dateTime) })),
  );
  // A <time> holds an ISO instant, or a plain date for a whole day (the end of a single whole day is its start).
  const day = (value: string) => (value.length === 10 ? value : amsterdamDate(Date.parse(value)));
  return cards.map(({ title, times: [start = '', end = start] }) => ({
    title,
    first: day(start),
    last: end.length === 10 ? end : amsterdamDate(Date.parse(end) - 1),
    endsAt: end.length === 10 ? null : Date.parse(end),
  }));
}

test('shows all six combinations of tab and period, each reflected in the URL', TIME, async ({ page, request, now }) => {
  // Toekomst lists from now on: today's event is in it only while it has not ended (at 02:30 or
  // 10:05 it has not; at 21:05 it has).
  const fromNow = (await (await request.get(`/api/events?from=${new Date(now).toISOString()}&pageSize=100`)).json()) as { data: { title: string; endsAt: string }[] };
  const stillOn = fromNow.data.some((e) => e.title === TODAY_EVENT && Date.parse(e.endsAt) > now && Date.parse(e.endsAt) - now < 86_400_000) ? 1 : 0;
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  for (const [tab, tabValue] of [['Huidig', 'huidig'], ['Toekomst', 'toekomst']] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    for (const [period, periodValue] of [['Maand', 'maand'], ['Week', 'week'], ['Dag', 'dag']] as const) {
      await panel(page).getByText(period, { exact: true }).click();
      await expect(panel(page).getByRole('radio', { name: period })).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`tab=${tabValue}&periode=${periodValue}&datum=\\d{4}-\\d{2}-\\d{2}`));
      const items = panel(page).getByRole('listitem');
      await expect(items.first()).toBeVisible();
      if (tabValue === 'huidig') {
        // Today's event belongs to the current month, week and day alike.
        await expect(items.filter({ hasText: TODAY_EVENT })).toHaveCount(1);
      } else {
        // From now on, with no way back into the past.
        await expect(items.filter({ hasText: TODAY_EVENT })).toHaveCount(stillOn);
        await expect(panel(page).getByRole('button', { name: /^Vorige / })).toBeDisabled();
      }
    }
  }
});

test("shows 'Er zijn geen evenementen gepland.' for a period without events, in both tabs", async ({ page }) => {
  await page.goto('/agenda?tab=huidig&periode=dag&datum=2040-01-01');
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Zondag 01-01-2040');
  await expect(panel(page).getByText('Er zijn geen evenementen gepland.')).toBeVisible();
  await expect(panel(page).getByRole('listitem')).toHaveCount(0);
  await page.goto('/agenda?tab=toekomst&periode=dag&datum=2040-01-01');
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Zondag 01-01-2040');
  await expect(panel(page).getByText('Er zijn geen evenementen gepland.')).toBeVisible();
});

test('steps to the next and previous week, with the week in the heading and the URL', TIME, async ({ page, now }) => {
  const monday = mondayOf(amsterdamDate(now));
  await page.goto(`/agenda?tab=huidig&periode=week&datum=${amsterdamDate(now)}`);
  const heading = panel(page).getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Week \d+: \d{2}-\d{2}-\d{4} t\/m \d{2}-\d{2}-\d{4}$/);
  const thisWeek = await heading.textContent();
  await expect(panel(page).getByRole('listitem').filter({ hasText: TODAY_EVENT })).toHaveCount(1);

  await page.getByRole('button', { name: 'Volgende week' }).click();
  await expect(page).toHaveURL(new RegExp(`datum=${mondayOf(amsterdamDate(now, 7))}`));
  await expect(heading).not.toHaveText(thisWeek!);
  await expect(panel(page).getByRole('listitem').filter({ hasText: TODAY_EVENT })).toHaveCount(0);

  await page.getByRole('button', { name: 'Vorige week' }).click();
  await expect(page).toHaveURL(new RegExp(`datum=${monday}`));
  await expect(heading).toHaveText(thisWeek!);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`datum=${mondayOf(amsterdamDate(now, 7))}`));
});

test('steps through months and days as well', TIME, async ({ page, now }) => {
  await page.goto(`/agenda?periode=dag&datum=${amsterdamDate(now)}`);
  await expect(panel(page).getByRole('listitem').filter({ hasText: TODAY_EVENT })).toHaveCount(1);
  await page.getByRole('button', { name: 'Volgende dag' }).click();
  await expect(page).toHaveURL(new RegExp(`datum=${amsterdamDate(now, 1)}`));
  await expect(panel(page).getByRole('listitem').filter({ hasText: TODAY_EVENT })).toHaveCount(0);
  await page.getByText('Maand', { exact: true }).click();
  const month = await panel(page).getByRole('heading', { level: 2 }).textContent();
  await page.getByRole('button', { name: 'Volgende maand' }).click();
  await expect(page).toHaveURL(/datum=\d{4}-\d{2}-01/);
  await expect(panel(page).getByRole('heading', { level: 2 })).not.toHaveText(month!);
});

for (const [periode, unit, nextStart] of [
  ['week', 'week', (now: number) => mondayOf(amsterdamDate(now, 7))],
  ['dag', 'dag', (now: number) => amsterdamDate(now, 1)],
] as const) {
  test(`Toekomst in the ${unit} view: starts now, cannot go back, and 'Volgende ${unit}' changes heading and list`, TIME, async ({ page, now }) => {
    await page.goto(`/agenda?tab=toekomst&periode=${periode}`);
    const heading = panel(page).getByRole('heading', { level: 2 });
    await expect(panel(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Vorige ${unit}` })).toBeDisabled();
    const before = await listedEvents(page);
    // Nothing that is over: every event listed ends after now.
    for (const event of before) expect(event.endsAt === null ? event.last >= amsterdamDate(now) : event.endsAt > now, event.title).toBe(true);
    const firstHeading = await heading.textContent();

    await page.getByRole('button', { name: `Volgende ${unit}` }).click();
    const first = nextStart(now);
    const last = periode === 'week' ? amsterdamDate(Date.parse(`${first}T12:00:00Z`), 6) : first;
    await expect(page).toHaveURL(new RegExp(`tab=toekomst&periode=${periode}&datum=${first}`));
    await expect(heading).not.toHaveText(firstHeading!);
    await expect(panel(page).getByRole('listitem').first()).toBeVisible();
    // The next period's events have replaced the first ones (not its skeletons: those list nothing).
    const titles = async () => (await listedEvents(page)).map((e) => e.title);
    await expect.poll(async () => { const shown = await titles(); return shown.length > 0 && shown.join() !== before.map((e) => e.title).join(); }).toBe(true);
    // Every listed event takes place (at least partly) in the period the heading names.
    for (const event of await listedEvents(page)) expect(event.first <= last && event.last >= first, `${event.title} in ${first} … ${last}`).toBe(true);
    await expect(page.getByRole('button', { name: `Vorige ${unit}` })).toBeEnabled();
  });
}

test("Toekomst starts at today, not at the day picked under 'Huidig' nor at a past date in the URL", TIME, async ({ page, now }) => {
  await page.goto('/agenda?tab=toekomst&periode=dag');
  const heading = panel(page).getByRole('heading', { level: 2 });
  await expect(page.getByRole('button', { name: 'Vorige dag' })).toBeDisabled();
  const today = await heading.textContent();

  await page.goto(`/agenda?tab=huidig&periode=dag&datum=${amsterdamDate(now, 10)}`);
  await expect(heading).not.toHaveText(today!);
  await page.getByRole('tab', { name: 'Toekomst' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=toekomst&periode=dag&datum=${amsterdamDate(now)}`));
  await expect(heading).toHaveText(today!);
  await expect(page.getByRole('button', { name: 'Vorige dag' })).toBeDisabled();

  await page.goto(`/agenda?tab=toekomst&periode=dag&datum=${amsterdamDate(now, -30)}`);
  await expect(heading).toHaveText(today!);
  await expect(panel(page).getByRole('listitem').first()).toBeVisible();
  for (const event of await listedEvents(page)) expect(event.last >= amsterdamDate(now), event.title).toBe(true);
  await expect(page.getByRole('button', { name: 'Vorige dag' })).toBeDisabled();
});

test('works the tabs and the period choice with the keyboard alone', async ({ page }) => {
  await page.goto('/agenda');
  const current = page.getByRole('tab', { name: 'Huidig' });
  const future = page.getByRole('tab', { name: 'Toekomst' });
  await current.focus();
  await page.keyboard.press('ArrowRight');
  await expect(future).toBeFocused();
  await expect(future).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=toekomst/);
  await expect(page.getByRole('tabpanel', { name: 'Toekomst' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(future).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-selected', 'true');
  // One tab stop for the tab list: Tab goes on into the panel, to the checked period.
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('radio', { name: 'Maand' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel(page).getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(page).toHaveURL(/tab=huidig&periode=week/);
});

test('tells the visitor when the date in the URL does not exist', TIME, async ({ page }) => {
  await page.goto('/agenda?datum=2026-02-30');
  await expect(page.getByText('De datum in het adres bestaat niet. U ziet nu de agenda rond vandaag.')).toBeVisible();
  await expect(panel(page).getByRole('listitem').filter({ hasText: TODAY_EVENT })).toHaveCount(1);
});
