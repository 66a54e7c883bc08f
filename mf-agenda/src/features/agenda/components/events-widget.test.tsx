import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';

import { eventsRequests, kamp, koffie, listOf, mockAgendaApi } from '../test-fixtures';
import { EventsWidget } from './events-widget';

describe('EventsWidget', () => {
  it("shows the next events under the index page's events-title, each with 'Bekijk Evenement'", async () => {
    const mock = mockAgendaApi(() => ({ body: listOf([koffie, kamp]) }));
    renderWithProviders(<EventsWidget />);
    const section = await screen.findByRole('region', { name: 'Programma en evenementen' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: `Bekijk Evenement: ${koffie.title}` })).toHaveAttribute('href', '/evenement/1');
    expect(within(section).getByRole('link', { name: 'Naar de agenda' })).toHaveAttribute('href', '/agenda');
    const [request] = eventsRequests(mock);
    // From the minute the widget was shown: the tests' instant, Monday 23-11-2026 21.05 in Amsterdam.
    expect(request).toEqual({ from: '2026-11-23T20:05:00.000Z', pageSize: '3' });
  });

  it('says when nothing is planned', async () => {
    mockAgendaApi(() => ({ body: listOf([]) }));
    renderWithProviders(<EventsWidget />);
    expect(await screen.findByText('Er zijn de komende tijd geen evenementen gepland.')).toBeInTheDocument();
  });
});
