import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../router';

import { renderWithProviders } from '../../testing';
import { NavCards } from './nav-cards';

const items = [
  { to: '/gemeente/kerkenraad', title: 'Kerkenraad', text: 'Geeft leiding aan de gemeente.' },
  { to: '/gemeente/taakgroepen', title: 'Taakgroepen', text: 'Hier gebeurt het werk.' },
];

describe('NavCards', () => {
  it('renders one heading link and the short text per card, in order', () => {
    renderWithProviders(<NavCards items={items} headingLevel="h2" />);
    // Each title ends in an arrow that shows the card leads somewhere; read out is the title alone.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Kerkenraad→', 'Taakgroepen→']);
    expect(screen.getByRole('heading', { level: 2, name: 'Kerkenraad' }).querySelector('[aria-hidden="true"]')).toHaveTextContent('→');
    expect(screen.getByRole('link', { name: 'Kerkenraad' })).toHaveAttribute('href', '/gemeente/kerkenraad');
    expect(screen.getByText('Hier gebeurt het werk.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('navigates client-side when a card link is followed', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<NavCards items={items} />} />
        <Route path="/gemeente/taakgroepen" element={<p>Taakgroepenpagina</p>} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Taakgroepen' }));
    expect(screen.getByText('Taakgroepenpagina')).toBeInTheDocument();
  });
});
