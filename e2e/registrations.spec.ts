/**
 * Sign-ups with limited seats (issue 43) on the composed site: a visitor signs up on the seeded
 * Kerstnachtdienst in Horssen and sees the answer and the seats left drop, with JavaScript (JSON to
 * the API) and without (a plain POST, the answer in the redirect's query; bad input comes back at
 * the fields); the cancel page asks before it cancels (with and without JavaScript) and says when
 * a link cancels nothing. The servers share one database per run, so counts are read before and
 * compared after. The mails and their cancel link: registrations-mail.spec.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, 'runs once, on desktop');

interface Found {
  id: number;
  left: number;
}

/** The seeded Kerstnachtdienst in Horssen (the one service there taking sign-ups) and its seats left now. */
async function kerstnacht(request: APIRequestContext): Promise<Found> {
  const list = (await (await request.get('/api/services?location=horssen&pageSize=50')).json()) as { data: Array<{ id: number }> };
  for (const { id } of list.data) {
    const detail = (await (await request.get(`/api/services/${id}`)).json()) as { data: { registration?: { limit: number; taken: number } | null } };
    const registration = detail.data.registration;
    if (registration) return { id, left: registration.limit - registration.taken };
  }
  throw new Error('no service in Horssen takes sign-ups: is the seed the one of issue 43?');
}

const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;

async function fillIn(page: Page, seats: string, email = unique('anna')) {
  const block = page.getByRole('region', { name: 'Aanmelden' });
  await block.getByLabel('Naam').fill('Anna Jansen');
  await block.getByLabel('E-mailadres').fill(email);
  await block.getByLabel('Aantal plaatsen').selectOption(seats);
  await block.getByRole('button', { name: 'Aanmelden' }).click();
  return block;
}

test('a visitor signs up for the Kerstnachtdienst: the answer gets the focus and the seats left drop', async ({ page, request }) => {
  const { id, left } = await kerstnacht(request);
  await page.goto(`/diensten/${id}`);
  const block = page.getByRole('region', { name: 'Aanmelden' });
  await expect(block).toContainText(`Nog ${left} plaatsen`);
  await expect(block).toContainText(/Aanmelden kan tot \w+dag \d+\s+december 12\.00\s+uur/);
  await fillIn(page, '2');
  await expect(block.getByText('U bent aangemeld voor 2 plaatsen')).toBeVisible();
  await expect(block).toContainText('U krijgt een e-mail met de gegevens en een link om af te melden.');
  await expect(page.locator('[data-signup-answer]')).toBeFocused();
  await expect(block).toContainText(`Nog ${left - 2} plaatsen`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signs up with a plain POST: the page it lands on says so and counts the seats', async ({ page, request }) => {
    const { id, left } = await kerstnacht(request);
    await page.goto(`/diensten/${id}`);
    const block = await fillIn(page, '3');
    await expect(page).toHaveURL(new RegExp(`/diensten/${id}\\?aanmelding=bevestigd&plaatsen=3#aanmelden$`));
    await expect(block.getByText('U bent aangemeld voor 3 plaatsen')).toBeVisible();
    await expect(block).toContainText(`Nog ${left - 3} plaatsen`);
  });

  test('brings bad input back with the message at the field and the name kept', async ({ page, request, errors }) => {
    errors.allow(/status of 400/);
    const { id } = await kerstnacht(request);
    await page.goto(`/diensten/${id}`);
    const block = await fillIn(page, '1', 'anna.example.org');
    const email = block.getByLabel('E-mailadres');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(block).toContainText(/E-mailadres is niet juist/);
    await expect(block.getByLabel('Naam')).toHaveValue('Anna Jansen');
  });

  test('the cancel page cancels only with its button, and says when a link cancels nothing', async ({ page }) => {
    await page.goto('/afmelden?token=onbekend-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Afmelden' })).toBeVisible();
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page).toHaveURL(/\/afmelden\?link=onbekend$/);
    await expect(page.getByText('Deze link werkt niet (meer). Misschien bent u al afgemeld.')).toBeVisible();
  });
});

test('the cancel page with JavaScript says when a link cancels nothing, with the focus on it', async ({ page, errors }) => {
  errors.allow(/status of 404/);
  await page.goto('/afmelden?token=onbekend-token');
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByText('Deze link werkt niet (meer). Misschien bent u al afgemeld.')).toBeVisible();
  await expect(page.locator('[data-cancel-outcome]')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Afmelden' })).toHaveCount(0);
});
