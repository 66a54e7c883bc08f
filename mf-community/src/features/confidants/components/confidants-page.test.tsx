import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen } from '@testing-library/react';

import { pageAnswer } from '../../../test/api-fixtures';
import { ConfidantsPage } from './confidants-page';

describe('ConfidantsPage', () => {
  it('shows what confidants do and, after it, who they are and how to reach them', async () => {
    mockFetch((url) =>
      url.searchParams.get('name') === 'confidants'
        ? pageAnswer('confidants', {
            title: 'Vertrouwenspersonen',
            intro: '<p>Een veilige kerk.</p>',
            content: '<h2>Wat doet een vertrouwenspersoon?</h2>',
            people: '<h2>Onze vertrouwenspersonen</h2><p>E-mail: <a href="mailto:els@vertrouwen.nl">els@vertrouwen.nl</a></p>',
          })
        : undefined,
    );
    renderWithProviders(<ConfidantsPage />, { route: '/vertrouwenspersonen' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vertrouwenspersonen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Wat doet een vertrouwenspersoon?', 'Onze vertrouwenspersonen']);
    expect(screen.getByRole('link', { name: 'els@vertrouwen.nl' })).toHaveAttribute('href', 'mailto:els@vertrouwen.nl');
  });
});
