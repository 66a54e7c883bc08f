/**
 * /geven through the real providers: each active purpose with its QR code and account, and its
 * photo from the library in the cards' one shape (16:9, like the church cards), lazy.
 */
import { givingPurposeSchema } from '@kerk/kit/api-schemas';
import type { GivingPurpose } from '@kerk/kit/api-types';
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';
import { screen, within } from '@testing-library/react';

import { libraryPhoto, pageAnswer } from '../../../test/api-fixtures';
import { GivingPage } from './giving-page';

const photo = { ...libraryPhoto, width: 1200, height: 1600, alt: 'Vrijwilligers pakken kratten in bij de voedselbank' };

const purpose = (id: number, name: string, fields: Partial<GivingPurpose> = {}): GivingPurpose =>
  fixture(givingPurposeSchema, {
  id,
  name,
  description: `<p>Waar de collecte voor ${name} naartoe gaat.</p>`,
  picture: null,
  active: true,
  iban: 'NL91 ABNA 0417 1643 00',
  holder: 'Diaconie PKN Beuningen',
  amount: '',
  paymentUrl: '',
  day: '2026-11-29',
  remittance: `Collecte ${name} 29-11-2026`,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><path d="M4 4h7v7H4z"/></svg>',
  qrPng: `/api/giving/purposes/${id}/qr.png?day=2026-11-29`,
  ...fields,
}, `The purpose ${name}`);

function api() {
  return mockFetch((url) => {
    if (url.pathname === '/api/page') return pageAnswer('giving', { title: 'Geven', intro: '<p>Geef aan de collecte.</p>' });
    if (url.pathname === '/api/giving') return { body: { data: [purpose(1, 'Diaconie'), purpose(2, 'Voedselbank Maas en Waal', { picture: photo })] } };
    return undefined;
  });
}

const cardOf = async (name: string) => within((await screen.findByRole('heading', { level: 3, name })).closest('article')!);

describe('GivingPage', () => {
  it("shows a purpose's photo from the library in the cards' 16:9 shape, lazy, and none for a purpose without one", async () => {
    api();
    renderWithProviders(<GivingPage />, { route: '/geven' });
    const food = await cardOf('Voedselbank Maas en Waal');
    const img = food.getByRole('img', { name: photo.alt });
    expect(img).toHaveAttribute('src', photo.src);
    expect(img).toHaveAttribute('srcset', photo.srcset);
    expect(img.parentElement!.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', photo.srcsetAvif);
    // The cards' one shape, whatever the photo's own (this one is upright).
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(food.getByRole('img', { name: /QR-code/ })).toBeInTheDocument();

    const diaconie = await cardOf('Diaconie');
    expect(diaconie.getAllByRole('img').map((el) => el.tagName)).toEqual(['DIV']);
    expect(diaconie.getByText('NL91 ABNA 0417 1643 00')).toBeInTheDocument();
  });
});
