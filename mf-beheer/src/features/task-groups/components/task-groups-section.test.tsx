/**
 * "Taakgroepen en vertrouwenspersonen" edits no texts of its own: it leads to the page editor of
 * each task group page and of the confidants page, and to where each shows on the site.
 */
import { renderWithProviders } from '@kerk/kit/testing';
import { screen } from '@testing-library/react';

import { TaskGroupsSection } from './task-groups-section';

describe('Taakgroepen en vertrouwenspersonen', () => {
  it('links every task group page and the confidants page to the page editor and to the site', () => {
    renderWithProviders(<TaskGroupsSection />);
    expect(screen.getByRole('link', { name: 'Teksten wijzigen: Taakgroep VOS' })).toHaveAttribute('href', '/beheer/paginas/vos');
    expect(screen.getByRole('link', { name: 'Bekijken op de site: Taakgroep VOS' })).toHaveAttribute('href', '/gemeente/taakgroepen/taakgroep-vos');
    expect(screen.getByRole('link', { name: 'Teksten wijzigen: Vertrouwenspersonen' })).toHaveAttribute('href', '/beheer/paginas/confidants');
    expect(screen.getByRole('link', { name: 'Teksten wijzigen: Taakgroepen' })).toHaveAttribute('href', '/beheer/paginas/municipality-task-group');
    expect(screen.getAllByRole('link', { name: /^Teksten wijzigen/ })).toHaveLength(9);
  });
});
