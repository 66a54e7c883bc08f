/**
 * The contact form in the composed site (shell + mf_contact + API). The e2e server runs without
 * SMTP_URL, so an accepted message stays queued in the outbox: the form's outcome is what counts.
 * Only the keyboard test posts for real (once per project): the API allows 5 messages per
 * 10 minutes per IP and every test here comes from 127.0.0.1.
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { axeFor } from './support/a11y';

const FAILURE = 'Er is iets fout gegaan tijdens het versturen van de e-mail, probeer het later nog eens.';
const SUCCESS = 'Uw bericht is in goede orde ontvangen.';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openForm(page: Page, path = '/contact') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  // The select is enabled once the contact types have arrived from the API.
  await expect(field(page, 'Soort contact')).toBeEnabled();
}

async function fillIn(page: Page) {
  await field(page, 'Naam').fill('Anna de Vries');
  await field(page, 'E-mail').fill('anna@example.org');
  await field(page, 'Onderwerp').fill('Zaal huren in Druten');
  await field(page, 'Bericht').fill('Wij zoeken op 14 juni een zaal voor 30 personen.');
  await field(page, 'Soort contact').selectOption({ label: 'Zaalhuur Beuningen, Druten of Wijchen' });
}

test('shows the page texts, then every Dutch field message, tied to its field, without posting', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await openForm(page);
  await expect(page.getByRole('main')).toContainText('Kerkelijk bureau');
  await expect(page.getByRole('heading', { level: 2, name: 'Stuur ons een bericht' })).toBeVisible();
  await expect(field(page, 'Soort contact').locator('option')).toHaveText([
    'Maak een keuze',
    'Kerkenraad',
    'Voorzitter van de kerkenraad',
    'College van kerkrentmeesters',
    'College van diakenen',
    'Huwelijk',
    'Overlijden',
    'Algemeen',
    'Ledenadministratie',
    'Zaalhuur Beuningen, Druten of Wijchen',
  ]);

  await page.getByRole('button', { name: 'Versturen' }).click();
  for (const label of ['Naam', 'E-mail', 'Onderwerp', 'Bericht', 'Soort contact']) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`${label} is verplicht`));
  }
  await expect(field(page, 'Naam')).toBeFocused();

  await field(page, 'E-mail').fill('anna.example.org');
  await field(page, 'Bericht').fill('Te kort');
  await field(page, 'Naam').fill('Anna');
  await expect(field(page, 'E-mail')).toHaveAccessibleDescription('E-mail is niet juist');
  await expect(field(page, 'Bericht')).toHaveAccessibleDescription(/Bericht moet minimaal 10 tekens bevatten/);
  await expect(field(page, 'Naam')).not.toHaveAttribute('aria-invalid');
  await expect(field(page, 'Naam')).not.toHaveAttribute('aria-describedby');
  expect(posts).toEqual([]);
});

test('a visitor sends a message with the keyboard only and sees it accepted', async ({ page }) => {
  await openForm(page);
  await field(page, 'Naam').focus();
  await page.keyboard.type('Jan Peters');
  await page.keyboard.press('Tab');
  await expect(field(page, 'E-mail')).toBeFocused();
  await page.keyboard.type('jan@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lid worden');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Bericht')).toBeFocused();
  await page.keyboard.type('Wij zijn verhuisd naar Wijchen en willen ons graag inschrijven.');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Soort contact')).toBeFocused();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowDown');
  await expect(field(page, 'Soort contact')).toHaveValue('ledenadministratie');
  // The spam trap is skipped: the next stop is the button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Versturen' })).toBeFocused();

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(202);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(field(page, 'Naam')).toHaveValue('');
  await expect(field(page, 'Bericht')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Versturen' })).toBeEnabled();
});

test('when the API cannot be reached the failure text shows and the typed text stays', async ({ page, errors }) => {
  errors.allow(/Failed to load resource|ERR_FAILED/);
  await page.route('**/api/contact', (route) => route.abort());
  await openForm(page);
  await fillIn(page);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByRole('alert')).toHaveText(FAILURE);
  await expect(field(page, 'Naam')).toHaveValue('Anna de Vries');
  await expect(field(page, 'Bericht')).toHaveValue('Wij zoeken op 14 juni een zaal voor 30 personen.');
  await expect(field(page, 'Soort contact')).toHaveValue('zaalhuur');
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
});

test('?type= pre-selects a known contact type and ignores an unknown one', async ({ page }) => {
  await openForm(page, '/contact?type=diakenen');
  await expect(field(page, 'Soort contact')).toHaveValue('diakenen');
  await expect(field(page, 'Soort contact').locator('option:checked')).toHaveText('College van diakenen');
  await openForm(page, '/contact?type=bestaat-niet');
  await expect(field(page, 'Soort contact')).toHaveValue('');
});

test('the form has no serious or critical axe violations, also while showing errors', async ({ page }) => {
  await openForm(page);
  const scan = async () =>
    (await axeFor(page).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(await scan()).toEqual([]);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(field(page, 'Naam')).toHaveAttribute('aria-invalid', 'true');
  expect(await scan()).toEqual([]);
});
