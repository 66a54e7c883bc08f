/** 'Toekomst' runs from now on (MONDAY_EVENING): it starts at now, steps forward only, and each step asks for its own period. */
import { renderWithProviders } from '@kerk/kit/testing';
import { useLocation } from '@kerk/kit/router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { eventsRequests, freezeDateAt, kamp, koffie, listOf, mockAgendaApi, MONDAY_EVENING } from '../test-fixtures';
import { AgendaPage } from './agenda-page';

function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** Answers every period with one event titled after the period's first instant, so each list is its own. */
function mockPerPeriod() {
  return mockAgendaApi((params) => ({ body: listOf([{ ...koffie, id: Date.parse(params.get('from')!), title: `Vanaf ${params.get('from')}` }], 1, 1, 10) }));
}

async function renderAgenda(route: string) {
  renderWithProviders(
    <>
      <AgendaPage />
      <LocationProbe />
    </>,
    { route, path: '/agenda' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Agenda' });
}

const panel = () => screen.getByRole('tabpanel');
const heading = () => within(panel()).getByRole('heading', { level: 2 });
/** The event the mock answers for a period starting at `from`, once it is listed in the panel. */
const listed = (from: string) => within(panel()).findByRole('heading', { level: 3, name: `Vanaf ${from}` });

beforeEach(() => freezeDateAt(MONDAY_EVENING));
afterEach(() => jest.useRealTimers());

describe('AgendaPage, Toekomst', () => {
  it.each([
    ['week', 'Week', 'Week 48: 23-11-2026 t/m 29-11-2026', '2026-11-29T23:00:00.000Z', 'Week 49: 30-11-2026 t/m 06-12-2026', '2026-11-30', '2026-12-06T23:00:00.000Z'],
    ['dag', 'Dag', 'Maandag 23-11-2026', '2026-11-23T23:00:00.000Z', 'Dinsdag 24-11-2026', '2026-11-24', '2026-11-24T23:00:00.000Z'],
  ])(
    "starts the %s at now, has no way back, and 'Volgende' changes heading and list together",
    async (periode, unit, firstHeading, firstEnd, nextHeading, nextDate, nextEnd) => {
      const mock = mockPerPeriod();
      await renderAgenda(`/agenda?tab=toekomst&periode=${periode}`);
      const user = userEvent.setup();
      expect(heading()).toHaveTextContent(firstHeading);
      expect(await listed(MONDAY_EVENING)).toBeInTheDocument();
      expect(eventsRequests(mock)).toEqual([{ from: MONDAY_EVENING, to: firstEnd, page: '1', pageSize: '10' }]);
      expect(screen.getByRole('button', { name: `Vorige ${unit.toLowerCase()}` })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: `Volgende ${unit.toLowerCase()}` }));
      expect(heading()).toHaveTextContent(nextHeading);
      expect(await listed(firstEnd)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: `Vanaf ${MONDAY_EVENING}` })).not.toBeInTheDocument();
      expect(eventsRequests(mock).at(-1)).toEqual({ from: firstEnd, to: nextEnd, page: '1', pageSize: '10' });
      expect(screen.getByTestId('search')).toHaveTextContent(`?tab=toekomst&periode=${periode}&datum=${nextDate}`);

      await user.click(screen.getByRole('button', { name: `Vorige ${unit.toLowerCase()}` }));
      expect(heading()).toHaveTextContent(firstHeading);
      expect(await listed(MONDAY_EVENING)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Vorige ${unit.toLowerCase()}` })).toBeDisabled();
    },
  );

  it('reads a date before today in the URL as today', async () => {
    const mock = mockPerPeriod();
    await renderAgenda('/agenda?tab=toekomst&periode=maand&datum=2026-09-14');
    expect(heading()).toHaveTextContent('November 2026');
    expect(await listed(MONDAY_EVENING)).toBeInTheDocument();
    expect(eventsRequests(mock)).toEqual([{ from: MONDAY_EVENING, to: '2026-11-30T23:00:00.000Z', page: '1', pageSize: '10' }]);
    expect(screen.getByRole('button', { name: 'Vorige maand' })).toBeDisabled();
  });

  it("starts at today when the visitor comes from a day picked under 'Huidig'", async () => {
    const mock = mockAgendaApi(() => ({ body: listOf([kamp], 1, 1, 10) }));
    await renderAgenda('/agenda?tab=huidig&periode=dag&datum=2026-12-10');
    expect(heading()).toHaveTextContent('Donderdag 10-12-2026');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Toekomst' }));
    expect(heading()).toHaveTextContent('Maandag 23-11-2026');
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=toekomst&periode=dag&datum=2026-11-23');
    await waitFor(() => expect(eventsRequests(mock).at(-1)).toEqual({ from: MONDAY_EVENING, to: '2026-11-23T23:00:00.000Z', page: '1', pageSize: '10' }));
  });
});
