/** The error page of spec §2 for unknown paths. */
import { expect, test } from './fixtures';

test('an unknown path shows the 404 page without breadcrumbs, and the link goes home', async ({ page }) => {
  await page.goto('/dit-bestaat-niet/echt-niet');
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('404');
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Terug naar de homepagina' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toHaveCount(0);
});
