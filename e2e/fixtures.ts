/**
 * The `test` every spec uses: it fails a test whose page logged a console error, threw, or failed
 * to load a chunk (ChunkLoadError), unless the test declared that error as expected. Every browser
 * context runs on a clock installed at the project's instant (`now`), the instant the API's clock
 * started at, so no test depends on the hour it runs.
 */
import { expect, test as base, type Page } from '@playwright/test';

import { DEFAULT_INSTANT, INSTANTS } from './support/clock';

export interface ErrorWatch {
  /** Errors matching this are part of the test (e.g. a remote blocked on purpose). */
  allow: (pattern: RegExp) => void;
}

export interface ClockOptions {
  /** ISO instant the site under test lives at (set per project in playwright.config.ts). */
  clockAt: string;
}

/**
 * A server-rendered page (SSR on: `#root[data-ssr]`) shows its buttons before any script listens
 * to them; a visitor's click there waits for nothing, but a test's comes within milliseconds. So
 * `goto` and `reload` of `page` return once React has taken over (`#root[data-ready]`), as they did
 * when the buttons only appeared with React. Pages whose shell never starts (5 s) are returned as
 * they are, and so is a `goto` until 'commit'. The `page` fixture has it; a page of a context a test
 * opens itself (another visitor) calls it.
 */
export function waitForTakeOver(page: Page): Page {
  const ready = () =>
    page
      .waitForFunction(() => !document.querySelector('#root[data-ssr]:not([data-ready])'), undefined, { timeout: 5000 })
      .then(() => undefined, () => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // A test that asks for the bare response ('commit') reads the page before any script.
    if (args[1]?.waitUntil !== 'commit') await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

export const test = base.extend<{ errors: ErrorWatch; now: number } & ClockOptions>({
  clockAt: [INSTANTS[DEFAULT_INSTANT], { option: true }],
  /** "Now" in milliseconds: the instant the browser's and the API's clocks started at. */
  now: async ({ clockAt }, provide) => provide(Date.parse(clockAt)),
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForTakeOver(page);
    await provide(page);
  },
  context: async ({ context, now }, provide) => {
    // Time flows from the instant on, as it does on the server; a test moves it with page.clock.
    await context.clock.install({ time: now });
    await provide(context);
  },
  errors: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      // The server answers an unknown page with HTTP 404 and the shell (which shows the not-found
      // page); Chromium logs that status of the document itself as a console error. It is the
      // intended answer, not a page error (specs assert the status where it matters).
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (/status of 404/.test(msg.text()) && notFoundDocuments.has(msg.location().url)) return;
        seen.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (error) => seen.push(`pageerror: ${error.name}: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors, page errors or ChunkLoadErrors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';

/** True for the mobile project (390 px wide): the menu lives in the drawer there. */
export const isMobile = (viewport: { width: number } | null): boolean => (viewport?.width ?? 1280) < 900;
