import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../testing';
import { Pagination, pageWindow, type PaginationLabels } from './pagination';

const labels: PaginationLabels = {
  label: 'Paginering van de lijst',
  previous: 'Vorige',
  next: 'Volgende',
  page: (n) => `Pagina ${n}`,
  status: (page, pages) => `Pagina ${page} van ${pages}`,
};

describe('Pagination', () => {
  it('links the previous, the numbered and the next pages and marks the current one', () => {
    renderWithProviders(<Pagination page={5} pages={9} to={(n) => `/lijst?pagina=${n}`} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Paginering van de lijst' });
    expect(within(nav).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/lijst?pagina=4');
    expect(within(nav).getByRole('link', { name: 'Volgende' })).toHaveAttribute('href', '/lijst?pagina=6');
    expect(within(nav).getByRole('link', { name: 'Pagina 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pagina 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Vorige', '1', '3', '4', '5', '6', '7', '9', 'Volgende']);
    expect(nav).toHaveTextContent('Pagina 5 van 9');
  });

  it('leaves out Vorige on the first page and Volgende on the last', () => {
    const { rerender } = renderWithProviders(<Pagination page={1} pages={2} to={(n) => `?p=${n}`} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Vorige' })).not.toBeInTheDocument();
    rerender(<Pagination page={2} pages={2} to={(n) => `?p=${n}`} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Volgende' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pages={1} to={() => '/'} labels={labels} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the first, the last and two pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 'gap', 8]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });
});
