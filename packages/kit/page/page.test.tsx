import { screen, waitFor } from '@testing-library/react';

import { makeStore, settingsApi } from '../store';
import { mockFetch, renderWithProviders } from '../testing';
import { partial, usePage } from './index';

function PrivacyTitle() {
  const page = usePage('privacy');
  return <h1>{page.isLoading ? '…' : page.partial('title')}</h1>;
}

function Missing() {
  const page = usePage('privacy');
  return <p>{page.isLoading ? '…' : page.partial('nope')}</p>;
}

const emptySettings = { title: '', address: '', zipcode: '', city: '', phone: '', email: '', facebook: '', twitter: '', youtube: '', linkedin: '' };

const privacy = {
  data: { id: 1, name: 'privacy', metaTitle: 'Privacyverklaring', metaDescription: 'Hoe wij omgaan met uw gegevens', partials: [{ name: 'title', content: 'Privacy' }] },
};

describe('usePage', () => {
  beforeEach(() => mockFetch((url) => (url.pathname === '/api/page' && url.searchParams.get('name') === 'privacy' ? { body: privacy } : undefined)));

  it('renders a partial and sets the document title and description from the page meta', async () => {
    renderWithProviders(<PrivacyTitle />);
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacyverklaring'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Hoe wij omgaan met uw gegevens');
  });

  it('ends the document title with the site name once the settings are in, as the server writes it', async () => {
    const store = makeStore();
    store.dispatch(settingsApi.util.upsertQueryEntries([{ endpointName: 'getSettings', arg: undefined, value: { ...emptySettings, title: 'Protestantse Gemeente Maas en Waal' } }]));
    renderWithProviders(<PrivacyTitle />, { store });
    await waitFor(() => expect(document.title).toBe('Privacyverklaring | Protestantse Gemeente Maas en Waal'));
  });

  it("answers '{name} not found' for a missing partial", async () => {
    renderWithProviders(<Missing />);
    expect(await screen.findByText('nope not found')).toBeInTheDocument();
  });
});

describe('partial', () => {
  it('looks a partial up by name', () => {
    expect(partial({ partials: [{ name: 'about', content: '<p>Over ons</p>' }] }, 'about')).toBe('<p>Over ons</p>');
    expect(partial(undefined, 'about')).toBe('about not found');
  });
});
