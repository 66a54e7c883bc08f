import { css } from '@emotion/react';
import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../testing';
import { CardSkeletons } from './card-skeletons';

describe('CardSkeletons', () => {
  it('shows `count` busy placeholder cards, each a heading block, the text lines and the action block', () => {
    const { container } = renderWithProviders(
      <CardSkeletons count={3} listCss={css`gap: 1rem;`} title={{ height: '1.4rem', width: '80%' }} lines={3} actionWidth="11rem" />,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // Heading, a block of three lines, the action: each a status "Laden…" for assistive technology.
    const blocks = within(cards[0]!).getAllByRole('status');
    expect(blocks).toHaveLength(3);
    expect(blocks[1]!.children).toHaveLength(3);
    expect(getComputedStyle(blocks[0]!.firstElementChild!).height).toBe('1.4rem');
    expect(getComputedStyle(blocks[2]!.firstElementChild!).width).toBe('11rem');
    expect(getComputedStyle(container.querySelector('ul')!).gap).toBe('1rem');
  });

  it('leaves the action block out for cards without a button', () => {
    renderWithProviders(<CardSkeletons count={2} listCss={css``} title={{ height: '1.3rem', width: '70%' }} lines={4} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getAllByRole('status')).toHaveLength(2);
  });
});
