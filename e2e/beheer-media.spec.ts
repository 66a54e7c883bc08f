/**
 * Photos (issue 16), against the real admin API: a redacteur uploads a photo with its description
 * under "Foto's" and finds it in the library; on the ANBI page (a `full` text) the image tool
 * picks it from the library, and after publishing a visitor sees it with its description and
 * srcset. Deleting it is refused while the page shows it. The last step puts ANBI back as seeded
 * (restore of its first version), after which the photo can go.
 */

import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';
import { png } from './support/png';

test.describe.configure({ mode: 'serial' });

const ALT = 'De toren van de Dorpskerk in de avondzon';

test('an editor uploads a photo, uses it on ANBI through the image tool, a visitor sees it, and deleting it is refused while used', async ({ page, browser, baseURL, errors }) => {
  errors.allow(/status of 401/);
  errors.allow(/status of 409/);
  const user = await createUser(page, baseURL!, 'redacteur');
  await signIn(page, user);

  // Upload: a photo-sized PNG made here, with its description.
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: "Foto's" }).click();
  await page.getByLabel('Foto kiezen').setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: png(1800, 1200, [180, 120, 60]) });
  await page.getByRole('button', { name: 'Foto toevoegen' }).click();
  await expect(page.getByText('Beschrijf wat er op de foto te zien is. Dit is verplicht.')).toBeVisible();
  await page.getByLabel('Beschrijving van de foto').fill(ALT);
  await page.getByRole('button', { name: 'Foto toevoegen' }).click();
  await expect(page.getByText('De foto is toegevoegd.')).toBeVisible();
  const card = page.getByRole('list', { name: 'Bibliotheek' }).getByRole('listitem').filter({ has: page.getByRole('img', { name: ALT }) });
  await expect(card).toContainText('Nog nergens gebruikt.');
  await expect(card.getByRole('img', { name: ALT })).toHaveAttribute('srcset', /\/api\/media\/[0-9a-f]{20}\/320\.webp 320w/);

  // Use it on ANBI through the image tool.
  await page.goto('/beheer/paginas/anbi');
  const area = page.getByRole('textbox', { name: 'Gegevens van de kerk' });
  await area.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('toolbar', { name: /Gegevens van de kerk/ }).getByRole('button', { name: 'Foto', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Kies een foto uit de bibliotheek' });
  await dialog.getByRole('radio', { name: ALT }).check();
  await expect(dialog.getByLabel('Beschrijving voor wie de afbeelding niet kan zien')).toHaveValue(ALT);
  await dialog.getByRole('button', { name: 'Afbeelding invoegen' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('De pagina is gepubliceerd.')).toBeVisible();

  // A visitor sees it after a reload, with its description and srcset.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto('/anbi');
  await reader.reload();
  const shown = reader.getByRole('img', { name: ALT });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('src', /^\/api\/media\/[0-9a-f]{20}\/1600\.webp$/);
  await expect(shown).toHaveAttribute('srcset', /640\.webp 640w/);
  expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await reader.context().close();

  // Deleting it is refused while ANBI shows it.
  await page.goto('/beheer/fotos');
  await expect(card).toContainText('Gebruikt op: Pagina');
  page.once('dialog', (confirm) => void confirm.accept());
  await card.getByRole('button', { name: `Verwijderen: ${ALT}` }).click();
  await expect(card.getByText(/Deze foto wordt nog gebruikt op: Pagina .*Haal hem daar eerst weg\./)).toBeVisible();
  await expect(card).toBeVisible();
});

test('ANBI back as seeded, the photo can go', async ({ page, baseURL, errors }) => {
  errors.allow(/status of 401/);
  const user = await createUser(page, baseURL!, 'beheerder');
  await signIn(page, user);
  await page.goto('/beheer/paginas/anbi');
  const first = page.getByRole('listitem').filter({ hasText: 'de tekst waarmee de website begon' });
  await first.getByRole('button', { name: 'Deze versie terugzetten' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deze versie terugzetten' }).click();
  await expect(page.getByText(/is teruggezet en staat nu op de website/)).toBeVisible();

  await page.goto('/beheer/fotos');
  const card = page.getByRole('list', { name: 'Bibliotheek' }).getByRole('listitem').filter({ has: page.getByRole('img', { name: ALT }) });
  await expect(card).toContainText('Nog nergens gebruikt.');
  page.once('dialog', (confirm) => void confirm.accept());
  await card.getByRole('button', { name: `Verwijderen: ${ALT}` }).click();
  await expect(card).toHaveCount(0);
});
