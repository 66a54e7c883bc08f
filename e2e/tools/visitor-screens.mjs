// Screenshots of the public pages at the widths of issue 31, light and dark, to look at before
// saying a design change is done:
//   node --import tsx e2e/tools/visitor-screens.mjs <origin> <out-dir> [paths…]
// Writes <out-dir>/<page>-<width>-<theme>.png (full page) and prints, per shot, what is wrong
// that a machine can see: the page wider than the viewport, console errors.
/* global document, window -- the page.evaluate callbacks run in the browser */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { TIME_ZONE } from '@kerk/kit/dates';
import { chromium } from '@playwright/test';

const [, , origin, out, ...given] = process.argv;
if (!origin || !out) {
  console.error('usage: node --import tsx e2e/tools/visitor-screens.mjs <origin> <out-dir> [paths…]');
  process.exit(1);
}
const paths = given.length ? given : ['/', '/contact', '/privacy', '/diensten', '/nieuws'];
// The widths of issue 31; WIDTHS=390,1280 for fewer.
const WIDTHS = process.env.WIDTHS ? process.env.WIDTHS.split(',').map(Number) : [320, 360, 390, 920, 1024, 1280];
const THEMES = ['light', 'dark'];
mkdirSync(out, { recursive: true });
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const host = new URL(origin).hostname;
for (const theme of THEMES) {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nl-NL', timezoneId: TIME_ZONE });
    await context.addCookies([{ name: 'theme', value: theme, domain: host, path: '/' }]);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    for (const path of paths) {
      const name = `${path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_')}-${width}-${theme}.png`;
      // A walk cut short (a busy machine) is resumed: shots already taken are kept.
      if (process.env.RESUME && existsSync(join(out, name))) continue;
      problems.length = 0;
      await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' });
      // Past the scroll-triggered widgets: scroll to the end and back, so every section has hydrated.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(400);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      // VIEWPORT_ONLY=1: the first screen only, to look at closely.
      await page.screenshot({ path: join(out, name), fullPage: !process.env.VIEWPORT_ONLY, timeout: 120_000 });
      console.log(`${name}${wide > 0 ? ` WIDER BY ${wide}px` : ''}${problems.length ? ` ${problems.join(' | ')}` : ''}`);
    }
    await context.close();
  }
}
await browser.close();
