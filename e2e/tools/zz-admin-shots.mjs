import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
const [, , origin, token] = process.argv;
const PASSWORD = 'Zeven dorpen aan de Maas 2026';
const set = await fetch(`${origin}/api/admin/password`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ token, password: PASSWORD }) });
console.log('password', set.status);
const browser = await chromium.launch({ executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined, args: ['--no-sandbox'] });
for (const [width, scheme] of [[390, 'light'], [1280, 'dark'], [320, 'light']]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', colorScheme: scheme });
  await page.goto(`${origin}/beheer`);
  await page.getByLabel('E-mail', { exact: true }).fill('shot@example.org');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('navigation', { name: 'Beheer' }).waitFor();
  for (const [seg, button] of [['nieuws', 'Bericht toevoegen'], ['agenda', 'Evenement toevoegen'], ['pastoraal-team', null], ['kerken', null]]) {
    await page.goto(`${origin}/beheer/${seg}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${seg}-list-${width}-${scheme}.png`, fullPage: true });
    if (button) {
      const b = page.getByRole('button', { name: button });
      if (await b.count()) { await b.click(); await page.waitForTimeout(1200); await page.screenshot({ path: `/tmp/shots/${seg}-form-${width}-${scheme}.png`, fullPage: true }); }
    }
  }
  await page.close();
}
await browser.close();
