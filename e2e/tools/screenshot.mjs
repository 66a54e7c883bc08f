// Full-page screenshot of a URL, to look at what a visitor sees:
//   node --import tsx e2e/tools/screenshot.mjs <url> <out.png> [width=1280] [height=900]
// (tsx because the site's time zone is read from the kit, which is TypeScript)
// Prints the page's console messages and failed requests. Uses the system Chromium when present.
import { existsSync } from 'node:fs';

import { TIME_ZONE } from '@kerk/kit/dates';
import { chromium } from '@playwright/test';

const [, , url, out, width = '1280', height = '900'] = process.argv;
if (!url || !out) {
  console.error('usage: node --import tsx e2e/tools/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(1);
}
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: 'nl-NL', timezoneId: TIME_ZONE });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
page.on('requestfailed', (r) => logs.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
if (logs.length) console.log(logs.join('\n'));
await browser.close();
