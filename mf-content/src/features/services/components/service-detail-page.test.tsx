import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, waitFor } from '@testing-library/react';

import { mockServicesApi, requested, service } from '../testing/fixtures';
import { ServiceDetailPage } from './service-detail-page';

const renderAt = (route: string) => renderWithProviders(<ServiceDetailPage />, { route, path: '/diensten/:id' });

describe('ServiceDetailPage (/diensten/{id})', () => {
  it('shows every fact, the notes and the live link of a coming streamed service, and sets the breadcrumb title', async () => {
    mockServicesApi({ services: [service(1, { notes: '<p>Viering van het <strong>avondmaal</strong>.</p>', music: 'Organist: Henk van Dalen' })] });
    const { store } = renderAt('/diensten/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kerkdienst Beuningen' })).toBeInTheDocument();
    const main = screen.getByRole('article');
    expect(main).toHaveTextContent('Zondag 29-11-2026 · 10.00 uur');
    for (const fact of ['Datum29-11-2026', 'Begint om10.00 uur', 'KerkDorpskerk Beuningen', 'LocatieBeuningen', 'Voorgangerds. Voorganger 1', 'Zondag of thema1e zondag van het jaar', 'CollecteDiaconie, Doel 1', 'Muzikale medewerkingOrganist: Henk van Dalen']) {
      expect(main).toHaveTextContent(fact);
    }
    expect(screen.getByText('avondmaal').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Kijk live mee via YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=stream000001');
    expect(screen.queryByRole('link', { name: /opname/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk meer kerkdiensten in Beuningen' })).toHaveAttribute('href', '/diensten?locatie=beuningen');
    // The words that say where it goes are on the button itself, not only read out.
    expect(screen.getByRole('link', { name: 'Bekijk meer kerkdiensten in Beuningen' })).toHaveTextContent('Bekijk meer kerkdiensten in Beuningen');
    expect(store.getState().ui.breadcrumbTitle).toBe('Kerkdienst Beuningen 29-11-2026');
  });

  it('offers the recording of a past service instead of the live link', async () => {
    const past = service(4, { startsAt: '2020-01-05T09:00:00.000Z', recordingUrl: 'https://www.youtube.com/watch?v=recording01' });
    mockServicesApi({ services: [past] });
    renderAt('/diensten/4');
    expect(await screen.findByRole('link', { name: 'Kijk terug via YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=recording01');
    expect(screen.queryByRole('link', { name: 'Kijk live mee via YouTube' })).not.toBeInTheDocument();
  });

  it('announces a stream and a recording on kerkdienstgemist.nl as Kerkdienst gemist, not as YouTube', async () => {
    const coming = service(5, { streamed: true, streamUrl: 'https://kerkdienstgemist.nl/stations/1234' });
    const past = service(6, { startsAt: '2020-01-05T09:00:00.000Z', streamed: true, recordingUrl: 'https://www.kerkdienstgemist.nl/stations/1234/events/recording/173' });
    mockServicesApi({ services: [coming, past] });
    const live = renderAt('/diensten/5');
    expect(await screen.findByRole('link', { name: 'Kijk live mee via Kerkdienst gemist' })).toHaveAttribute('href', 'https://kerkdienstgemist.nl/stations/1234');
    expect(screen.queryByText(/YouTube/)).not.toBeInTheDocument();
    live.unmount();

    renderAt('/diensten/6');
    expect(await screen.findByRole('link', { name: 'Kijk terug via Kerkdienst gemist' })).toHaveAttribute('href', past.recordingUrl);
    expect(screen.queryByText(/YouTube/)).not.toBeInTheDocument();
  });

  it('says a service without broadcast is not streamed', async () => {
    mockServicesApi({ services: [service(2)] });
    renderAt('/diensten/2');
    expect(await screen.findByText('Deze dienst wordt niet online uitgezonden.')).toBeInTheDocument();
    // No musical contribution named: no empty row for it.
    expect(screen.getByRole('article')).not.toHaveTextContent('Muzikale medewerking');
  });

  it('reports a 404 route error for an unknown id', async () => {
    expectWarnings(/GET \/services\/999 failed with 404/);
    mockServicesApi({ services: [service(1)] });
    const { store } = renderAt('/diensten/999');
    await waitFor(() => expect(store.getState().ui.routeError).toEqual({ status: 404 }));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('reports a 404 for an id that cannot exist without asking the API', () => {
    const fetchMock = mockServicesApi({ services: [service(1)] });
    const { store } = renderAt('/diensten/kerst');
    expect(store.getState().ui.routeError).toEqual({ status: 404 });
    expect(requested(fetchMock)).toEqual([]);
  });
});
