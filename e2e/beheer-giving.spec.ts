/**
 * Giving (issue 34) in the composed site: a beheerder adds a collection purpose at
 * /beheer/collectedoelen (a wrong IBAN first: the Dutch message at the field), then picks it for
 * next Sunday's service at /beheer/kerkdiensten. A new visitor sees it on the service's page, with
 * the QR code of the service's day, and on /geven; both QR codes, as the browser paints them,
 * decode to the EPC payload. The purpose goes to the Prullenbak and the service gets its own
 * purposes back at the end, so the other specs see the seeded data.
 */
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Locator } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';

import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';

const NAME = `Orgelfonds ${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
const IBAN = 'NL91 ABNA 0417 1643 00';
const HOLDER = 'Stichting Orgelfonds Beuningen';
/** Next Sunday from the suite's Monday evening (23-11-2026). */
const SUNDAY = '2026-11-29';

type Service = { id: number; date: string; time: string; churchName: string; purposes: string[]; version: number };

const csrf = async (request: APIRequestContext) => ((await (await request.get('/api/admin/session')).json()) as { data: { csrfToken: string } }).data.csrfToken;

/** The QR code as the browser paints it, read back as a banking app reads it. */
async function decode(qr: Locator): Promise<string> {
  const { data, info } = await sharp(await qr.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? 'geen QR-code gevonden';
}

const payload = (day: string) => ['BCD', '002', '1', 'SCT', '', HOLDER, 'NL91ABNA0417164300', 'EUR5.00', '', '', `Collecte ${NAME} ${day}`].join('\n');

test('a beheerder adds a purpose and picks it for next Sunday’s service; the service page and /geven show it with a QR code that decodes', async ({ page, browser, baseURL, now, errors }) => {
  errors.allow(/status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'beheerder'));
  const services = ((await (await page.request.get(`/api/admin/services?from=${SUNDAY}&to=${SUNDAY}`)).json()) as { data: Service[] }).data;
  const service = services.find((s) => s.time === '10:00')!;
  const before = service.purposes;
  let purposeId: number | undefined;

  try {
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Collectedoelen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Collectedoelen' })).toBeVisible();
    await page.getByRole('button', { name: 'Collectedoel toevoegen' }).click();
    await page.getByLabel('Naam', { exact: true }).fill(NAME);
    await page.getByLabel('Rekeningnummer (IBAN)', { exact: true }).fill('NL91 ABNA 0417 1643 01');
    await page.getByLabel('Naam van de rekeninghouder', { exact: true }).fill(HOLDER);
    await page.getByLabel('Voorgesteld bedrag', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Dit rekeningnummer klopt niet. Controleer het IBAN.')).toBeVisible();
    await page.getByLabel('Rekeningnummer (IBAN)', { exact: true }).fill(IBAN);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Het collectedoel is opgeslagen.')).toBeVisible();
    const purposes = ((await (await page.request.get('/api/admin/purposes')).json()) as { data: { id: number; name: string; active: boolean }[] }).data;
    const purpose = purposes.find((p) => p.name === NAME)!;
    expect(purpose.active).toBe(true);
    purposeId = purpose.id;

    // Next Sunday's service: this purpose first, then the ones it had.
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Kerkdiensten' }).click();
    await page.getByRole('button', { name: new RegExp(`^Wijzigen: ${service.churchName} .*29 november 2026 10\\.00$`) }).click();
    const picks = page.getByRole('group', { name: 'Collectedoelen' });
    for (const id of before) await picks.locator(`input[value="${id}"]`).uncheck();
    await picks.getByRole('checkbox', { name: NAME }).check();
    for (const id of before) await picks.locator(`input[value="${id}"]`).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(/is opgeslagen/)).toBeVisible();

    const context = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    await context.clock.install({ time: now });
    const visitor = await context.newPage();
    await visitor.goto(`/diensten/${service.id}`);
    const giving = visitor.getByRole('region', { name: 'Geven aan de collecte' });
    await expect(giving.getByRole('link', { name: NAME })).toHaveAttribute('href', `/geven#doel-${purposeId}`);
    const serviceQr = giving.getByRole('img', { name: `QR-code om met uw bank-app te geven aan ${NAME}` });
    await expect(serviceQr).toBeVisible();
    expect(await decode(serviceQr)).toBe(payload('29-11-2026'));

    await giving.getByRole('link', { name: NAME }).click();
    await expect(visitor).toHaveURL(/\/geven#doel-\d+$/);
    const card = visitor.locator(`#doel-${purposeId}`);
    await expect(card.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(card.locator('[data-iban]')).toHaveText(IBAN);
    await expect(card).toContainText(HOLDER);
    // /geven gives today's date in the description.
    expect(await decode(card.getByRole('img', { name: `QR-code om met uw bank-app te geven aan ${NAME}` }))).toBe(payload('23-11-2026'));
    const png = await visitor.request.get((await card.getByRole('link', { name: 'QR-code downloaden (PNG)' }).getAttribute('href'))!);
    expect((await sharp(await png.body()).metadata()).width).toBe(1000);
    await context.close();
  } finally {
    const token = await csrf(page.request);
    const current = ((await (await page.request.get(`/api/admin/services/${service.id}`)).json()) as { data: Service & Record<string, unknown> }).data;
    const fields = ['date', 'time', 'church', 'preacher', 'season', 'music', 'streamed', 'streamUrl', 'recordingUrl', 'notes'];
    const data = { ...Object.fromEntries(fields.map((field) => [field, current[field]])), purposes: before };
    const put = await page.request.put(`/api/admin/services/${service.id}`, { headers: { 'x-csrf-token': token, 'if-match': `"${current.version}"` }, data });
    expect(put.status()).toBe(200);
    if (purposeId) await page.request.delete(`/api/admin/purposes/${purposeId}`, { headers: { 'x-csrf-token': token } });
  }
});
