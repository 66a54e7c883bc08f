import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';

import { PhotoField } from './photo-field';
import { signInStore } from './testing';

const hash = '0123456789abcdef0123';
const held = {
  id: 3, hash, originalName: 'IMG_0001.jpg', width: 1800, height: 1200, alt: 'De kerk in de sneeuw', sizes: [320, 1600], createdBy: 'koster@example.org', createdAt: '2026-11-25T09:00:00.000Z',
  src: `/api/media/${hash}/1600.webp`, srcset: `/api/media/${hash}/320.webp 320w, /api/media/${hash}/1600.webp 1600w`, srcsetAvif: '', preview: `/api/media/${hash}/preview.jpg`, usages: [],
};

/** XMLHttpRequest as the photo field's upload uses it, answering `answer` once the body is sent. */
function fakeXhr(answer: { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      queueMicrotask(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest);
  return sent;
}

function renderField() {
  const user = userEvent.setup({ delay: null });
  const values: { current: Record<string, unknown> } = { current: {} };
  const { store } = renderWithProviders(
    <Form onSubmit={() => undefined} initialValues={{ mediaId: null }}>
      {({ values: formValues }) => {
        values.current = formValues;
        return (
          <form>
            <PhotoField name="mediaId" id="bericht-mediaId" picture={null} drawing="kerk.svg" />
          </form>
        );
      }}
    </Form>,
  );
  signInStore(store);
  return { user, values };
}

async function uploadPhoto(user: ReturnType<typeof userEvent.setup>, alt: string) {
  await user.click(screen.getByText('Of een nieuwe foto uploaden'));
  await user.upload(screen.getByLabelText('Foto (JPEG, PNG of WebP, tot 15 MB)'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kerk.jpg', { type: 'image/jpeg' }));
  await user.type(screen.getByLabelText('Beschrijving van de foto'), alt);
  await user.click(screen.getByRole('button', { name: 'Uploaden' }));
}

describe('the photo field', () => {
  afterEach(() => jest.restoreAllMocks());

  it('chooses the photo the library holds already and says so, naming that its own description stays', async () => {
    const sent = fakeXhr({ status: 200, body: { data: { ...held, duplicate: true } } });
    const { user, values } = renderField();
    await uploadPhoto(user, 'Sneeuw op het dak');
    const fieldset = screen.getByRole('group', { name: 'Foto' });
    expect(
      await within(fieldset).findByText(
        'Deze foto staat al in de fotobibliotheek ("De kerk in de sneeuw"). Die wordt nu gebruikt. ' +
          'Uw beschrijving ("Sneeuw op het dak") is niet opgeslagen: de foto houdt de beschrijving uit de fotobibliotheek. Wilt u die veranderen? Dat kan onder "Foto\'s".',
      ),
    ).toHaveAttribute('role', 'status');
    expect(values.current.mediaId).toBe(3);
    expect(within(fieldset).getByRole('img', { name: 'De kerk in de sneeuw' })).toHaveAttribute('srcset', held.srcset);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('/admin/media?alt=Sneeuw%20op%20het%20dak&name=kerk.jpg');
    expect(sent[0]!.headers['X-CSRF-Token']).toBe('csrf-1');

    await user.click(within(fieldset).getByRole('button', { name: 'Foto weghalen' }));
    expect(within(fieldset).queryByText(/staat al in de fotobibliotheek/)).not.toBeInTheDocument();
  });

  it('names only the photo when the description typed is the library\'s own', async () => {
    fakeXhr({ status: 200, body: { data: { ...held, duplicate: true } } });
    const { user } = renderField();
    await uploadPhoto(user, 'De kerk in de sneeuw');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Deze foto staat al in de fotobibliotheek \("De kerk in de sneeuw"\)\. Die wordt nu gebruikt\.$/);
  });

  it('chooses a new photo without any notice', async () => {
    fakeXhr({ status: 201, body: { data: { ...held, id: 4, alt: 'Het orgel', duplicate: false } } });
    const { user, values } = renderField();
    await uploadPhoto(user, 'Het orgel');
    expect(await screen.findByRole('img', { name: 'Het orgel' })).toBeInTheDocument();
    expect(values.current.mediaId).toBe(4);
    expect(screen.queryByText(/staat al in de fotobibliotheek/)).not.toBeInTheDocument();
  });
});
