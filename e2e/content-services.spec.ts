/**
 * Kerkdiensten on desktop and mobile: /diensten (per-day list, location filter and paging in the
 * URL), /diensten/{id} (facts, stream link, breadcrumb, 404), and the two home sections incl. the
 * "Kijk live" countdown. The seed is relative to the day of the run, so only its rhythm is assumed.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { axeFor } from './support/a11y';
import { TIME } from './support/clock';
import { INSTANTS } from './support/clock';

/** A day: its weekday and day-month-year with dashes (spec §1), e.g. 'Zondag 29-11-2026'. */
const DAY = /^(Maandag|Dinsdag|Woensdag|Donderdag|Vrijdag|Zaterdag|Zondag) \d{2}-\d{2}-\d{4}$/;
const cards = (page: Page) => page.locator('[data-services-list] article[data-service-id]');

const TWO_HOURS = 2 * 60 * 60_000;
/** mf-content's LIVE_WINDOW_MS: a service counts as live this long after its start. */
const LIVE_WINDOW = 90 * 60_000;

test('/diensten lists the coming services per day with time, church, preacher, season and collection', TIME, async ({ page }) => {
  await page.goto('/diensten');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kerkdiensten');
  // Ten services per page, up to the end of the last day.
  await expect(cards(page).nth(9)).toBeVisible();
  for (const heading of await page.locator('[data-services-list] h2').all()) await expect(heading).toHaveText(DAY);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(/^\d{2}\.\d{2} uur · \S/);
  for (const label of ['Voorganger', 'Zondag of thema', 'Collecte']) await expect(first).toContainText(label);
  await expect(first.getByRole('link', { name: /^Details van de kerkdienst in / })).toHaveAttribute('href', /^\/diensten\/\d+$/);
  await expect(page.getByText('Online te volgen').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveText(/Home\s*›\s*Diensten/);
  const axe = await axeFor(page).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('/diensten pages by whole days: no day heading appears on two pages', TIME, async ({ page }) => {
  const seen = new Map<string, number>();
  for (let n = 1; n <= 4; n += 1) {
    await page.goto(n === 1 ? '/diensten' : `/diensten?pagina=${n}`);
    await expect(page.getByText(new RegExp(`^Pagina ${n} van \\d+$`))).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const heading of await page.locator('[data-services-list] h2').allTextContents()) {
      expect(seen.get(heading), `${heading} on page ${n} and page ${seen.get(heading)}`).toBeUndefined();
      seen.set(heading, n);
    }
  }
  expect(seen.size).toBeGreaterThan(4);
});

test('the location filter and the paging live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/diensten');
  await page.getByRole('combobox', { name: 'Locatie' }).selectOption({ label: 'Druten' });
  await expect(page).toHaveURL(/\/diensten\?locatie=druten$/);
  await expect(cards(page)).toHaveCount(10);
  for (const card of await cards(page).all()) await expect(card).toContainText('De Ark, Druten');
  await page.getByRole('navigation', { name: 'Paginering van de kerkdiensten' }).getByRole('link', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/diensten\?locatie=druten&pagina=2$/);
  await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
  await expect(cards(page).first()).toContainText('De Ark, Druten');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Locatie' })).toHaveValue('druten');
  await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('combobox', { name: 'Locatie' }).selectOption({ label: 'Alle locaties' });
  await expect(page).toHaveURL(/\/diensten$/);
});

test('a service reached from the list shows its details, the stream link and Bekijk meer', TIME, async ({ page }) => {
  await page.goto('/diensten?locatie=beuningen');
  await cards(page).first().getByRole('link', { name: /^Details/ }).click();
  await expect(page).toHaveURL(/\/diensten\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kerkdienst Beuningen');
  await expect(page.locator('main header p').first()).toHaveText(/^(Maandag|Dinsdag|Woensdag|Donderdag|Vrijdag|Zaterdag|Zondag) \d{2}-\d{2}-\d{4} · \d{2}\.\d{2} uur/);
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveText(/Home\s*›\s*Diensten\s*›\s*Kerkdienst Beuningen \d{2}-\d{2}-\d{4}/);
  const main = page.getByRole('main');
  for (const label of ['Datum', 'Begint om', 'Kerk', 'Voorganger', 'Zondag of thema', 'Collecte']) await expect(main).toContainText(label);
  await expect(main).toContainText(/Datum\s*\d{2}-\d{2}-\d{4}/);
  await expect(page.getByRole('link', { name: 'Kijk live mee via YouTube' })).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await page.getByRole('link', { name: 'Bekijk meer kerkdiensten in Beuningen' }).click();
  await expect(page).toHaveURL(/\/diensten\?locatie=beuningen$/);
  await expect(page.getByRole('combobox', { name: 'Locatie' })).toHaveValue('beuningen');
});

test('an unknown or impossible service id shows the 404 page without breadcrumbs', async ({ page, errors }) => {
  errors.allow(/Failed to load resource: the server responded with a status of 404/);
  for (const path of ['/diensten/999999', '/diensten/kerstnacht']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niet gevonden');
    await expect(page.getByRole('main')).toContainText('404');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveCount(0);
  }
});

/** The streamed services around `now` as the API lists them (from two hours before, in order). */
async function streamedAround(request: APIRequestContext, now: number) {
  const from = new Date(now - TWO_HOURS).toISOString();
  const { data } = (await (await request.get(`/api/services?streamed=true&pageSize=50&from=${from}`)).json()) as { data: { startsAt: string; streamUrl: string }[] };
  return data;
}

test('home shows the next services and the streamed services, with a ticking countdown or the live link in Kijk live', TIME, async ({ page, request, now, clockAt }) => {
  // The block is live when a streamed service started less than its 90-minute live window ago:
  // of the instants the suite runs at, only Sunday 10:05.
  const live = (await streamedAround(request, now)).find((s) => Date.parse(s.startsAt) <= now && now < Date.parse(s.startsAt) + LIVE_WINDOW);
  expect(Boolean(live), 'a streamed service is live').toBe(clockAt === INSTANTS.sundayLive);
  await page.goto('/');
  const services = page.locator('[data-home-section="services"]');
  await expect(services.getByRole('heading', { level: 2 })).toHaveText('Kerkdiensten');
  await expect(services.getByRole('article')).toHaveCount(4);
  const streams = page.locator('[data-home-section="streams"]');
  await expect(streams.getByRole('heading', { level: 2 })).toHaveText('Kerkdiensten online meekijken');
  await expect(streams.getByRole('heading', { level: 3 })).toHaveText([live ? 'Kijk live Nu live' : 'Kijk live', 'Komende uitzendingen', 'Terugkijken']);
  await expect(streams.getByRole('link', { name: /^Bekijk de opname van de kerkdienst in / }).first()).toHaveAttribute('href', /youtube\.com\/watch/);
  const block = streams.locator('[data-live-block]');
  // Below the fold, the widget hydrates (and its clock starts) once it comes into view.
  await streams.scrollIntoViewIfNeeded();
  await expect(block).toContainText(/(maan|dins|woens|donder|vrij|zater|zon)dag \d{2}-\d{2}-\d{4} om \d{2}\.\d{2} uur/);
  if (live) {
    await expect(block).toHaveAttribute('data-live-block', 'live');
    await expect(block.getByRole('link', { name: 'Kijk nu live via YouTube' })).toHaveAttribute('href', live.streamUrl);
    await expect(block.getByRole('timer')).toHaveCount(0);
  } else {
    await expect(block).toHaveAttribute('data-live-block', 'countdown');
    const timer = block.getByRole('timer');
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '');
  }
  await services.getByRole('link', { name: 'Bekijk meer kerkdiensten' }).click();
  await expect(page).toHaveURL(/\/diensten$/);
});

test('Kijk live switches from the countdown to the live link when the service starts', TIME, async ({ page, request, now }) => {
  // A streamed service at least two minutes ahead that is alone in the block 30 s before it starts:
  // no other streamed service started in the two hours before (it would still be live: the live
  // window is 90 minutes) and none starts at the same time.
  const data = await streamedAround(request, now);
  const starts = data.map((s) => Date.parse(s.startsAt));
  const at = starts.findIndex((start, i) => start > now + 120_000 && (i === 0 || starts[i - 1]! <= start - TWO_HOURS) && starts[i + 1] !== start);
  expect(at, 'a streamed service with no other one in the two hours before it').toBeGreaterThanOrEqual(0);
  const next = data[at]!;
  await page.clock.setSystemTime(Date.parse(next.startsAt) - 30_000);
  await page.goto('/');
  const live = page.locator('[data-home-section="streams"] [data-live-block]');
  await live.scrollIntoViewIfNeeded();
  await expect(live.getByRole('timer')).toHaveText(/^00:00:\d{2}$/);
  await page.clock.fastForward(35_000);
  await expect(live.getByRole('link', { name: 'Kijk nu live via YouTube' })).toHaveAttribute('href', next.streamUrl);
  await expect(live).toContainText('Nu live');
});
