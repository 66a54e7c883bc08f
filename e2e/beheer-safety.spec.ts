/**
 * Volunteers never lose work (issue 30), for every content type alike (support/content-cases.ts):
 * - two editors in one item: each sees "Ook geopend door …"; the second to save gets the conflict
 *   screen, where the other's change is taken over and their own kept, and both end up saved;
 * - a reload mid-typing offers the draft back ("Verder met uw concept van …?");
 * - a session that ends mid-typing asks to sign in again over the same screen, which keeps the input;
 * - "Opslaan" waits while a photo uploads, and the saved item has it.
 * Time is stepped with the page clock (the autosave's few seconds, the presence heartbeat).
 */
import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';
import { apiOf, CONTENT_CASES, type ContentCase, itemOf } from './support/content-cases';
import { png } from './support/png';

const AUTOSAVE = 3_500;
const HEARTBEAT = 21_000;

/** Opens the item from its section's list; the form shows (unless a draft is offered first). */
async function openItem(page: Page, c: ContentCase, marker: string, { form = true } = {}) {
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: c.section }).click();
  if (c.pastToggle) await page.getByRole('button', { name: c.pastToggle }).click();
  await page.getByRole('row').filter({ hasText: marker }).getByRole('button', { name: /^Wijzigen/ }).click();
  if (form) await expect(page.getByLabel(c.mine, { exact: true })).toBeVisible();
}

async function editorIn(browser: Browser, baseURL: string, now: number) {
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', viewport: { width: 1280, height: 900 } });
  await context.clock.install({ time: now });
  const page = await context.newPage();
  const user = await createUser(page, baseURL, 'redacteur');
  await signIn(page, user);
  return { page, user, close: () => context.close() };
}

for (const [index, c] of CONTENT_CASES('Horssen').entries()) {
  const theirs = c.theirs;
  if (theirs)
  test(`${c.kind}: two editors in one item see each other, and the conflict screen keeps both changes`, async ({ page, browser, baseURL, now, errors }) => {
    errors.allow(/status of (401|409)/);
    const me = await createUser(page, baseURL!, 'redacteur');
    await signIn(page, me);
    const api = await apiOf(page);
    const { id, marker } = await c.create(api);
    const other = await editorIn(browser, baseURL!, now);
    try {
      await openItem(page, c, marker);
      // The other's form says it is open when it shows; the next heartbeat must come after that.
      const otherOpened = other.page.waitForResponse((r) => r.url().includes('/presence/') && r.request().method() === 'POST');
      await openItem(other.page, c, marker);
      await otherOpened;
      // The heartbeat (every 20 s) tells each who else has it open. Others may be named as well: the
      // editors of a test before it (a retry's first attempt) count for a minute after they left.
      await page.clock.runFor(HEARTBEAT);
      await expect(page.getByRole('status').filter({ hasText: 'Ook geopend door' })).toContainText(other.user.email);

      // The other editor saves first.
      await other.page.getByLabel(theirs.label, { exact: true }).fill(theirs.value);
      await other.page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(other.page.getByText(/is opgeslagen/)).toBeVisible();

      const mine = `${await page.getByLabel(c.mine, { exact: true }).inputValue()} (${index})`.trim();
      await page.getByLabel(c.mine, { exact: true }).fill(mine);
      await page.getByRole('button', { name: 'Opslaan' }).click();
      const conflict = page.getByRole('region', { name: 'Iemand anders heeft dit intussen gewijzigd' });
      await expect(conflict).toContainText(other.user.email);
      await expect(conflict.getByRole('region', { name: theirs.label, exact: true })).toContainText(`Gewijzigd door ${other.user.email}, overgenomen`);
      await expect(conflict.getByRole('region', { name: c.mine, exact: true })).toContainText('Door u gewijzigd, blijft staan');
      await conflict.getByRole('button', { name: 'Samengevoegde versie opslaan' }).click();
      await expect(page.getByText(/is opgeslagen/)).toBeVisible();
      const saved = await itemOf(page, c, id);
      expect([saved[c.mineField], saved[theirs.field]]).toEqual([mine, theirs.value]);
    } finally {
      await other.close();
      await c.remove(api, id);
    }
  });

  test(`${c.kind}: the draft survives a reload and an ended session${c.photo ? ', and Opslaan waits for a photo' : ''}`, async ({ page, baseURL, errors }) => {
    errors.allow(/status of 401/);
    const me = await createUser(page, baseURL!, 'redacteur');
    await signIn(page, me);
    let api = await apiOf(page);
    const { id, marker } = await CONTENT_CASES('Bergharen')[index]!.create(api);
    try {
      await openItem(page, c, marker);
      const field = page.getByLabel(c.mine, { exact: true });
      const typed = `${await field.inputValue()} — concept ${index}`.trim();
      await field.fill(typed);
      await page.clock.runFor(AUTOSAVE);
      await expect(page.getByText(/^Concept opgeslagen om \d\d\.\d\d$/)).toBeVisible();

      // A reload (or a crash): the draft is offered back.
      await page.reload();
      await openItem(page, c, marker, { form: false });
      await expect(page.getByRole('heading', { name: /^Verder met uw concept van \d\d\.\d\d\?$/ })).toBeVisible();
      await page.getByRole('button', { name: 'Verder met mijn concept' }).click();
      await expect(field).toHaveValue(typed);

      // The session ends on the server (another tab signed out everywhere, say) while typing on.
      await page.request.delete('/api/admin/session', { headers: { 'x-csrf-token': api.csrf } });
      await field.fill(`${typed} en verder`);
      await page.clock.runFor(AUTOSAVE);
      const dialog = page.getByRole('dialog', { name: 'Opnieuw aanmelden' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(me.email);
      await dialog.getByLabel('Wachtwoord', { exact: true }).fill(me.password);
      await dialog.getByRole('button', { name: 'Inloggen' }).click();
      await expect(dialog).toBeHidden();
      await expect(field).toHaveValue(`${typed} en verder`);
      api = await apiOf(page);

      if (c.photo) {
        // A photo from the phone, its upload held back until the test lets it go.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route((url) => url.pathname === '/api/admin/media', async (route) => {
          if (route.request().method() === 'POST') await held;
          await route.continue();
        });
        await page.getByText('Of een nieuwe foto uploaden').click();
        await page.getByLabel('Foto (JPEG, PNG of WebP, tot 15 MB)').setInputFiles({ name: 'IMG_3001.png', mimeType: 'image/png', buffer: png(640, 480, [20 + index * 40, 90, 160]) });
        await page.getByLabel('Beschrijving van de foto').fill(`Foto bij ${marker}`);
        await page.getByRole('button', { name: 'Uploaden' }).click();
        await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
        await expect(page.getByText(/De foto wordt geüpload \(\d+%\)/)).toBeVisible();
        release();
        await expect(page.getByRole('img', { name: `Foto bij ${marker}` })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
      }
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText(/is opgeslagen/)).toBeVisible();
      const saved = await itemOf(page, c, id);
      expect(saved[c.mineField]).toBe(`${typed} en verder`);
      if (c.photo) expect(saved.mediaId).toEqual(expect.any(Number));
    } finally {
      await c.remove(api, id);
    }
  });
}

test('on a phone every action in the content sections is a button of at least 44 px, and Verwijderen stands apart from Wijzigen', async ({ page, baseURL, errors }) => {
  errors.allow(/status of 401/); // the session check before signing in
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await createUser(page, baseURL!, 'redacteur'));
  for (const section of ['Kerkdiensten', 'Nieuws', 'Agenda', 'Pastoraal team', 'Kerken']) {
    const link = page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: section });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    // While the next section loads, the one before stays in the page, hidden: only what is shown counts.
    await expect(page.locator('#beheer-section-title').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Wijzigen/ }).first()).toBeVisible();
    const heights = await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((b) => b.checkVisibility()).map((b) => [b.textContent, b.getBoundingClientRect().height] as const));
    expect(heights.filter(([, height]) => height < 44), section).toEqual([]);
    if (section === 'Kerken') continue;
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Verwijderen/ }) }).first();
    // Both measured in one go, again until it holds: a list that renders again (its data refreshed)
    // has its rows away for a moment, between two measurements.
    await expect(async () => {
      const [edit, remove] = await row.evaluate((tr) =>
        [/^Wijzigen/, /^Verwijderen/].map((name) => {
          const button = [...tr.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
          const box = button.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      );
      // Not side by side within a thumb's width: another line, or at least 24 px between them.
      const apart = remove!.y >= edit!.y + edit!.height || remove!.x - (edit!.x + edit!.width) >= 24;
      expect(apart, section).toBe(true);
    }).toPass();
  }
});
