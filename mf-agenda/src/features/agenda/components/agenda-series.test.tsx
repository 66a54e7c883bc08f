/**
 * A series with exceptions in the agenda (issue 41): the API answers one item per occurrence, without
 * the skipped Christmas Day and with the moved 18 December on Thursday the 17th. The week lists the
 * moved one at its new time, says when the recurrence had it, and links to its page on its new day.
 */
import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';

import type { AgendaEvent } from '../api/events-api';
import { freezeDateAt, koffie, listOf, mockAgendaApi, MONDAY_EVENING } from '../test-fixtures';
import { AgendaPage } from './agenda-page';

const series: AgendaEvent = { ...koffie, id: 5, title: 'Koffieochtend op vrijdag', recurrence: 'Elke week op vrijdag, tot en met 1 januari 2027' };

beforeEach(() => freezeDateAt(MONDAY_EVENING));
afterEach(() => jest.useRealTimers());

describe('a series with exceptions in the agenda', () => {
  it("lists a moved occurrence at its new time with 'Verplaatst van' its old one, linked to its new day", async () => {
    mockAgendaApi(() => ({
      body: listOf([
        { ...series, startsAt: '2026-12-11T09:00:00.000Z', endsAt: '2026-12-11T10:30:00.000Z' },
        { ...series, startsAt: '2026-12-17T13:30:00.000Z', endsAt: '2026-12-17T15:00:00.000Z', movedFrom: '2026-12-18T09:00:00.000Z' },
      ]),
    }));
    renderWithProviders(<AgendaPage />, { route: '/agenda?tab=huidig&periode=maand&datum=2026-12-01', path: '/agenda' });
    const region = await screen.findByRole('region', { name: 'December 2026' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).not.toHaveTextContent('Verplaatst');
    expect(within(items[1]!).getByTestId('event-when')).toHaveTextContent('donderdag 17-12-2026 14.30 – 16.00');
    expect(items[1]).toHaveTextContent('Verplaatstvan vrijdag 18-12-2026 10.00');
    expect(within(items[1]!).getByText('vrijdag 18-12-2026 10.00')).toHaveAttribute('datetime', '2026-12-18T09:00:00.000Z');
    expect(within(items[1]!).getByRole('link', { name: 'Bekijk Evenement: Koffieochtend op vrijdag' })).toHaveAttribute('href', '/evenement/5?datum=2026-12-17');
  });
});
