/**
 * The rooster preview as a volunteer reads it: an error row says "Fout" with an icon (not colour
 * alone), dates are DD-MM-YYYY, a stored service that changes "Wordt bijgewerkt" with what changes,
 * an unchanged one "Staat er al, ongewijzigd", and a guessed church shows "Bedoelde u Open Hof?"
 * with what was typed. Above the table it names the columns not read and the footer lines skipped
 * (answers as the API gives them for the files in api/test/fixtures/rooster/). The help text names
 * every column the import reads, and its example dates are Sundays.
 */
import { ROOSTER_COLUMNS } from '@kerk/kit/content-types';
import { calendarDay } from '@kerk/kit/dates/calendar';
import { renderWithProviders } from '@kerk/kit/testing';
import { screen, within } from '@testing-library/react';

import { servicesTexts } from '../../../texts';
import type { ImportAnswer, ImportRow } from '../api/services-api';
import { RoosterImport } from './rooster-import';
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
  unreadColumns: [],
  skippedRows: [],
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

describe('RoosterPreview of a file with more than services', () => {
  const notes = () => screen.queryByRole('list', { name: 'Over het bestand' });

  it('shows the preacher of a Windows-1252 file as written: ds. Müller', () => {
    const service = { date: '2027-01-03', time: '09:25', church: 'druten', churchName: 'De Ark', preacher: 'ds. Müller', music: 'José Pérez, orgel', startsAt: '2027-01-03T08:25:00.000Z' };
    renderWithProviders(<RoosterPreview answer={{ ...ANSWER, rows: [row({ row: 3, service, typedChurch: 'Druten' })] }} />);
    expect(rowOf(3)).toHaveTextContent('03-01-2027 09.25 · De Ark · ds. Müller');
    expect(notes()).toBeNull();
  });

  it('names each column it does not read', () => {
    renderWithProviders(<RoosterPreview answer={{ ...ANSWER, unreadColumns: ['Koster', 'Opmerking'] }} />);
    expect(within(notes()!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(["Kolom 'Koster' wordt niet gelezen.", "Kolom 'Opmerking' wordt niet gelezen."]);
  });

  it('says how many footer lines without date and church were skipped, and which', () => {
    const { unmount } = renderWithProviders(<RoosterPreview answer={{ ...ANSWER, skippedRows: [8, 9] }} />);
    expect(within(notes()!).getByText('2 regels zonder datum en kerk zijn overgeslagen (rijen 8 en 9).')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RoosterPreview answer={{ ...ANSWER, skippedRows: [12] }} />);
    expect(within(notes()!).getByText('1 regel zonder datum en kerk is overgeslagen (rij 12).')).toBeInTheDocument();
  });
});

describe('the rooster help text', () => {
  it('explains every column the import reads, Muzikale medewerking too', () => {
    renderWithProviders(<RoosterImport onDone={() => undefined} />);
    const names = screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
    expect(names).toEqual(ROOSTER_COLUMNS.map((c) => c.header));
    expect(names).toContain('Muzikale medewerking');
  });

  it('gives every example date as a real Sunday', () => {
    const months = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
    const text = Object.values(servicesTexts.importView.columnNotes).join(' ');
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
