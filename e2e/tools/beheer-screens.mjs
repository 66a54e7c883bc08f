// Screenshots of the editing app's forms, to look at what a volunteer sees:
//   node --import tsx e2e/tools/beheer-screens.mjs <origin> <email> <password> <out-dir> [widths=390,1280] [themes=light,dark]
// For each content section: the list, the form of a new item and of the first stored one.
/* global document, window -- the page.evaluate callbacks run in the browser */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { TIME_ZONE } from '@kerk/kit/dates';
import { chromium } from '@playwright/test';

const [, , origin, email, password, out, widthList = '390,1280', themeList = 'light,dark'] = process.argv;
if (!origin || !email || !password || !out) {
  console.error('usage: node --import tsx e2e/tools/beheer-screens.mjs <origin> <email> <password> <out-dir> [widths] [themes]');
  process.exit(1);
}
mkdirSync(out, { recursive: true });
const SECTIONS = [
  ['kerkdiensten', 'Dienst toevoegen'],
  ['nieuws', 'Bericht toevoegen'],
  ['agenda', 'Evenement toevoegen'],
  ['pastoraal-team', 'Teamlid toevoegen'],
  ['kerken', null],
  ['plaatsen', 'Plaats toevoegen'],
];
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const theme of themeList.split(',')) {
  for (const width of widthList.split(',').map(Number)) {
    const context = await browser.newContext({ baseURL: origin, viewport: { width, height: 900 }, locale: 'nl-NL', timezoneId: TIME_ZONE });
    await context.addCookies([{ name: 'theme', value: theme, url: origin }]);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
    await page.goto('/beheer');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText(email).first().waitFor();
    // ONLY=plaatsen,kerken: those sections alone.
    for (const [segment, add] of SECTIONS.filter(([segment]) => !process.env.ONLY || process.env.ONLY.split(',').includes(segment))) {
      // A phone's page in screens of 900 px (a whole tall page shrinks too far to read when shown).
      const shot = async (name) => {
        const file = (part) => join(out, `${segment}-${name}-${width}-${theme}${part}.png`);
        if (width >= 600) return page.screenshot({ path: file(''), fullPage: true });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, n = 1; y < height; y += 900, n++) await page.screenshot({ path: file(`-${n}`), fullPage: true, clip: { x: 0, y, width, height: Math.min(900, height - y) } });
      };
      await page.goto(`/beheer/${segment}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shot('lijst');
      if (add) {
        await page.getByRole('button', { name: add }).click();
        await page.getByRole('button', { name: 'Opslaan' }).waitFor();
        await page.waitForLoadState('networkidle');
        await shot('nieuw');
        await page.getByRole('button', { name: 'Terug naar de lijst' }).click();
      }
      await page.getByRole('button', { name: /^Wijzigen/ }).first().click();
      await page.getByRole('button', { name: 'Opslaan' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot('wijzigen');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (wide) console.log(`${segment} ${width} ${theme}: the page scrolls sideways`);
    }
    await context.close();
  }
}
await browser.close();
