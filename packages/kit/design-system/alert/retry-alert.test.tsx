import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  it('announces the failure and loads again on "Opnieuw proberen"', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<RetryAlert message="De agenda kon niet worden geladen." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('De agenda kon niet worden geladen.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is a polite status for a part of the page (tone info), and passes attributes on', () => {
    renderWithProviders(<RetryAlert tone="info" data-remote-failed="mf_agenda/EventsWidget" message="Dit onderdeel kon niet worden geladen." onRetry={() => undefined} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-remote-failed', 'mf_agenda/EventsWidget');
  });
});
