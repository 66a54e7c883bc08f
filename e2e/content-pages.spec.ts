/**
 * A text page is one row in the kit's site map (README "Adding a page"): the Kerkelijk bureau below
 * Contact has no component, expose or seed text of its own, and is still a whole page of the site:
 * answered by the server with its title, in the breadcrumbs, on Contact's overview, in sitemap.xml,
 * and in the editing app's "Pagina's" for the editors to write.
 */
import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';

const PATH = '/contact/kerkelijk-bureau';

test('the server answers it with 200, its title in the head and the heading', async ({ request }) => {
  const res = await request.get(PATH, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>Kerkelijk bureau \| [^<]+<\/title>/);
  expect(html).toMatch(/<h1[^>]*>Kerkelijk bureau<\/h1>/);
});

test('it has breadcrumbs below Contact, and Contact links to it', async ({ page }) => {
  await page.goto('/contact');
  const more = page.getByRole('region', { name: 'Meer over contact' });
  await more.getByRole('link', { name: 'Kerkelijk bureau' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kerkelijk bureau');
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', /Contact$/, /Kerkelijk bureau$/]);
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
});

test('sitemap.xml lists it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${PATH}</loc>`));
});

test("the editing app lists it under Pagina's, to write its text", async ({ page, baseURL, errors }) => {
  // Before signing in, the app asks the API for a session; the browser logs its 401.
  errors.allow(/status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'redacteur'));
  await page.goto('/beheer/paginas');
  await page.getByRole('link', { name: 'Kerkelijk bureau' }).click();
  await expect(page).toHaveURL(/\/beheer\/paginas\/church-office$/);
  await expect(page.getByRole('textbox', { name: 'Hoofdtekst' })).toBeVisible();
});
