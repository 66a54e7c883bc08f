/**
 * A tab that stays open shows what an editor saved meanwhile, without a reload and without polling
 * (issue "publish → visible"). The tab keeps what it fetched until the visitor comes back to it
 * (the tab shown again, the window focused: the page's data is asked again, a 304 when unchanged)
 * or moves to another page of the site and back (that page's data is asked again). The editor saves through the admin API in a browser
 * context of their own; what the tests add is deleted at the end, so later specs see the seed.
 * How fast it shows is measured by `npm run bench`, not here.
 */
import type { APIRequestContext, Browser } from '@playwright/test';

import { expect, test, type Page } from './fixtures';
import { createUser } from './support/admin';

interface Editor {
  save: (url: string, data: object) => Promise<number>;
  /** Deletes everything saved (into the Prullenbak) and closes the editor's context. */
  done: () => Promise<void>;
}

/** A redacteur signed in through the admin API, in a browser context of their own. */
async function editorOf(browser: Browser, baseURL: string): Promise<Editor> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const session = await page.request.post('/api/admin/session', { data: await createUser(page, baseURL, 'redacteur') });
  expect(session.status()).toBe(200);
  const headers = { 'x-csrf-token': (await session.json()).data.csrfToken as string };
  const request: APIRequestContext = page.request;
  const saved: string[] = [];
  return {
    async save(url, data) {
      const res = await request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      const { id } = (await res.json()).data as { id: number };
      saved.push(`${url}/${id}`);
      return id;
    },
    async done() {
      for (const url of saved) expect((await request.delete(url, { headers })).status()).toBe(200);
      await context.close();
    },
  };
}

/** An instant's day and time in Amsterdam, as the admin API takes them. */
function amsterdam(instant: number): { date: string; time: string; weekday: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday: parts.weekday! };
}

/** An article written an hour ago: published, and the newest but for any an editor writes now. */
function article(title: string, now: number) {
  const { date, time } = amsterdam(now - 3600_000);
  return { title, body: '<p>Iedereen is van harte welkom.</p>', excerpt: '', author: 'Taakgroep Eredienst', date, time };
}

/** The coming Sunday's day (its evening is after every seeded service of that day, so none moves to another page). */
function comingSunday(now: number): string {
  let instant = now;
  while (amsterdam(instant).weekday !== 'Sun') instant += 24 * 3600_000;
  return amsterdam(instant).date;
}

const newsTitle = (page: Page, title: string) => page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('heading', { level: 2, name: title });

/** What the browser fires when the visitor comes back to the tab (at the document, bubbling to the window). */
const showTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test('an open /nieuws tab shows a new article once the visitor comes back to the tab; an open /diensten tab a new service once its window gets the focus', async ({ page, browser, baseURL, now }) => {
  const editor = await editorOf(browser, baseURL!);
  try {
    await page.goto('/nieuws');
    await expect(page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('article')).toHaveCount(10);
    await editor.save('/api/admin/news', article('Zangavond in de Dorpskerk Horssen', now));
    // The API answers it at once (the served HTML too: api/test/site/published-news.test.ts).
    expect((await (await page.request.get('/api/news?page=1&pageSize=10')).json()).data[0].title).toBe('Zangavond in de Dorpskerk Horssen');
    await showTab(page);
    await expect(newsTitle(page, 'Zangavond in de Dorpskerk Horssen')).toBeVisible();

    await page.goto('/diensten');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kerkdiensten');
    await editor.save('/api/admin/services', { date: comingSunday(now), time: '19:00', church: 'druten', preacher: 'ds. Fris van Dijk', streamed: false });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('main').getByText('ds. Fris van Dijk')).toBeVisible();
  } finally {
    await editor.done();
  }
});

test('an open /nieuws tab shows a new article once the visitor moves to another page of the site and back', async ({ page, browser, baseURL, now }) => {
  const editor = await editorOf(browser, baseURL!);
  try {
    await page.goto('/nieuws');
    await expect(page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('article')).toHaveCount(10);
    await editor.save('/api/admin/news', article('Kerstmusical van de kinderclub', now));

    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welkom bij/ })).toBeVisible();
    // The visitor reads the home page for a minute, then goes back to the news (in the app, no new page load).
    // The minute passes once the page has loaded what it loads: jumped over, a remote's script still on
    // its way would pass the federation runtime's load timeout, which a real minute never lets happen.
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward('01:00');
    await page.goBack();
    await expect(page).toHaveURL(/\/nieuws$/);
    await expect(newsTitle(page, 'Kerstmusical van de kinderclub')).toBeVisible();
  } finally {
    await editor.done();
  }
});
