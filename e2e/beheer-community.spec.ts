/**
 * The pastoral team and the churches in the composed site (issue 16): an editor changes a team
 * member's role and gives them a photo from the library at /beheer/pastoraal-team; a new visitor
 * sees both on /gemeente/pastoraal-team (the photo as <picture> with an AVIF source and a WebP
 * srcset), and the member page's raw HTML (JSON-LD, og:image, the server's render) says them
 * too. The editor then edits a church's accessibility notes, which show on /onze-kerken. The member
 * and the church are put back as they were at the end, and the photo deleted, so the other specs
 * see the seeded data.
 */
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Browser } from '@playwright/test';

import { expect, test } from './fixtures';
import { axeFor } from './support/a11y';
import { createUser, signIn } from './support/admin';
import { png } from './support/png';

const WORD = `Merel${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
const ROLE = `Predikant en ${WORD}`;
const ALT = `Ds. Wim Kuipers bij de ${WORD}`;
const NOTES = `Rolstoelingang aan de zijkant; ringleiding; ${WORD}.`;
const MEMBER = 'ds. Wim Kuipers';
const CHURCH = { name: 'Kerkje Bergharen', slug: 'bergharen', city: 'Bergharen' };

type Json = Record<string, unknown> & { id: number; version: number };

const csrf = async (request: APIRequestContext) => ((await (await request.get('/api/admin/session')).json()) as { data: { csrfToken: string } }).data.csrfToken;
const adminGet = async (request: APIRequestContext, url: string) => ((await (await request.get(url)).json()) as { data: unknown }).data;

/** A visitor who never saw the site (no cached API answers). */
async function freshVisitor(browser: Browser, baseURL: string, now: number) {
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await context.clock.install({ time: now });
  return { context, page: await context.newPage() };
}

test('an editor changes a team member’s role and photo and a church’s accessibility notes; visitors see them at once, in the JSON-LD and the server’s render', async ({ page, browser, baseURL, now, errors }) => {
  // The sign-in screen first asks for a session there is not yet.
  errors.allow(/status of 401/);
  await signIn(page, await createUser(page, baseURL!, 'redacteur'));
  const token = await csrf(page.request);
  const member = ((await adminGet(page.request, '/api/admin/pastors')) as Json[]).find((p) => p.name === MEMBER)!;
  const church = ((await adminGet(page.request, '/api/admin/churches')) as Json[]).find((c) => c.slug === CHURCH.slug)!;
  const upload = await page.request.post(`/api/admin/media?alt=${encodeURIComponent(ALT)}&name=IMG_3001.png`, {
    headers: { 'x-csrf-token': token, 'content-type': 'image/png' },
    data: png(900, 900),
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { data: { id: number; preview: string; srcsetAvif: string } }).data;

  try {
    // The member: a new role and the photo, through the form.
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Pastoraal team' }).click();
    await page.getByRole('button', { name: `Wijzigen: ${MEMBER}` }).click();
    await expect(page.getByLabel('Functie', { exact: true })).toHaveValue(String(member.role));
    const serious = async () => (await axeFor(page).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(await serious()).toEqual([]);
    await page.getByLabel('Functie', { exact: true }).fill(ROLE);
    await page.getByRole('button', { name: 'Foto kiezen uit de bibliotheek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kies een foto uit de bibliotheek' });
    await dialog.getByRole('radio', { name: ALT }).check();
    await dialog.getByRole('button', { name: 'Afbeelding invoegen' }).click();
    await expect(page.getByRole('img', { name: ALT })).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Het teamlid is opgeslagen.')).toBeVisible();

    const visitor = await freshVisitor(browser, baseURL!, now);
    await visitor.page.goto('/gemeente/pastoraal-team');
    const card = visitor.page.locator(`[data-pastor="${member.id}"]`);
    await expect(card).toContainText(ROLE);
    const img = card.getByRole('img', { name: ALT });
    await expect(img).toHaveAttribute('srcset', /\/api\/media\/[0-9a-f]{20}\/\d+\.webp \d+w/);
    await expect(img).toHaveAttribute('width', '112');
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', photo.srcsetAvif);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    // The member page as a search engine reads it: JSON-LD, og:image and the server's render.
    await card.getByRole('link', { name: MEMBER }).click();
    await expect(visitor.page.getByRole('heading', { level: 1, name: MEMBER })).toBeVisible();
    await expect(visitor.page.getByText(ROLE)).toBeVisible();
    const html = await (await visitor.page.request.get(new URL(visitor.page.url()).pathname)).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Person', name: MEMBER, jobTitle: ROLE, image: expect.stringMatching(new RegExp(`${photo.preview}$`)) });
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${photo.preview}">`));
    // The server's render holds the role.
    expect(html).toMatch(new RegExp(`<p[^>]*>${ROLE}</p>`));
    await visitor.context.close();

    // The church: its accessibility notes.
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Kerken' }).click();
    await expect(page.getByText(/geen kerk toevoegen of verwijderen/)).toBeVisible();
    await page.getByRole('button', { name: `Wijzigen: ${CHURCH.name} (${CHURCH.city})` }).click();
    await expect(page.getByLabel('Toegankelijkheid', { exact: true })).toHaveValue(String(church.accessibility));
    expect(await serious()).toEqual([]);
    await page.getByLabel('Toegankelijkheid', { exact: true }).fill(NOTES);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De kerk is opgeslagen.')).toBeVisible();

    const churchVisitor = await freshVisitor(browser, baseURL!, now);
    await churchVisitor.page.goto('/onze-kerken');
    await expect(churchVisitor.page.locator(`[data-church="${CHURCH.slug}"]`)).toContainText(NOTES);
    await churchVisitor.context.close();
  } finally {
    // Back as seeded: the member and the church over their newest version, then the photo (now unused).
    const headers = (version: number) => ({ 'x-csrf-token': token, 'if-match': `"${version}"` });
    const now1 = (await adminGet(page.request, `/api/admin/pastors/${member.id}`)) as Json;
    const { name, role, areas, email, phone, photo: drawing, summary, biography, position } = member;
    await page.request.put(`/api/admin/pastors/${member.id}`, { headers: headers(now1.version), data: { name, role, areas, email, phone, photo: drawing, summary, biography, position, mediaId: null } });
    const now2 = (await adminGet(page.request, `/api/admin/churches/${church.id}`)) as Json;
    const { address, zipcode, city, description, accessibility } = church;
    await page.request.put(`/api/admin/churches/${church.id}`, { headers: headers(now2.version), data: { name: church.name, address, zipcode, city, description, accessibility, mediaId: church.mediaId } });
    expect((await page.request.delete(`/api/admin/media/${photo.id}`, { headers: { 'x-csrf-token': token } })).status()).toBe(204);
  }
});
