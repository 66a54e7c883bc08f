import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@kerk/kit/router';

import { eventsRequests, freezeDateAt, kamp, koffie, listOf, mockAgendaApi, MONDAY_EVENING } from '../test-fixtures';
import { AgendaPage } from './agenda-page';

function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** Renders /agenda and waits for the page texts, below which the agenda appears. */
async function renderAgenda(route: string) {
  const result = renderWithProviders(
    <>
      <AgendaPage />
      <LocationProbe />
    </>,
    { route, path: '/agenda' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Agenda' });
  return result;
}

beforeEach(() => freezeDateAt(MONDAY_EVENING));
afterEach(() => jest.useRealTimers());

describe('AgendaPage', () => {
  it("lists the month's events in order with start, end ('t/m' over more days), church and 'Bekijk Evenement'", async () => {
    const mock = mockAgendaApi(() => ({ body: listOf([koffie, kamp]) }));
    await renderAgenda('/agenda?tab=huidig&periode=maand&datum=2026-11-23');
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'November 2026' });
    // The section carries the period's name (its heading); the list inside has none of its own.
    expect(within(region).getByRole('list')).not.toHaveAttribute('aria-label');
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([koffie.title, kamp.title]);
    expect(items[0]).toHaveTextContent('maandag 23-11-2026 10.00 – 11.30');
    expect(items[0]).toHaveTextContent('De Ark, Druten');
    expect(items[1]).toHaveTextContent('vrijdag 27-11-2026 18.00 t/m zondag 29-11-2026 15.00');
    expect(within(items[1]!).getByRole('link', { name: `Bekijk Evenement: ${kamp.title}` })).toHaveAttribute('href', '/evenement/2');
    expect(eventsRequests(mock)).toEqual([{ from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z', pageSize: '100' }]);
  });

  it("shows 'Er zijn geen evenementen gepland.' for a period without events", async () => {
    mockAgendaApi(() => ({ body: listOf([]) }));
    await renderAgenda('/agenda?periode=dag&datum=2026-03-29');
    expect(await screen.findByText('Er zijn geen evenementen gepland.')).toBeInTheDocument();
    expect(screen.getByText('Zondag 29-03-2026: Geen evenementen')).toHaveAttribute('role', 'status');
  });

  it('reads tab, period and date from the URL and asks for the events of that week in Toekomst', async () => {
    const mock = mockAgendaApi(() => ({ body: listOf([kamp]) }));
    await renderAgenda('/agenda?tab=toekomst&periode=week&datum=2026-11-30');
    expect(screen.getByRole('tab', { name: 'Toekomst' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Week 49: 30-11-2026 t/m 06-12-2026' })).toBeInTheDocument();
    expect(await screen.findByText(kamp.title)).toBeInTheDocument();
    expect(eventsRequests(mock)).toEqual([{ from: '2026-11-29T23:00:00.000Z', to: '2026-12-06T23:00:00.000Z', page: '1', pageSize: '10' }]);
  });

  it('moves between the tabs with the arrow keys, Home and End, and keeps the choice in the URL', async () => {
    mockAgendaApi(() => ({ body: listOf([]) }));
    await renderAgenda('/agenda?datum=2026-11-23');
    const user = userEvent.setup();
    const current = screen.getByRole('tab', { name: 'Huidig' });
    expect(current).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Toekomst' })).toHaveAttribute('tabindex', '-1');
    current.focus();
    await user.keyboard('{ArrowRight}');
    const future = screen.getByRole('tab', { name: 'Toekomst' });
    expect(future).toHaveFocus();
    expect(future).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Toekomst' })).toBeVisible();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=toekomst&periode=maand&datum=2026-11-23');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Huidig' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Toekomst' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches to a week with the radio group and steps to the next and previous week', async () => {
    const mock = mockAgendaApi(() => ({ body: listOf([]) }));
    await renderAgenda('/agenda?datum=2026-11-25');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Week 48: 23-11-2026 t/m 29-11-2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Volgende week/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Week 49: 30-11-2026 t/m 06-12-2026' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=huidig&periode=week&datum=2026-11-30');
    await user.click(screen.getByRole('button', { name: /Vorige week/ }));
    await user.click(screen.getByRole('button', { name: /Vorige week/ }));
    expect(screen.getByRole('heading', { level: 2, name: /^Week 47: 16-11-2026 t\/m 22-11-2026$/ })).toBeInTheDocument();
    await waitFor(() => expect(eventsRequests(mock).at(-1)).toEqual({ from: '2026-11-15T23:00:00.000Z', to: '2026-11-22T23:00:00.000Z', pageSize: '100' }));
  });

  it('says so when the date in the URL does not exist, and shows the period around today', async () => {
    mockAgendaApi(() => ({ body: listOf([]) }));
    await renderAgenda('/agenda?datum=2026-02-30');
    expect(screen.getByText('De datum in het adres bestaat niet. U ziet nu de agenda rond vandaag.')).toBeInTheDocument();
    expect(await screen.findByText('Er zijn geen evenementen gepland.')).toBeInTheDocument();
  });

  it("appends the next page of the future with 'Bekijk meer' and moves focus to its first event", async () => {
    const first = Array.from({ length: 10 }, (_, i) => ({ ...koffie, id: 10 + i, title: `Kring ${i + 1}` }));
    mockAgendaApi((params) => (params.get('page') === '2' ? { body: listOf([kamp], 2, 11, 10) } : { body: listOf(first, 1, 11, 10) }));
    await renderAgenda('/agenda?tab=toekomst&periode=maand&datum=2026-10-01');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bekijk meer' }));
    const link = await screen.findByRole('link', { name: `Bekijk Evenement: ${kamp.title}` });
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Bekijk meer' })).not.toBeInTheDocument();
  });

  it("without JavaScript, 'Bekijk meer' asks the server for the next page (a GET form), which lists it and links back", async () => {
    const first = Array.from({ length: 10 }, (_, i) => ({ ...koffie, id: 10 + i, title: `Kring ${i + 1}` }));
    const mock = mockAgendaApi((params) => (params.get('page') === '2' ? { body: listOf([kamp], 2, 11, 10) } : { body: listOf(first, 1, 11, 10) }));
    const firstPage = await renderAgenda('/agenda?tab=toekomst&periode=maand&datum=2026-10-01');
    const more = await screen.findByRole('button', { name: 'Bekijk meer' });
    const form = more.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/agenda');
    expect(Object.fromEntries(new FormData(form))).toEqual({ tab: 'toekomst', periode: 'maand', datum: '2026-11-23', pagina: '2' });

    // The page the server answers that form with: page 2 alone, which events these are, and the way back.
    firstPage.unmount();
    mock.mockClear();
    await renderAgenda('/agenda?tab=toekomst&periode=maand&datum=2026-11-23&pagina=2');
    expect(await screen.findByText(kamp.title)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('November 2026: Evenement 11 van 11')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Terug naar de eerste evenementen' })).toHaveAttribute('href', '/agenda?tab=toekomst&periode=maand&datum=2026-11-23');
    expect(screen.queryByRole('button', { name: 'Bekijk meer' })).not.toBeInTheDocument();
    expect(eventsRequests(mock).map((r) => r.page)).toEqual(['2']);
  });

  it("reads a 'pagina' that is no page number as the first page", async () => {
    const mock = mockAgendaApi(() => ({ body: listOf([kamp]) }));
    await renderAgenda('/agenda?tab=toekomst&periode=maand&datum=2026-11-23&pagina=0x2');
    expect(await screen.findByText(kamp.title)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terug naar de eerste evenementen' })).not.toBeInTheDocument();
    expect(eventsRequests(mock).map((r) => r.page)).toEqual(['1']);
  });

  it('offers the agenda feed as a webcal:// subscription and shows a load error with a retry', async () => {
    expectWarnings(/GET \/events\?from=2026-10-31T23%3A00%3A00\.000Z&to=2026-11-30T23%3A00%3A00\.000Z&pageSize=100 failed with 500/);
    mockAgendaApi(() => ({ status: 500, body: { code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' } }));
    await renderAgenda('/agenda?datum=2026-11-23');
    expect(await screen.findByRole('alert')).toHaveTextContent('De evenementen konden niet worden geladen.');
    expect(screen.getByRole('link', { name: 'Abonneer op de agenda' })).toHaveAttribute('href', 'webcal://localhost/api/agenda.ics');
  });
});
