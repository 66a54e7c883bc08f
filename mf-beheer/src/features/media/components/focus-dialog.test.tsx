import { dataAnswerSchema, mediaItemSchema } from '@kerk/kit/api-schemas';
import { mediaMessages } from '@kerk/kit/content-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { libraryPhoto } from '../../../lib/testing/fake-admin-api/fixtures';
import { MediaSection } from './media-section';

const photo = libraryPhoto(3, { originalName: 'IMG_0001.jpg', width: 1800, height: 1200, alt: 'De kerk in de sneeuw', sizes: [320, 640, 1024, 1600], createdAt: '2026-11-25T09:00:00.000Z' });

/** The library with `photo`; a PATCH answers the photo with what was sent (and its new preview), unless `refused`. */
function library(refused?: { message: string; field: string }) {
  const api = fakeAdminApi();
  api.media.push(photo);
  api.route('PATCH', '/api/admin/media/3', dataAnswerSchema(mediaItemSchema, 'photo'), (sent) => ({
    body: { data: { ...photo, ...sent.body, preview: `/api/media/${photo.hash}/preview-${String(sent.body.focusX)}-${String(sent.body.focusY)}.jpg` } },
  }));
  if (refused) api.refuse('PATCH', '/api/admin/media/3', { status: 400, message: refused.message, fields: { [refused.field]: refused.message } });
  return api.fetch;
}

async function openPicker() {
  const user = userEvent.setup({ delay: null });
  const { store } = renderWithProviders(<MediaSection />, { route: '/beheer/fotos', path: '/beheer/fotos' });
  signInStore(store);
  await user.click(await screen.findByRole('button', { name: 'Belangrijkste punt kiezen: De kerk in de sneeuw' }));
  const dialog = screen.getByRole('dialog', { name: 'Kies het belangrijkste punt' });
  const point = within(dialog).getByRole('slider', { name: 'Belangrijkste punt' });
  // jsdom lays nothing out: the photo shows 400×200 px, 100 px from the left and 50 px from the top.
  jest.spyOn(within(point).getByRole('img'), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 50, width: 400, height: 200 }));
  return { user, dialog, point };
}

const positions = (dialog: HTMLElement) => [...dialog.querySelectorAll('[data-preview]')].map((img) => [img.getAttribute('data-preview'), getComputedStyle(img).objectPosition]);
const patches = (fetch: jest.Mock) => fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('choosing the focal point of a photo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('puts the point where the photo is clicked, moves it with the arrow keys, previews both crops live, and saves it', async () => {
    const fetch = library();
    const { user, dialog, point } = await openPicker();
    expect(point).toHaveAttribute('aria-valuetext', '50% van links, 50% van boven');

    // A click 100 px into the photo's 400 and 140 px into its 200: 25% from the left, 70% from the top.
    fireEvent.click(point, { clientX: 200, clientY: 190 });
    expect(point).toHaveAttribute('aria-valuetext', '25% van links, 70% van boven');
    expect(positions(dialog)).toEqual([['card', '25% 70%'], ['square', '25% 70%']]);
    expect(dialog).toHaveTextContent('U heeft een punt gekozen dat nog niet is opgeslagen.');

    // The keyboard: 5% a press, 1% with Shift; never off the photo.
    point.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    expect(point).toHaveAttribute('aria-valuetext', '35% van links, 69% van boven');
    await user.keyboard('{ArrowDown}'.repeat(10));
    expect(point).toHaveAttribute('aria-valuetext', '35% van links, 100% van boven');
    await user.keyboard('{ArrowUp}');
    expect(positions(dialog)).toEqual([['card', '35% 95%'], ['square', '35% 95%']]);

    await user.click(within(dialog).getByRole('button', { name: 'Punt opslaan' }));
    expect(await screen.findByText('Het belangrijkste punt is opgeslagen. De website gebruikt het meteen.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [[, init]] = patches(fetch);
    expect(JSON.parse(String(init!.body))).toEqual({ focusX: 35, focusY: 95 });
    expect(init!.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
  });

  it('loses nothing: a point chosen and closed unsaved is there on reopening, and a typed description stays', async () => {
    const fetch = library();
    const { user, dialog, point } = await openPicker();
    const description = screen.getByLabelText('Beschrijving');
    fireEvent.click(point, { clientX: 420, clientY: 70 });
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(description);
    await user.type(description, 'De kerk in de sneeuw, met de toren');

    await user.click(screen.getByRole('button', { name: 'Belangrijkste punt kiezen: De kerk in de sneeuw' }));
    const again = screen.getByRole('dialog', { name: 'Kies het belangrijkste punt' });
    expect(within(again).getByRole('slider')).toHaveAttribute('aria-valuetext', '80% van links, 10% van boven');
    expect(again).toHaveTextContent('U heeft een punt gekozen dat nog niet is opgeslagen.');
    await user.click(within(again).getByRole('button', { name: 'Punt opslaan' }));
    await screen.findByText('Het belangrijkste punt is opgeslagen. De website gebruikt het meteen.');
    expect(screen.getByLabelText('Beschrijving')).toHaveValue('De kerk in de sneeuw, met de toren');
    expect(patches(fetch)).toHaveLength(1);
  });

  it("keeps the dialog open with the API's Dutch message when the save is refused; 'Terug naar het midden' takes the centre", async () => {
    expectWarnings(/PATCH \/admin\/media\/3 failed with 400/);
    const message = mediaMessages.focusOutside;
    library({ message, field: 'focusX' });
    const { user, dialog, point } = await openPicker();
    fireEvent.click(point, { clientX: 140, clientY: 90 });
    await user.click(within(dialog).getByRole('button', { name: 'Punt opslaan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(point).toHaveAttribute('aria-valuetext', '10% van links, 20% van boven');
    await user.click(within(dialog).getByRole('button', { name: 'Terug naar het midden' }));
    expect(point).toHaveAttribute('aria-valuetext', '50% van links, 50% van boven');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Punt opslaan' })).toBeDisabled();
  });
});
