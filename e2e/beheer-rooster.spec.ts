/**
 * "Rooster inlezen" with the file Dutch Excel saves as "CSV (gescheiden door lijstscheidingsteken)":
 * Windows-1252, as in api/test/fixtures/rooster/windows-1252.csv (issue 41). The preview and the
 * stored service say "ds. Müller" as written, with the music column read. The imported services
 * are removed at the end (into the Prullenbak), so the other specs see the seeded services only.
 */
import { join } from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { createUser, signIn } from './support/admin';

const FILE = join(__dirname, '..', 'api', 'test', 'fixtures', 'rooster', 'windows-1252.csv');
/** The preachers of the file's two services. */
const PREACHERS = ['ds. Müller', 'José Pérez'];

type Stored = { id: number; preacher: string; season: string; music: string; date: string; time: string; churchName: string };

const storedIn = async (request: APIRequestContext) =>
  ((await (await request.get('/api/admin/services?from=2027-01-03&to=2027-01-10&pageSize=100')).json()) as { data: Stored[] }).data.filter((s) => PREACHERS.includes(s.preacher));

test.afterEach(async ({ page }) => {
  const imported = await storedIn(page.request).catch(() => []);
  if (imported.length === 0) return;
  const session = (await (await page.request.get('/api/admin/session')).json()) as { data: { csrfToken: string } };
  for (const { id } of imported) await page.request.delete(`/api/admin/services/${id}`, { headers: { 'x-csrf-token': session.data.csrfToken } });
});

test('a Windows-1252 rooster from Dutch Excel previews and stores "ds. Müller" as written', async ({ page, baseURL, errors }) => {
  // The app asks for the session before signing in: a 401.
  errors.allow(/Failed to load resource: the server responded with a status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'redacteur'));
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Kerkdiensten' }).click();
  await page.getByRole('button', { name: 'Rooster inlezen' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Muzikale medewerking' })).toBeVisible();

  await page.getByLabel('Kies het bestand').setInputFiles(FILE);
  await page.getByRole('button', { name: 'Bekijken' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 van de 2 diensten kunnen worden ingelezen.' })).toBeVisible();
  await expect(page.locator('tr[data-status="new"]', { hasText: 'ds. Müller' })).toContainText('03-01-2027 09.25 · De Ark · ds. Müller');
  await expect(page.locator('tr[data-status="new"]', { hasText: 'José Pérez' })).toContainText('10-01-2027 10.40 · Open Hof · José Pérez');
  await expect(page.getByText('\uFFFD')).toHaveCount(0);

  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByText('2 diensten zijn ingelezen.')).toBeVisible();
  const stored = await storedIn(page.request);
  expect(stored.find((s) => s.preacher === 'ds. Müller')).toMatchObject({ date: '2027-01-03', time: '09:25', season: '“Licht voor de wereld” – Epifanie', music: 'José Pérez, orgel' });
  expect(stored.find((s) => s.preacher === 'José Pérez')).toMatchObject({ season: '‘Doop van de Heer’ – opbrengst € 1.250 voor het orgel' });
});
