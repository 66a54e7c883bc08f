import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { screen } from '@testing-library/react';

import { pageAnswer } from '../../../test/api-fixtures';
import { ChurchCouncilPage, DeaconsPage, KerkrentmeestersPage } from './body-page';

describe.each([
  ['ChurchCouncilPage', ChurchCouncilPage, 'municipality-church-council', 'Stuur de kerkenraad een bericht', '/contact?type=kerkenraad'],
  ['DeaconsPage', DeaconsPage, 'municipality-cvd', 'Stuur de diakenen een bericht', '/contact?type=diakenen'],
  ['KerkrentmeestersPage', KerkrentmeestersPage, 'municipality-cvk', 'Stuur de kerkrentmeesters een bericht', '/contact?type=kerkrentmeesters'],
])('%s', (_name, Page, pageName, label, href) => {
  it(`shows what ${pageName} does, its members and how to reach it, with the contact form pre-selected`, async () => {
    mockFetch((url) =>
      url.searchParams.get('name') === pageName
        ? pageAnswer(pageName, {
            title: 'Orgaan',
            intro: '<p>Intro.</p>',
            content: '<h2>Wat doet het?</h2>',
            members: '<h2>Leden</h2><ul><li>Hans Verhoef, voorzitter</li></ul>',
            reach: '<h2>Contact</h2><p>Mail ons.</p>',
          })
        : undefined,
    );
    renderWithProviders(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orgaan' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Wat doet het?', 'Leden', 'Contact', 'Een bericht sturen']);
    expect(screen.getByText('Hans Verhoef, voorzitter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
