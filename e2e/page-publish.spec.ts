/**
 * A text published through the page-editing API (issue 15) shows in a visitor's tab after a
 * reload, in the composed site: the server's page, the page the SPA renders and the tab's title,
 * through every cache header the site sends (a browser that cached the old answers revalidates).
 * The editor works in a context of its own; the page is put back afterwards (restore), so other
 * specs on this server see the seeded text. The editing app's own spec drives the toolbar.
 */
import { expect, test } from './fixtures';
import { createUser } from './support/admin';

const PAGE = 'communication';
const PATH = '/gemeente/taakgroepen/taakgroep-pr-en-communicatie';
const NEW_JOIN = 'Meedoen kan voortaan ook bij de koffie na de dienst.';

test('a visitor who reloads sees the published text and title at once; restoring puts the old one back', async ({ page, browser, baseURL }) => {
  await page.goto(PATH);
  const main = page.getByRole('main');
  await expect(main.getByText(/Wij zoeken versterking voor de redacties/)).toBeVisible();
  await expect(page).toHaveTitle(/^Taakgroep PR en communicatie/);

  const editorContext = await browser.newContext({ baseURL });
  try {
    const editor = await editorContext.newPage();
    const user = await createUser(editor, baseURL!);
    const session = await editor.request.post('/api/admin/session', { data: user });
    expect(session.status()).toBe(200);
    const csrf = { 'x-csrf-token': (await session.json()).data.csrfToken };
    const current = await editor.request.get(`/api/admin/pages/${PAGE}`);
    const etag = current.headers().etag!;
    const published = await editor.request.post(`/api/admin/pages/${PAGE}/publish`, {
      headers: { ...csrf, 'if-match': etag },
      data: { metaTitle: 'Taakgroep PR en communicatie (vernieuwd)', metaDescription: 'Nieuw', partials: { join: `<h2>Meedoen</h2><p>${NEW_JOIN}</p>` } },
    });
    expect(published.status()).toBe(200);

    await page.reload();
    await expect(main.getByText(NEW_JOIN)).toBeVisible();
    await expect(page).toHaveTitle(/^Taakgroep PR en communicatie \(vernieuwd\)/);

    const [, seeded] = (await (await editor.request.get(`/api/admin/pages/${PAGE}/revisions`)).json()).data as { id: number }[];
    const restored = await editor.request.post(`/api/admin/pages/${PAGE}/revisions/${seeded!.id}/restore`, { headers: { ...csrf, 'if-match': published.headers().etag! } });
    expect(restored.status()).toBe(200);
    await page.reload();
    await expect(main.getByText(/Wij zoeken versterking voor de redacties/)).toBeVisible();
    await expect(main.getByText(NEW_JOIN)).toHaveCount(0);
  } finally {
    await editorContext.close();
  }
});
