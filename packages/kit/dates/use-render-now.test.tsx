import { screen } from '@testing-library/react';

import { makeStore, setRenderedAt } from '../store';
import { renderWithProviders } from '../testing';
import { TIME_ZONE } from './time-zone';
import { NEW_YEAR_OFFSET_MS, useRenderNow, yearAt } from './use-render-now';

function Now() {
  return <time>{new Date(useRenderNow()).toISOString()}</time>;
}

describe('useRenderNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('gives a view the browser renders alone the current time, even when a server render set its clock', () => {
    const store = makeStore();
    store.dispatch(setRenderedAt('2026-11-29T09:30:00.000Z'));
    renderWithProviders(<Now />, { store });
    expect(screen.getByText('2026-11-29T10:00:00.000Z')).toBeInTheDocument();
  });

  it('keeps the instant of mounting while the component lives', () => {
    const { rerender } = renderWithProviders(<Now />);
    jest.setSystemTime(new Date('2026-11-29T11:00:00.000Z'));
    rerender(<Now />);
    expect(screen.getByText('2026-11-29T10:00:00.000Z')).toBeInTheDocument();
  });
});

describe('yearAt', () => {
  it("is the year in Amsterdam: New Year's night turns there an hour before UTC", () => {
    expect(yearAt(Date.parse('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(yearAt(Date.parse('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(yearAt(Date.parse('2027-06-30T12:00:00Z'))).toBe(2027);
  });

  it("agrees with the platform's time zone data on every New Year's night from 2000 to 2100", () => {
    const inAmsterdam = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric' });
    for (let year = 2000; year <= 2100; year += 1) {
      const turn = Date.UTC(year - 1, 11, 31, 24) - NEW_YEAR_OFFSET_MS;
      for (const at of [turn - 1, turn, turn + 1]) expect([at, yearAt(at)]).toEqual([at, Number(inAmsterdam.format(at))]);
    }
  });
});
