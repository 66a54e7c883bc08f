import { dataAnswerSchema, mediaUploadSchema } from '@kerk/kit/api-schemas';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { libraryPhoto } from '../../../lib/testing/fake-admin-api/fixtures';
import { MediaSection } from './media-section';

const photo = libraryPhoto(3, {
  originalName: 'IMG_0001.jpg', width: 1800, height: 1200, alt: 'De kerk in de sneeuw', sizes: [320, 640, 1024, 1600], createdBy: 'koster@example.org', createdAt: '2026-11-25T09:00:00.000Z',
  usages: [{ kind: 'page', ref: 'anbi', label: 'Pagina ANBI' }],
});

/** The admin API with the library; an upload answers `upload` (201 added, or 200 with the photo already there). */
function adminServer(library: (typeof photo)[], upload?: { status: number; body: unknown }) {
  const api = fakeAdminApi();
  api.media.push(...library);
  if (upload) api.route('POST', '/api/admin/media', dataAnswerSchema(mediaUploadSchema, 'upload'), upload);
  return api.fetch;
}

function renderSection() {
  const user = userEvent.setup({ delay: null });
  const { store } = renderWithProviders(<MediaSection />, { route: '/beheer/fotos', path: '/beheer/fotos' });
  signInStore(store);
  return user;
}

describe("the Foto's section", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the library with srcset thumbnails and where each photo is used; a refused delete shows the reason', async () => {
    expectWarnings(/DELETE \/admin\/media\/3 failed with 409/);
    const fetch = adminServer([photo]);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderSection();
    const image = await screen.findByRole('img', { name: 'De kerk in de sneeuw' });
    expect(image).toHaveAttribute('srcset', photo.srcset);
    const card = image.closest('li')!;
    expect(card).toHaveTextContent('Gebruikt op: Pagina ANBI');
    await user.click(within(card).getByRole('button', { name: 'Verwijderen: De kerk in de sneeuw' }));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('De kerk in de sneeuw'));
    expect(await within(card).findByText('Deze foto wordt nog gebruikt op: Pagina ANBI. Haal hem daar eerst weg.')).toBeInTheDocument();
    const deleteCall = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall?.[1]?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
  });

  it('asks for a description before uploading, then sends the file itself with the description', async () => {
    const fetch = adminServer([], { status: 201, body: { data: { ...photo, id: 4, usages: [], duplicate: false } } });
    const user = renderSection();
    expect(await screen.findByText("Er zijn nog geen foto's.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Foto toevoegen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies eerst een foto.');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kerk.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Foto kiezen'), file);
    await user.click(screen.getByRole('button', { name: 'Foto toevoegen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Beschrijf wat er op de foto te zien is. Dit is verplicht.');
    await user.type(screen.getByLabelText('Beschrijving van de foto'), 'De kerk in de sneeuw');
    await user.click(screen.getByRole('button', { name: 'Foto toevoegen' }));
    expect(await screen.findByText('De foto is toegevoegd.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/api/admin/media?alt=De%20kerk%20in%20de%20sneeuw&name=kerk.jpg');
    expect(post[1]?.body).toBe(file);
    expect(post[1]?.headers).toMatchObject({ 'Content-Type': 'image/jpeg', 'X-CSRF-Token': 'csrf-1' });
  });

  it('says a photo is in the library already, keeps its description and shows it marked at the top of the list', async () => {
    const other = { ...photo, id: 9, hash: 'fedcba9876543210fedc', alt: 'Het orgel', usages: [] };
    const fetch = adminServer([other], { status: 200, body: { data: { ...photo, duplicate: true } } });
    const user = renderSection();
    expect(await screen.findByRole('img', { name: 'Het orgel' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Foto kiezen'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kerk.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByLabelText('Beschrijving van de foto'), 'Sneeuw op het dak');
    await user.click(screen.getByRole('button', { name: 'Foto toevoegen' }));
    expect(
      await screen.findByText(
        'Deze foto staat al in de fotobibliotheek ("De kerk in de sneeuw"). Hij is niet nog een keer toegevoegd; u ziet hem hieronder gemarkeerd. ' +
          'Uw beschrijving ("Sneeuw op het dak") is niet opgeslagen: de foto houdt de beschrijving uit de fotobibliotheek. Wilt u die veranderen? Dat kan hieronder bij de foto.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText('De foto is toegevoegd.')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Bibliotheek' })).getAllByRole('listitem');
    expect(cards.map((card) => [within(card).getByRole('img').getAttribute('alt'), card.hasAttribute('data-highlighted')])).toEqual([
      ['De kerk in de sneeuw', true],
      ['Het orgel', false],
    ]);
    expect(cards[0]).toHaveTextContent('Stond al in de bibliotheek');
    expect(within(cards[0]!).getByLabelText('Beschrijving')).toHaveValue('De kerk in de sneeuw');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('refuses a photo over 15 MB before sending it', async () => {
    const fetch = adminServer([]);
    const user = renderSection();
    const big = new File(['x'], 'groot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Foto kiezen'), big);
    await user.type(screen.getByLabelText('Beschrijving van de foto'), 'Groot');
    await user.click(screen.getByRole('button', { name: 'Foto toevoegen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Deze foto is te groot. Kies een foto van hoogstens 15 MB.');
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false));
  });
});
