/**
 * The rooster preview as a volunteer reads it: an error row says "Fout" with an icon (not colour
 * alone), dates are DD-MM-YYYY, a stored service that changes "Wordt bijgewerkt" with what changes,
 * an unchanged one "Staat er al, ongewijzigd", and a guessed church shows "Bedoelde u Open Hof?"
 * with what was typed. The help text's example dates are Sundays.
 */
import { calendarDay } from '@kerk/kit/dates/calendar';
import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';

import { servicesTexts } from '../../../texts';
import type { ImportAnswer, ImportRow } from '../api/services-api';
import { RoosterPreview } from './rooster-preview';

const row = (overrides: Partial<ImportRow> & { row: number }): ImportRow => ({
  service: { date: '2026-12-13', time: '10:00', church: 'wijchen', churchName: 'Open Hof', preacher: 'ds. Bos', startsAt: '2026-12-13T09:00:00.000Z' },
  typedChurch: 'Open Hof',
  suggestion: null,
  errors: [],
  duplicate: null,
  warning: null,
  action: 'new',
  changes: [],
  ...overrides,
});

const ANSWER: ImportAnswer = {
  rows: [
    row({ row: 5 }),
    row({ row: 6, action: null, service: { date: '2027-03-08', time: '10:00', church: 'druten', churchName: 'De Ark', startsAt: null }, typedChurch: 'Druten', errors: ['Rij 6, kolom Datum: zo 8 maart 2027 is een maandag.'] }),
    row({ row: 7, action: 'update', changes: ['Voorganger', 'Collectedoelen'] }),
    row({ row: 8, action: 'same' }),
    row({ row: 9, typedChurch: 'Open Hoff', suggestion: 'Bedoelde u Open Hof?' }),
    row({ row: 10, action: null, duplicate: 'Rij 10: dezelfde kerk en tijd als rij 9.' }),
  ],
  importable: 3,
  imported: 0,
  updated: 0,
};

const rowOf = (number: number) => screen.getByRole('cell', { name: String(number) }).closest('tr')!;
const iconsIn = (element: HTMLElement) => [...element.querySelectorAll('svg[data-icon]')].map((svg) => svg.getAttribute('data-icon'));

describe('RoosterPreview', () => {
  beforeEach(() => renderWithProviders(<RoosterPreview answer={ANSWER} />));

  it('marks an error row with an icon and the word "Fout", its message beside it, and the date as DD-MM-YYYY', () => {
    const error = rowOf(6);
    expect(error).toHaveAttribute('data-status', 'error');
    expect(within(error).getByText('Fout')).toBeInTheDocument();
    expect(within(error).getByText('Rij 6, kolom Datum: zo 8 maart 2027 is een maandag.')).toBeInTheDocument();
    expect(iconsIn(error)).toEqual(['ErrorIcon', 'ErrorIcon']);
    expect(error).toHaveTextContent('08-03-2027 10.00 · De Ark');
    expect(within(rowOf(10)).getByText('Fout')).toBeInTheDocument();
    expect(within(rowOf(10)).getByText('Rij 10: dezelfde kerk en tijd als rij 9.')).toBeInTheDocument();
    // A good row has no error mark.
    expect(within(rowOf(5)).queryByText('Fout')).toBeNull();
    expect(rowOf(5)).toHaveTextContent('13-12-2026 10.00 · Open Hof · ds. Bos');
    expect(within(rowOf(5)).getByText('Nieuw')).toBeInTheDocument();
  });

  it('says what an import does with a stored service: "Wordt bijgewerkt" with the columns, or "Staat er al, ongewijzigd"', () => {
    expect(within(rowOf(7)).getByText('Wordt bijgewerkt: Voorganger, Collectedoelen')).toBeInTheDocument();
    expect(within(rowOf(8)).getByText('Staat er al, ongewijzigd')).toBeInTheDocument();
    expect(iconsIn(rowOf(8))).toEqual(['InfoIcon']);
  });

  it('shows a guessed church as "Bedoelde u Open Hof?" with a warning icon and what was typed', () => {
    const guessed = rowOf(9);
    expect(within(guessed).getByText('Bedoelde u Open Hof?')).toBeInTheDocument();
    expect(within(guessed).getByText('U schreef: Open Hoff')).toBeInTheDocument();
    expect(iconsIn(guessed)).toEqual(['CheckIcon', 'WarningIcon']);
    // Typed as the church is called: nothing extra.
    expect(within(rowOf(5)).queryByText(/U schreef/)).toBeNull();
  });
});

describe('the rooster help text', () => {
  it('gives every example date as a real Sunday', () => {
    const months = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
    const text = servicesTexts.importView.columns.map(([, note]) => note).join(' ');
    const dates = [...text.matchAll(/(\d{1,2})[- ](\d{1,2}|[a-z]+)[- ](\d{4})/g)].map(([written, d, m, y]) => {
      const month = /^\d+$/.test(m!) ? Number(m) : months.indexOf(m!) + 1;
      return [written, calendarDay(`${y}-${String(month).padStart(2, '0')}-${d!.padStart(2, '0')}`).format('dddd')];
    });
    expect(dates).toEqual([
      ['6-12-2026', 'zondag'],
      ['13 december 2026', 'zondag'],
    ]);
  });
});
