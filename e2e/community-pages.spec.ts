/** mf-community pages from the composed site: every route renders, the bodies link to the contact form, churches. */
import { expect, test, type Page } from './fixtures';

const ROUTES: [string, string][] = [
  ['/gemeente', 'Onze gemeente'],
  ['/gemeente/kerkenraad', 'Kerkenraad'],
  ['/gemeente/college-van-diakenen-cvd', 'College van diakenen'],
  ['/gemeente/college-van-kerkrentmeesters-cvk', 'College van kerkrentmeesters'],
  ['/gemeente/pastoraal-team', 'Pastoraal team'],
  ['/gemeente/beroepswerk-2025', 'Beroepswerk in 2025'],
  ['/gemeente/taakgroepen', 'Taakgroepen'],
  ['/gemeente/taakgroepen/taakgroep-kunst-in-de-kerk', 'Kunst in de kerk'],
  ['/gemeente/taakgroepen/taakgroep-vos', 'VOS: vorming, ontmoeting en spiritualiteit'],
  ['/gemeente/taakgroepen/taakgroep-youth', 'Jeugd en jongeren'],
  ['/gemeente/taakgroepen/taakgroep-eredienst', 'Eredienst'],
  ['/gemeente/taakgroepen/taakgroep-pastoraat', 'Pastoraat'],
  ['/gemeente/taakgroepen/taakgroep-pr-en-communicatie', 'PR en communicatie'],
  ['/gemeente/taakgroepen/taakgroep-duurzaamheid', 'Duurzaamheid'],
  ['/vertrouwenspersonen', 'Vertrouwenspersonen'],
  ['/onze-kerken', 'Onze kerken'],
];

test('every community route renders its page with breadcrumbs from the composed site', async ({ page }) => {
  test.slow(); // fifteen page loads
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem').first()).toHaveText('Home');
  }
});

test('the congregation overview links to every sub page with a short text', async ({ page }) => {
  await page.goto('/gemeente');
  const overview = page.getByRole('region', { name: 'Wie doet wat?' });
  // Eight pages, and Geven (issue 34).
  await expect(overview.getByRole('listitem')).toHaveCount(9);
  await expect(overview.getByRole('link', { name: 'Geven' })).toHaveAttribute('href', '/geven');
  await overview.getByRole('link', { name: 'Beroepswerk 2025' }).click();
  await expect(page).toHaveURL(/\/gemeente\/beroepswerk-2025$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beroepswerk in 2025');
});

const BODIES: [string, string, string][] = [
  ['/gemeente/kerkenraad', 'Stuur de kerkenraad een bericht', 'kerkenraad'],
  ['/gemeente/college-van-diakenen-cvd', 'Stuur de diakenen een bericht', 'diakenen'],
  ['/gemeente/college-van-kerkrentmeesters-cvk', 'Stuur de kerkrentmeesters een bericht', 'kerkrentmeesters'],
];

for (const [path, label, type] of BODIES) {
  test(`${path} shows its members and leads to the contact form for '${type}'`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: /^Leden/ })).toBeVisible();
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?type=${type}$`));
  });
}

test('a task group page tells how to join, and the overview reaches all seven', async ({ page }) => {
  await page.goto('/gemeente/taakgroepen');
  const overview = page.getByRole('region', { name: 'Onze taakgroepen' });
  await expect(overview.getByRole('link')).toHaveCount(7);
  await overview.getByRole('link', { name: 'Duurzaamheid' }).click();
  await expect(page).toHaveURL(/\/gemeente\/taakgroepen\/taakgroep-duurzaamheid$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Meedoen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem')).toHaveText([/Home/, /Gemeente/, /Taakgroepen/, /Duurzaamheid/]);
});

test('an unknown task group shows the 404 page', async ({ page }) => {
  await page.goto('/gemeente/taakgroepen/taakgroep-bestaat-niet');
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('404');
});

test('the confidants page says who they are and how to reach them confidentially', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrouwenspersonen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Onze vertrouwenspersonen' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /@vertrouwen-pgmw\.nl$/ })).toHaveCount(2);
});

/**
 * /onze-kerken as the browser renders it, by the footer's link: a page loaded anew is rendered on
 * the server (SSR on), whose reads of the services a browser-side stub does not see.
 */
async function openChurchesInBrowser(page: Page) {
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Onze kerken' }).click();
  await expect(page).toHaveURL(/\/onze-kerken$/);
}

const SERVICE = { id: 41, startsAt: '2030-03-03T09:00:00.000Z', location: 'beuningen', churchName: 'Dorpskerk Beuningen', preacher: 'ds. Marieke van den Berg' };

test('the churches page shows the seven churches with drawing, route link, accessibility and the next service', async ({ page }) => {
  await page.route('**/api/services?**', (route) => {
    const location = new URL(route.request().url()).searchParams.get('location');
    const data = location === 'beuningen' ? [SERVICE] : [];
    return route.fulfill({ json: { data, meta: { page: 1, pageSize: 1, total: data.length } } });
  });
  await openChurchesInBrowser(page);
  const list = page.getByRole('region', { name: 'Onze zeven kerken' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Dorpskerk Beuningen', 'De Ark', 'Open Hof', 'Dorpskerk Batenburg', 'Dorpskerk Horssen', 'Kerkje Bergharen', 'Kapel Leur']);
  await expect(list.getByRole('link', { name: /^Route plannen naar/ })).toHaveCount(7);
  await expect(list.getByRole('heading', { level: 4, name: 'Toegankelijkheid' })).toHaveCount(7);
  const beuningen = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dorpskerk Beuningen' }) });
  const drawing = beuningen.getByRole('img', { name: /^Tekening van de Dorpskerk in Beuningen/ });
  await drawing.scrollIntoViewIfNeeded();
  await expect(drawing).toHaveJSProperty('complete', true);
  expect(await drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(beuningen.getByText('Kerkstraat 10, 6641 AB Beuningen')).toBeVisible();
  await expect(beuningen.locator('p', { hasText: /^Volgende dienst:/ })).toHaveText('Volgende dienst: zondag 03-03-2030 om 10.00 uur, ds. Marieke van den Berg');
  await expect(beuningen.getByRole('link', { name: 'zondag 03-03-2030 om 10.00 uur' })).toHaveAttribute('href', '/diensten/41');
  await expect(list.locator('p', { hasText: /^Volgende dienst:/ })).toHaveCount(1);
});

test('the churches page still works when the services API fails', async ({ page, errors }) => {
  errors.allow(/Failed to load resource: the server responded with a status of 503/);
  await page.route('**/api/services?**', (route) => route.fulfill({ status: 503, json: { code: 'service_unavailable', message: 'Dienst niet beschikbaar' } }));
  await openChurchesInBrowser(page);
  const list = page.getByRole('region', { name: 'Onze zeven kerken' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(list.getByRole('status')).toHaveCount(0);
  await expect(list.getByText(/Volgende dienst/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Vervoer nodig?' })).toBeVisible();
});
