/**
 * Texts and formats of the tester's issue that span pages: days as 'zondag 29-11-2026', times as
 * '10.00 uur', all-day events without 'Begint om', the 404 tab title with the site name, and the
 * period buttons keeping their outline on hover.
 */
import { expect, test } from './fixtures';
import { inBothThemes } from './support/a11y';

const SITE = 'Protestantse Gemeente Maas en Waal';

/** WCAG contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const lum = (rgb: string) => {
    const [r, g, bl] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => Number(v) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test("writes times as '10.00 uur' and days as day-month-year with dashes on the service and agenda pages", async ({ page }) => {
  test.slow(); // five page loads
  for (const path of ['/', '/diensten', '/onze-kerken', '/agenda?periode=week']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main).toContainText(/\d{2}-\d{2}-\d{4}/);
    const text = await main.innerText();
    expect(text, path).not.toMatch(/\d:\d{2} uur/);
    expect(text, path).not.toMatch(/\b\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/);
  }
  await page.goto('/diensten');
  await expect(page.getByRole('main')).toContainText(/\d{2}\.\d{2} uur/);
});

test("an all-day event says 'Datum', not 'Begint om' with a day", async ({ page, request, now }) => {
  const from = new Date(now - 60 * 86_400_000).toISOString();
  const { data } = (await (await request.get(`/api/events?from=${from}&pageSize=100`)).json()) as { data: { id: number; allDay: boolean }[] };
  const event = data.find((e) => e.allDay);
  expect(event, 'an all-day event in the seed').toBeDefined();
  await page.goto(`/evenement/${event!.id}`);
  const facts = page.locator('main dl').first();
  await expect(facts.locator('dt').first()).toHaveText('Datum');
  await expect(facts).not.toContainText('Begint om');
  await expect(facts.locator('dd').first()).toHaveText(/^(van \S+dag \d{2}-\d{2}-\d{4} t\/m \S+dag \d{2}-\d{2}-\d{4}|\S+dag \d{2}-\d{2}-\d{4} \(hele dag\))$/);
});

test("the 404 tab reads 'Niet gevonden | <site name>' from the server and after React took over", async ({ page, request }) => {
  const html = await (await request.get('/dit-bestaat-niet', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<title>Niet gevonden | ${SITE}</title>`);
  await page.goto('/dit-bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Niet gevonden' })).toBeVisible();
  await expect(page).toHaveTitle(`Niet gevonden | ${SITE}`);
});

test("'Vorige dag' keeps a visible outline on hover, in both themes", async ({ page }) => {
  await inBothThemes(page, '/agenda?periode=dag', async (theme) => {
    const button = page.getByRole('button', { name: 'Vorige dag' });
    await button.hover();
    const style = await button.evaluate((el) => {
      const own = getComputedStyle(el);
      return { border: own.borderTopColor, filter: own.filter, page: getComputedStyle(document.body).backgroundColor };
    });
    expect(style.filter, theme).toBe('none');
    expect(contrast(style.border, style.page), theme).toBeGreaterThanOrEqual(3);
  });
});
