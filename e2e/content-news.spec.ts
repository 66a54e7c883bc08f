/** News (/nieuws, /nieuws/{id}) and the content pages /stroom, /zijstroom, /anbi, /privacy, on desktop and mobile. */

import { common } from '@kerk/kit/texts';

import { expect, test } from './fixtures';
import { axeFor } from './support/a11y';

const DATE = /geschreven op \d{2}-\d{2}-\d{4}/;

test('the news list shows each article with image, title, written-on date, excerpt and Lees artikel', async ({ page }) => {
  await page.goto('/nieuws');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws');
  const articles = page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('article');
  await expect(articles).toHaveCount(10);
  const first = articles.first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Startzondag: samen het nieuwe seizoen in');
  await expect(first.getByRole('img')).toHaveAttribute('alt', /^Tekening van /);
  await expect(first.getByRole('img')).toHaveJSProperty('complete', true);
  await expect(first).toContainText(DATE);
  await expect(first).toContainText('Ruim 250 mensen waren erbij.');
  await expect(first.getByRole('link', { name: 'Lees artikel' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveText(/Home\s*›\s*Nieuws/);
});

test('an article reached from the list shows its text, date and image, with its title as breadcrumb', async ({ page }) => {
  await page.goto('/nieuws');
  const second = page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('article').nth(1);
  const title = (await second.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(title).toBe('Zangers en muzikanten gezocht voor de kerstnachtdienst');
  await second.getByRole('link', { name: 'Lees artikel' }).click();

  await expect(page).toHaveURL(/\/nieuws\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The same title the server writes for the article.
  // The kit's one title rule: a shorter site suffix, or none, when the whole passes 70 characters.
  await expect(page).toHaveTitle(common.documentTitle(title, 'Protestantse Gemeente Maas en Waal'));
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', /Nieuws/, new RegExp(title)]);
  await expect(crumbs.getByRole('link', { name: 'Nieuws' })).toHaveAttribute('href', '/nieuws');
  await expect(page.getByRole('main')).toContainText(DATE);
  await expect(page.getByRole('main').getByRole('img', { name: /brandende kaarsen/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Repetities' })).toBeVisible();

  await page.getByRole('link', { name: 'Terug naar het nieuws' }).click();
  await expect(page).toHaveURL(/\/nieuws$/);
});

test('paging is reflected in the URL and survives a reload and the back button', async ({ page }) => {
  await page.goto('/nieuws');
  const list = page.getByRole('region', { name: 'Nieuwsberichten' });
  const paging = page.getByRole('navigation', { name: 'Paginering van het nieuws' });
  const firstTitle = await list.getByRole('heading', { level: 2 }).first().textContent();

  await paging.getByRole('link', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/nieuws\?pagina=2$/);
  await expect(paging).toContainText('Pagina 2 van 3');
  await expect(list.getByRole('heading', { level: 2 }).first()).not.toHaveText(firstTitle ?? '');

  await paging.getByRole('link', { name: 'Pagina 3' }).click();
  await expect(page).toHaveURL(/\?pagina=3$/);
  await expect(list.getByRole('article')).toHaveCount(4);
  await page.reload();
  await expect(list.getByRole('article')).toHaveCount(4);
  await expect(paging.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\?pagina=2$/);
  await expect(paging).toContainText('Pagina 2 van 3');
});

test('an unknown article id shows the 404 page without breadcrumbs', async ({ page, errors }) => {
  errors.allow(/Failed to load resource.*404/);
  await page.goto('/nieuws/99999');
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('404');
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveCount(0);

  await page.goto('/nieuws/geen-nummer');
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
});

test('/stroom and /zijstroom show the two publications', async ({ page }) => {
  await page.goto('/stroom');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stroom');
  await expect(page.getByRole('heading', { level: 2, name: 'Wanneer verschijnt Stroom?' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toHaveText(/Home\s*›\s*Stroom/);

  await page.getByRole('main').getByRole('link', { name: 'Zijstroom' }).click();
  await expect(page).toHaveURL(/\/zijstroom$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zijstroom');
  await expect(page.getByRole('heading', { level: 2, name: 'Berichten aanleveren' })).toBeVisible();
  // The sign-up form is far down on a phone: a link under the title leads to it.
  await page.getByRole('link', { name: 'Zijstroom per e-mail ontvangen? Meld u hier aan' }).click();
  await expect(page).toHaveURL(/\/zijstroom#aanmelden$/);
  await expect(page.getByLabel('E-mailadres')).toBeInViewport();
});

test('/anbi presents every item an ANBI must publish, with the RSIN and the finance tables', async ({ page }) => {
  await page.goto('/anbi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ANBI-gegevens');
  const main = page.getByRole('main');
  await expect(main.getByRole('row', { name: /RSIN gemeente/ }).getByRole('cell')).toHaveText('824.613.909');
  await expect(main.getByRole('row', { name: /^Naam Protestantse Gemeente Maas en Waal/ })).toBeVisible();
  await expect(main.getByRole('row', { name: /Adres/ })).toContainText('Beuningen');
  for (const heading of ['Doelstelling', 'Samenstelling van het bestuur', 'Beleidsplan in hoofdlijnen', 'Beloningsbeleid', /Verslag van de activiteiten/, 'Financiële verantwoording']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByRole('columnheader', { name: 'Baten', exact: true })).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'Lasten', exact: true })).toBeVisible();
  await expect(main.getByRole('row', { name: /Totaal baten/ }).first()).toContainText('294.400');
  await expect(main.getByText('Toelichting.').first()).toBeVisible();
});

test('/privacy shows the privacy statement', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
  await expect(page.getByRole('heading', { level: 2, name: 'Het contactformulier' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Uw rechten' })).toBeVisible();
});

test('the news list, an article and the ANBI page have no detectable accessibility violations', async ({ page }) => {
  test.slow(); // four pages, each scanned by axe
  for (const path of ['/nieuws', '/nieuws?pagina=2', '/anbi']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await axeFor(page).include('main').analyze();
    expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.goto('/nieuws');
  await page.getByRole('link', { name: 'Lees artikel' }).first().click();
  await expect(page).toHaveURL(/\/nieuws\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Nieuws');
  const { violations } = await axeFor(page).include('main').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
