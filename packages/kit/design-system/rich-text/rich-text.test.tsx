import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing';
import { RichText } from './rich-text';

const FINANCE =
  '<h3>Diaconie</h3><table><thead><tr><th>Baten</th><th class="num">Rekening 2024</th></tr></thead><tbody><tr><td>Collecten</td><td class="num">31.800</td></tr></tbody></table>' +
  '<table><caption>Lasten in euro’s</caption><tbody><tr><td>Afdrachten</td><td class="num">4.100</td></tr></tbody></table>';

describe('RichText tables', () => {
  it('puts every table in a focusable region named after its caption or the heading above it', () => {
    renderWithProviders(<RichText html={FINANCE} />);
    const first = screen.getByRole('region', { name: 'Tabel: Diaconie' });
    const second = screen.getByRole('region', { name: 'Tabel: Lasten in euro’s' });
    for (const box of [first, second]) {
      expect(box).toHaveAttribute('tabindex', '0');
      expect(box).toHaveAttribute('data-table-scroll');
      expect(box.querySelectorAll(':scope > table')).toHaveLength(1);
    }
  });

  it('names a table without caption or heading plainly, and wraps each table once across re-renders', () => {
    const { rerender } = renderWithProviders(<RichText html="<table><tr><td>1</td></tr></table>" />);
    expect(screen.getByRole('region', { name: 'Tabel' })).toBeInTheDocument();
    rerender(<RichText html="<table><tr><td>1</td></tr></table>" className="x" />);
    expect(document.querySelectorAll('[data-table-scroll]')).toHaveLength(1);
    rerender(<RichText html="<p>Geen tabel</p><table><tr><td>2</td></tr></table>" />);
    expect(document.querySelectorAll('[data-table-scroll]')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Tabel' })).toHaveTextContent('2');
  });
});
