/**
 * The error page of spec §2, rendered by the server like every page (issue 31: it was blank until
 * the script ran, and blank without it): 404 for an unknown path or record, 400 for an address that
 * cannot be read, each with its status, its title, the chrome and a link home, without breadcrumbs.
 */
import { expect, test } from './fixtures';
import { served } from './support/served-html';

test('an unknown path shows the 404 page without breadcrumbs, and the link goes home', async ({ page }) => {
  await page.goto('/dit-bestaat-niet/echt-niet');
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('404');
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Terug naar de homepagina' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toHaveCount(0);
});

for (const [path, status, title] of [
  ['/dit-bestaat-niet/echt-niet', 404, 'Niet gevonden'],
  ['/nieuws/999999', 404, 'Niet gevonden'],
  ['/%E0%A4%A', 400, 'Verkeerde aanvraag'],
] as const) {
  test(`${path} is answered ${status} with the rendered '${title}' page in the served HTML`, async ({ request }) => {
    const page = await served(request, path);
    expect(page.status).toBe(status);
    expect(page.main.querySelector('h1')?.textContent).toBe(title);
    expect(page.main.textContent).toContain(String(status));
    expect(page.main.querySelector('a[href="/"]')?.textContent).toBe('Terug naar de homepagina');
    expect(page.document.querySelector('nav[aria-label="Kruimelpad"]')).toBeNull();
    expect(page.document.querySelector('header nav, header a[href="/"]')).not.toBeNull();
    expect(page.document.title).toMatch(new RegExp(`^${title} \\| `));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a browser gets the 400 page as HTML for an address it cannot read, in the site style, and the link home works', async ({ page, errors }) => {
    errors.allow(/status of 400/);
    const response = await page.goto('/%E0%A4%A');
    expect(response?.status()).toBe(400);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verkeerde aanvraag' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar de homepagina' })).toHaveCSS('min-height', '44px');
    await page.getByRole('link', { name: 'Terug naar de homepagina' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
