/**
 * Nothing typed is lost in the last second (issue 41), for every content type (support/content-cases.ts)
 * and for a page. Each case types and acts at once, with no pause for the autosave:
 * - a reload: the form's own URL opens again and offers the draft back (written as the page left);
 * - Back: the question comes first; "Blijven" keeps the input, "Toch verlaten" goes to the list, and
 *   the item offers the draft back when opened again;
 * - the session ends on the server: Opslaan (Publiceren) asks to sign in over the same screen, and
 *   then saves what is on screen.
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';
import { apiOf, CONTENT_CASES, itemOf } from './support/content-cases';

/** The browser's own question on a reload (beforeunload) is answered "leave". */
const acceptLeaving = (page: Page) => page.on('dialog', (dialog) => void dialog.accept());

const question = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Er zijn wijzigingen die nog niet zijn opgeslagen' });

/** Signs in again in the dialog over the screen. */
async function signInAgain(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Opnieuw aanmelden' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Inloggen' }).click();
  await expect(dialog).toBeHidden();
}

for (const c of CONTENT_CASES('Druten')) {
  test(`${c.kind}: typed and at once reloaded, Back or signed out, the input is on screen or offered back`, async ({ page, baseURL, errors }) => {
    errors.allow(/status of 401/);
    acceptLeaving(page);
    const me = await createUser(page, baseURL!, 'redacteur');
    await signIn(page, me);
    let api = await apiOf(page);
    const { id, marker } = await c.create(api);
    const formPath = `/beheer/${c.segment}/${id}`;
    const field = page.getByLabel(c.mine, { exact: true });
    try {
      await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: c.section }).click();
      if (c.pastToggle) await page.getByRole('button', { name: c.pastToggle }).click();
      await page.getByRole('row').filter({ hasText: marker }).getByRole('button', { name: /^Wijzigen/ }).click();
      await expect(page).toHaveURL(formPath);
      const typed = `${await field.inputValue()} — nu meteen`.trim();

      // A reload straight after typing: the same form, and its draft before anything else.
      await field.fill(typed);
      await page.reload();
      await expect(page).toHaveURL(formPath);
      await expect(page.getByRole('heading', { name: /^Verder met uw concept van \d\d\.\d\d\?$/ })).toBeVisible();
      await page.getByRole('button', { name: 'Verder met mijn concept' }).click();
      await expect(field).toHaveValue(typed);

      // Back straight after typing: the question first; "Blijven" keeps all of it.
      await field.fill(`${typed}, terug`);
      await page.evaluate(() => window.history.back());
      await expect(question(page)).toBeVisible();
      // The safe answer has the focus: Enter, or a tap by accident, stays.
      await expect(question(page).getByRole('button', { name: 'Blijven' })).toBeFocused();
      await question(page).getByRole('button', { name: 'Blijven' }).click();
      await expect(field).toHaveValue(`${typed}, terug`);
      await expect(page).toHaveURL(formPath);
      // "Toch verlaten": the list, and the item offers the draft again.
      await page.evaluate(() => window.history.back());
      await question(page).getByRole('button', { name: 'Toch verlaten' }).click();
      await expect(page).toHaveURL(`/beheer/${c.segment}`);
      await expect
        .poll(async () => ((await (await page.request.get(`/api/admin/${c.resource}/drafts/${id}`)).json()) as { data: { draft: { values: Record<string, unknown> } | null } }).data.draft?.values[c.mineField])
        .toBe(`${typed}, terug`);
      await page.goto(formPath);
      await page.getByRole('button', { name: 'Verder met mijn concept' }).click();
      await expect(field).toHaveValue(`${typed}, terug`);

      // The session ends on the server, and Opslaan comes at once: signing in again saves what is on screen.
      await page.request.delete('/api/admin/session', { headers: { 'x-csrf-token': api.csrf } });
      await field.fill(`${typed}, opgeslagen`);
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await signInAgain(page, me.password);
      await expect(page.getByText(/is opgeslagen/)).toBeVisible();
      await expect(page).toHaveURL(`/beheer/${c.segment}`);
      api = await apiOf(page);
      expect((await itemOf(page, c, id))[c.mineField]).toBe(`${typed}, opgeslagen`);
    } finally {
      await c.remove(api, id);
    }
  });
}

test('a page: typed and at once reloaded, Back or signed out, the input is on screen or published', async ({ page, baseURL, errors }) => {
  errors.allow(/status of 401/);
  acceptLeaving(page);
  const me = await createUser(page, baseURL!, 'beheerder');
  await signIn(page, me);
  let api = await apiOf(page);
  const before = (await (await page.request.get('/api/admin/pages/art')).json()) as { data: { metaTitle: string; metaDescription: string } };
  const field = page.getByLabel('Titel in zoekmachines');
  try {
    await page.goto('/beheer/paginas/art');
    await field.fill('Kunst in de kerk');
    await page.reload();
    await expect(page).toHaveURL('/beheer/paginas/art');
    await expect(field).toHaveValue('Kunst in de kerk');

    await field.fill('Kunst in de kerken');
    await page.evaluate(() => window.history.back());
    // Asserted, not only clicked: a question that never comes fails here, not in the cleanup's timeout.
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Blijven' }).click();
    await expect(field).toHaveValue('Kunst in de kerken');

    await page.request.delete('/api/admin/session', { headers: { 'x-csrf-token': api.csrf } });
    await field.fill('Kunst in onze kerken');
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await signInAgain(page, me.password);
    await expect(page.getByText('De pagina is gepubliceerd.')).toBeVisible();
    await expect(field).toHaveValue('Kunst in onze kerken');
    api = await apiOf(page);
    expect(((await (await page.request.get('/api/admin/pages/art')).json()) as { data: { metaTitle: string } }).data.metaTitle).toBe('Kunst in onze kerken');
  } finally {
    const now = await page.request.get('/api/admin/pages/art');
    const published = (await now.json()) as { data: { metaTitle: string; draft: unknown } };
    await page.request.delete('/api/admin/pages/art/draft', { headers: { 'x-csrf-token': api.csrf } });
    if (published.data.metaTitle !== before.data.metaTitle) {
      await page.request.post('/api/admin/pages/art/publish', {
        headers: { 'x-csrf-token': api.csrf, 'if-match': now.headers().etag! },
        data: { metaTitle: before.data.metaTitle, metaDescription: before.data.metaDescription, partials: {} },
      });
    }
  }
});
