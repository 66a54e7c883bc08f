/**
 * The Nieuws section against an admin API that behaves as the server does: write an article with a
 * photo from the library (and a summary left empty), the Dutch messages at their fields, "Niet meer
 * publiceren" as a save over the version read, delete into the Prullenbak with "Ongedaan maken",
 * and a 409 with the Dutch message. A photo chosen but not uploaded goes with "Opslaan", or the
 * save is refused at the photo (issue 41).
 */
import type { AdminNews } from '@kerk/kit/api-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeUploads } from '../../../lib/content/testing';
import { signedInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { libraryPhoto } from '../../../lib/testing/fake-admin-api/fixtures';
import { NewsSection } from './news-section';

const PHOTO = libraryPhoto(5, { originalName: 'koor.jpg', alt: 'Het koor in de Dorpskerk' });

/** The admin API with the news and the photo library. */
function adminServer() {
  const api = fakeAdminApi();
  api.media.push(PHOTO);
  const news = api.collection('news');
  return { api, news, get writes() { return api.writes; } };
}

const article = (id: number, version: number, fields: Pick<AdminNews, 'title' | 'body' | 'excerpt'>): AdminNews => ({
  id, version, author: '', date: '2026-11-20', time: '09:00', published: true, mediaId: null, status: 'published', publishAt: '2026-11-20T08:00:00.000Z', photo: null, image: '', updatedAt: '', updatedBy: '', ...fields,
});

// Monday 23 November 2026, 21:05:40 in Amsterdam: the app's clock (useRenderNow reads Date.now).
const NOW = Date.parse('2026-11-23T20:05:40.000Z');

describe('Nieuws', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  const renderSection = () => renderWithProviders(<NewsSection />, { store: signedInStore() });

  it('shows "Titel mag maximaal 200 tekens bevatten" before sending a title past its declared 200, a trailing space included', async () => {
    const server = adminServer();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Bericht toevoegen' }));
    const title = await screen.findByLabelText('Titel');
    for (const typed of ['x'.repeat(201), `${'x'.repeat(200)} `]) {
      await user.clear(title);
      await user.click(title);
      await user.paste(typed);
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      expect(await screen.findByText('Titel mag maximaal 200 tekens bevatten')).toBeInTheDocument();
      expect(title).toHaveAttribute('aria-invalid', 'true');
    }
    expect(server.writes).toEqual([]);
  });

  it('writes a scheduled article with a photo from the library, after the Dutch message for an empty title', async () => {
    const server = adminServer();
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Er zijn nog geen nieuwsberichten.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bericht toevoegen' }));
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Titel is verplicht')).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Titel'), 'Kerstnachtdienst met het koor');
    // Tiptap keeps its editor on the view's DOM node; jsdom has no layout for typing into it.
    const area = screen.getByRole('textbox', { name: 'Tekst' }) as unknown as { editor: import('@tiptap/core').Editor };
    act(() => {
      area.editor.commands.setContent('<p>Iedereen is welkom.</p>', { emitUpdate: true });
    });
    await user.click(screen.getByRole('button', { name: 'Foto kiezen uit de bibliotheek' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Het koor in de Dorpskerk/ }));
    expect(within(dialog).queryByLabelText('Beschrijving')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
    expect(await screen.findByRole('img', { name: 'Het koor in de Dorpskerk' })).toHaveAttribute('srcset', PHOTO.srcset);
    const date = screen.getByLabelText('Publicatiedatum');
    await user.clear(date);
    await user.type(date, '2026-12-24');
    const time = screen.getByLabelText('Tijd');
    await user.clear(time);
    await user.type(time, '09:00');
    expect(screen.getByText('Verschijnt op donderdag 24 december 2026 om 09.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Het bericht is opgeslagen en verschijnt op 24 december 2026 om 09.00.')).toBeInTheDocument();
    expect(server.writes.at(-1)!.body).toMatchObject({ title: 'Kerstnachtdienst met het koor', body: '<p>Iedereen is welkom.</p>', excerpt: '', date: '2026-12-24', time: '09:00', published: true, mediaId: 5 });
    const row = (await screen.findByText('Kerstnachtdienst met het koor')).closest('tr')!;
    expect(within(row).getByText('Gepland')).toBeInTheDocument();
  });

  it("starts a new article at the clock's minute and says next to Opslaan when it appears, as the fields change", async () => {
    const server = adminServer();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Bericht toevoegen' }));
    // The form loads its draft state first.
    expect(await screen.findByLabelText('Publicatiedatum')).toHaveValue('2026-11-23');
    expect(screen.getByLabelText('Tijd')).toHaveValue('21:05');
    expect(screen.getByLabelText('Samenvatting')).toHaveValue('');
    // Next to the save button.
    expect(screen.getByText('Verschijnt direct').parentElement).toContainElement(screen.getByRole('button', { name: 'Opslaan' }));

    const time = screen.getByLabelText('Tijd');
    await user.clear(time);
    await user.type(time, '21:06');
    expect(screen.getByText('Verschijnt op maandag 23 november 2026 om 21.06')).toBeInTheDocument();
    const date = screen.getByLabelText('Publicatiedatum');
    await user.clear(date);
    await user.type(date, '2026-11-29');
    await user.clear(time);
    await user.type(time, '08:15');
    expect(screen.getByText('Verschijnt op zondag 29 november 2026 om 08.15')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2026-11-22');
    expect(screen.getByText('Verschijnt direct')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Publiceren op de website'));
    expect(screen.getByText('Verschijnt niet op de website (publiceren staat uit)')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Titel'), 'Dienst in Druten vervalt');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het bericht is opgeslagen.')).toBeInTheDocument();
    expect(server.writes.at(-1)!.body).toMatchObject({ date: '2026-11-22', time: '08:15', published: false, excerpt: '' });
  });

  it('takes an article offline with a save over its version, and deletes it with Ongedaan maken', async () => {
    const server = adminServer();
    server.news.add(article(3, 2, { title: 'Gemeenteavond', body: '<p>Welkom</p>', excerpt: 'Welkom' }));
    const user = userEvent.setup();
    renderSection();
    const row = (await screen.findByText('Gemeenteavond')).closest('tr')!;
    expect(within(row).getByText('Gepubliceerd')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Niet meer publiceren: Gemeenteavond' }));
    expect(await screen.findByText('Het bericht is niet meer te zien op de website.')).toBeInTheDocument();
    expect(server.writes.at(-1)).toMatchObject({ method: 'PUT', path: '/api/admin/news/3', ifMatch: '"2"', body: { published: false, title: 'Gemeenteavond' } });
    expect(await screen.findByText('Niet gepubliceerd')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verwijderen: Gemeenteavond' }));
    expect(await screen.findByText('Het bericht staat nu in de prullenbak.')).toBeInTheDocument();
    expect(server.news.items).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('Het bericht is teruggezet.')).toBeInTheDocument();
    expect(server.news.items).toHaveLength(1);
  });

  it('shows the conflict screen on a 409, naming who saved in between', async () => {
    expectWarnings(/PUT \/admin\/news\/4 failed with 409/);
    const server = adminServer();
    server.news.add(article(4, 1, { title: 'Orgelconcert', body: '', excerpt: '' }));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Wijzigen: Orgelconcert' }));
    const save = await screen.findByRole('button', { name: 'Opslaan' });
    // The koster saves the article while this form is open.
    server.news.savedBy(4, { excerpt: 'Met het koor.' }, 'koster@example.org', '2026-11-25T09:00:00Z');
    await user.click(save);
    const conflict = await screen.findByRole('region', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(conflict).toHaveTextContent('Dit bericht is intussen gewijzigd door koster@example.org op 25 november 2026 om 10.00.');
  });

  describe('a photo chosen but not uploaded', () => {
    const ORGAN = libraryPhoto(8, { originalName: 'orgel.jpg', alt: 'Het orgel' });
    const UPLOADED = { ...ORGAN, duplicate: false };
    const newsWrites = (server: ReturnType<typeof adminServer>) => server.writes.filter((w) => w.path === '/api/admin/news');
    /** Once uploaded, the photo is in the library, where the saved article finds it. */
    const withUpload = () => {
      const server = adminServer();
      server.api.media.push(ORGAN);
      return server;
    };

    /** A new article with a photo chosen from the phone, not uploaded. */
    async function choosePhoto() {
      const user = userEvent.setup();
      renderSection();
      await user.click(await screen.findByRole('button', { name: 'Bericht toevoegen' }));
      await user.type(await screen.findByLabelText('Titel'), 'Orgelconcert');
      await user.click(screen.getByText('Of een nieuwe foto uploaden'));
      await user.upload(screen.getByLabelText('Foto (JPEG, PNG of WebP, tot 15 MB)'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'orgel.jpg', { type: 'image/jpeg' }));
      return user;
    }

    async function writeWithChosenPhoto(alt: string) {
      const user = await choosePhoto();
      if (alt) await user.type(screen.getByLabelText('Beschrijving van de foto'), alt);
      const field = screen.getByRole('group', { name: 'Foto' });
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      return { user, field };
    }

    it('is uploaded by Opslaan first, and the article is saved with it', async () => {
      const server = withUpload();
      const uploads = fakeUploads({ status: 201, body: { data: UPLOADED } });
      await writeWithChosenPhoto('Het orgel');
      expect(await screen.findByText('Het bericht is opgeslagen.')).toBeInTheDocument();
      expect(uploads.map((u) => u.url)).toEqual(['/api/admin/media?alt=Het%20orgel&name=orgel.jpg']);
      expect(newsWrites(server)).toHaveLength(1);
      expect(newsWrites(server)[0]!.body).toMatchObject({ title: 'Orgelconcert', mediaId: 8 });
    });

    it('refuses Opslaan at the photo when its upload fails: no success, nothing saved; once it goes, it saves', async () => {
      const server = withUpload();
      const uploads = fakeUploads('offline', { status: 201, body: { data: UPLOADED } });
      const { user, field } = await writeWithChosenPhoto('Het orgel');
      expect(await within(field).findByText('Het uploaden is niet gelukt. Controleer de verbinding en probeer het opnieuw.')).toBeInTheDocument();
      expect(field).toHaveFocus();
      expect(screen.getByText('Er is niets opgeslagen: wat u koos bij "Foto" kon niet mee. Bekijk de melding daar.')).toBeInTheDocument();
      expect(screen.queryByText(/Het bericht is opgeslagen/)).not.toBeInTheDocument();
      expect(newsWrites(server)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      expect(await screen.findByText('Het bericht is opgeslagen.')).toBeInTheDocument();
      expect(uploads).toHaveLength(2);
      expect(newsWrites(server).map((w) => w.body.mediaId)).toEqual([8]);
    });

    it('gives way to a photo then picked from the library: Opslaan saves that one, uploading nothing', async () => {
      const server = withUpload();
      const uploads = fakeUploads({ status: 201, body: { data: UPLOADED } });
      const user = await choosePhoto();
      await user.click(screen.getByRole('button', { name: 'Foto kiezen uit de bibliotheek' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(await within(dialog).findByRole('radio', { name: /Het koor in de Dorpskerk/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' }));
      expect(await screen.findByRole('img', { name: 'Het koor in de Dorpskerk' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      expect(await screen.findByText('Het bericht is opgeslagen.')).toBeInTheDocument();
      expect(newsWrites(server)[0]!.body).toMatchObject({ mediaId: PHOTO.id });
      expect(uploads).toHaveLength(0);
    });

    it('refuses Opslaan at the photo without its description, sending nothing; without the photo it saves', async () => {
      const server = withUpload();
      const uploads = fakeUploads({ status: 201, body: { data: UPLOADED } });
      const { user, field } = await writeWithChosenPhoto('');
      expect(await within(field).findByText('Beschrijf wat er op de foto te zien is. Dit is verplicht.')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-describedby', expect.stringContaining('error'));
      expect(screen.queryByText(/Het bericht is opgeslagen/)).not.toBeInTheDocument();
      expect([uploads.length, newsWrites(server).length]).toEqual([0, 0]);

      await user.click(within(field).getByRole('button', { name: 'Deze foto niet gebruiken' }));
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      expect(await screen.findByText('Het bericht is opgeslagen.')).toBeInTheDocument();
      expect(newsWrites(server)[0]!.body).toMatchObject({ mediaId: null });
      expect(uploads).toHaveLength(0);
    });
  });
});
