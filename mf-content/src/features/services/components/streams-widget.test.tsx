import { renderWithProviders } from '@kerk/kit/testing';
import { act, screen, within } from '@testing-library/react';

import { mockServicesApi, service } from '../testing/fixtures';
import { StreamsWidget } from './streams-widget';

const START = Date.parse('2031-03-02T09:00:00.000Z');
const at = (offsetMs: number) => new Date(START + offsetMs).toISOString();

function streamedServices() {
  return [
    service(1, { startsAt: at(0), streamed: true, streamUrl: 'https://www.youtube.com/watch?v=live0000001' }),
    service(2, { startsAt: at(7 * 86_400_000), streamed: true, streamUrl: 'https://www.youtube.com/watch?v=next0000002', churchName: 'Open Hof', location: 'wijchen' }),
    service(3, { startsAt: at(-7 * 86_400_000), streamed: true, recordingUrl: 'https://www.youtube.com/watch?v=record00003' }),
  ];
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('StreamsWidget (home)', () => {
  it('counts down to the next broadcast and switches to the live link when it starts', async () => {
    jest.useFakeTimers({ now: START - (2 * 86_400_000 + 3 * 3_600_000 + 5_000) });
    mockServicesApi({ services: streamedServices() });
    renderWithProviders(<StreamsWidget />);
    const live = await screen.findByRole('article', { name: 'Kijk live' });
    expect(within(live).getByRole('timer')).toHaveTextContent('2 dagen en 03:00:05');
    expect(live).toHaveTextContent('zondag 02-03-2031 om 10.00 uur');
    expect(within(live).queryByRole('link', { name: /^Kijk nu live/ })).not.toBeInTheDocument();

    act(() => jest.setSystemTime(START - 3_000));
    act(() => jest.advanceTimersByTime(1_000));
    expect(within(live).getByRole('timer')).toHaveTextContent('00:00:02');

    act(() => jest.advanceTimersByTime(2_000));
    expect(within(live).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(live).getByText('Nu live')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Kijk nu live via YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=live0000001');
  });

  it('lists the broadcasts after the live one and the latest recordings under the streams-title heading', async () => {
    jest.useFakeTimers({ now: START - 60_000 });
    mockServicesApi({ services: streamedServices() });
    renderWithProviders(<StreamsWidget />);
    const section = await screen.findByRole('region', { name: 'Kerkdiensten online meekijken' });
    expect(await within(section).findByRole('heading', { level: 3, name: 'Komende uitzendingen' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'zondag 09-03-2031 10.00 uur · Open Hof, Wijchen' })).toHaveAttribute('href', '/diensten/2');
    const recording = within(section).getByRole('link', { name: 'Bekijk de opname van de kerkdienst in Open Hof, Wijchen op 23-02-2031' });
    expect(recording).toHaveAttribute('href', 'https://www.youtube.com/watch?v=record00003');
  });

  it('moves on to the next broadcast once the live one is over', async () => {
    jest.useFakeTimers({ now: START + 2 * 3_600_000 });
    mockServicesApi({ services: streamedServices() });
    renderWithProviders(<StreamsWidget />);
    const live = await screen.findByRole('article', { name: 'Kijk live' });
    expect(live).toHaveTextContent('Open Hof, Wijchen');
    expect(within(live).getByRole('timer')).toHaveTextContent('6 dagen en 22:00:00');
    expect(screen.getByText('Daarna staan er nog geen uitzendingen gepland.')).toBeInTheDocument();
  });
});
