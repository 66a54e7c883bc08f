/**
 * Publish → visible in a tab that was already open (a visitor's, or the volunteer's own), in the
 * system Chromium: the tab shows the kind's page (hydrated, its data fetched long before), an
 * editor saves, and the time runs from the save's answer until the tab's <main> shows the change:
 * - `shown again`: right after the save the tab gets what the browser fires when the visitor comes
 *   back to it (`visibilitychange` while visible; headless Chromium has no other tabs to switch
 *   from, so the bench fires the event itself);
 * - `moved back`: the visitor went to another page of the site (a link, in the app) and read it
 *   longer than REVALIDATE_AFTER_S; right after the save they go back (the browser's Back).
 */
import { TIME_ZONE } from '@kerk/kit/dates';
import { REVALIDATE_AFTER_S } from '@kerk/kit/store';
import type { Page } from '@playwright/test';

import { CHROME_FLAGS } from './chromium';
import type { PublishKind } from './publish';

/** How long the visitor reads the other page: longer than a page's data counts as fresh. */
const READ_OTHER_PAGE_MS = REVALIDATE_AFTER_S * 1000 + 500;
const GIVE_UP_MS = 30_000;

export interface OpenTabTimings {
  shownAgain: number[];
  movedBack: number[];
}

/** Resolves once the tab's <main> shows `marker`; the ms since `since`. */
async function shown(page: Page, marker: string, since: number): Promise<number> {
  await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text) ?? false, marker, { polling: 10, timeout: GIVE_UP_MS });
  return performance.now() - since;
}

/** Clicks a link to `path` (the app's router takes it: no new page load). */
async function follow(page: Page, path: string): Promise<void> {
  await page.locator(`a[href="${path}"]`).first().click();
  await page.waitForURL((url) => url.pathname === path);
}

/** `runs` saves of `kind` per way of coming back, each timed in a tab that stays open on the kind's page. */
export async function measureOpenTab(origin: string, chromePath: string, kind: PublishKind, runs: number): Promise<OpenTabTimings> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL', timezoneId: TIME_ZONE });
    await page.goto(`${origin}${kind.tabPath}`);
    await page.waitForSelector('#root[data-ready]', { state: 'attached' });
    // Set once: a new page load would lose it, and the timings would not be of one open tab.
    await page.evaluate(() => Object.assign(window, { benchSameDocument: true }));
    const timings: OpenTabTimings = { shownAgain: [], movedBack: [] };
    for (let run = 1; run <= runs; run += 1) {
      const saved = await kind.save(`${kind.name} ${run}, tab shown again`);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
      timings.shownAgain.push(await shown(page, saved.marker, saved.at));
    }
    for (let run = 1; run <= runs; run += 1) {
      await follow(page, kind.otherPath);
      await page.waitForTimeout(READ_OTHER_PAGE_MS);
      const saved = await kind.save(`${kind.name} ${run}, moved back`);
      await page.goBack();
      timings.movedBack.push(await shown(page, saved.marker, saved.at));
    }
    if (!(await page.evaluate(() => 'benchSameDocument' in window))) throw new Error(`${kind.tabPath}: the tab loaded a new page; the timings are not of an open tab`);
    return timings;
  } finally {
    await browser.close();
  }
}
