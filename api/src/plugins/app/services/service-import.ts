/**
 * Reading a rooster (a quarter's services from a spreadsheet) for the import (issue 16, 41): one row
 * per service under the Dutch headers of the kit's ROOSTER_COLUMNS (the fields of `serviceType`), the
 * file made a grid and its header row found in ./rooster-grid. A header the import does not read is
 * named, and a row with neither a date nor a church (a note or a footer line under the table, such
 * as "Wijzigingen voorbehouden") is skipped and counted, not an error. What the cells may hold is
 * read in ./rooster-dates and ./rooster-churches, and each row is checked in ./rooster-check.
 * Nothing here writes.
 */
import { ROOSTER_COLUMNS, type RoosterField } from '@kerk/kit/content-types';

import { type Cell, readDate } from './rooster-dates';
import { cellText, fieldNamed, findHeader, type Grid, GridError, readGrid } from './rooster-grid';

/** The example file's two rows (two Sundays), per column. */
export const ROOSTER_EXAMPLES: Record<RoosterField, readonly [string, string]> = {
  date: ['6-12-2026', 'zo 13 december 2026'],
  time: ['10:00', '9.30'],
  church: ['Druten', 'Open Hof'],
  preacher: ['ds. J. de Vries', 'ds. A. Bos'],
  season: ['Tweede Advent', 'Derde Advent'],
  music: ['Organist: Jan de Vries', 'Cantorij'],
  collections: ['Kerk in Actie; Diaconie', 'Diaconie'],
  streamed: ['ja', 'nee'],
  streamUrl: ['https://kerkdienstgemist.nl/stations/1234', ''],
  recordingUrl: ['', ''],
};

const csvCell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The example rooster the editing app offers to download. */
export const exampleRooster = () =>
  [ROOSTER_COLUMNS.map((c) => c.header), ...[0, 1].map((i) => ROOSTER_COLUMNS.map((c) => csvCell(ROOSTER_EXAMPLES[c.field][i]!)))].map((cells) => `${cells.join(';')}\n`).join('');

const listFormat = new Intl.ListFormat('nl', { type: 'disjunction' });

export const importMessages = {
  unreadable: 'Dit bestand kon niet worden gelezen. Kies een CSV-bestand of een Excel-bestand (.xlsx).',
  encoding:
    'De letters in dit bestand konden niet worden gelezen. Sla het rooster in Excel op als "CSV UTF-8 (door komma\'s gescheiden)" of als Excel-werkmap (.xlsx) en kies het opnieuw.',
  empty: 'Er staan geen diensten in dit bestand.',
  tooMany: (max: number) => `Er kunnen maximaal ${max} diensten tegelijk worden ingelezen.`,
  missingColumns: (names: string[]) => `Deze kolommen ontbreken: ${names.join(', ')}. Gebruik de kolomnamen van het voorbeeldbestand.`,
  cell: (row: number, column: string, message: string) => `Rij ${row}, kolom ${column}: ${message}`,
  date: 'dit is geen datum. Schrijf bijvoorbeeld 6-12-2026 of zo 13 december 2026.',
  time: 'dit is geen tijd. Schrijf bijvoorbeeld 10:00.',
  church: (choices: string[]) => `deze kerk kennen we niet. Schrijf de naam van de kerk of het dorp: ${listFormat.format(choices)}.`,
  churchAmbiguous: (typed: string, choices: string[]) => `"${typed}" past bij meer dan één kerk. Bedoelde u ${listFormat.format(choices)}?`,
  suggestion: (name: string) => `Bedoelde u ${name}?`,
  yesNo: 'schrijf ja of nee.',
  duplicateInFile: (row: number, other: number) => `Rij ${row}: dezelfde kerk en tijd als rij ${other}.`,
  changedMeanwhile: (row: number) => `Rij ${row}: deze dienst is intussen door iemand anders gewijzigd en is niet bijgewerkt. Lees het rooster opnieuw in.`,
  pastDate: (row: number) => `Rij ${row}: let op, deze datum ligt in het verleden. De dienst wordt toch ingelezen.`,
  nothingToImport: 'Er zijn geen goede rijen om te importeren.',
} as const;

export const MAX_ROWS = 1000;

/** One data row: its number as the spreadsheet shows it, and its cells by the field their column fills. */
export interface RawRow {
  row: number;
  cells: Partial<Record<RoosterField, Cell>>;
}

/** A read file: its data rows, the fields it has a column for, and what it holds that is not read. */
export interface Rooster {
  rows: RawRow[];
  columns: Set<RoosterField>;
  /** The header row's other names, as written: columns the import does not read. */
  unreadColumns: string[];
  /** The rows with neither a date nor a church (notes, footer lines), skipped. */
  skippedRows: number[];
}

export type RoosterRefusal = { code: 'unreadable_file' | 'unreadable_text'; error: string };

/** A row that is no service: no date in its date cell and no church. */
const isNote = (row: RawRow, today: string) => readDate(row.cells.date ?? null, today) === null && cellText(row.cells.church) === '';

/** The grid's rows under the header, by field; the empty ones left out. */
function rowsUnder(grid: Grid, headerRow: number, fields: (RoosterField | undefined)[]): RawRow[] {
  return grid
    .filter((r) => r.row > headerRow && r.cells.some((c) => cellText(c) !== ''))
    .map(({ row, cells }) => ({ row, cells: Object.fromEntries(fields.flatMap((field, i) => (field ? [[field, cells[i] ?? null]] : []))) }));
}

/** The file's rows under its header row (`today` reads the dates), or a Dutch message why it cannot be read. */
export async function readRooster(buffer: Buffer, today: string): Promise<Rooster | RoosterRefusal> {
  let grid: Grid;
  try {
    grid = await readGrid(buffer);
  } catch (error) {
    const encoding = error instanceof GridError && error.reason === 'encoding';
    return encoding ? { code: 'unreadable_text', error: importMessages.encoding } : { code: 'unreadable_file', error: importMessages.unreadable };
  }
  const refused = (error: string): RoosterRefusal => ({ code: 'unreadable_file', error });
  if (!grid.some((r) => r.cells.some((c) => cellText(c) !== ''))) return refused(importMessages.empty);
  const header = findHeader(grid);
  const fields = (header?.cells ?? []).map(fieldNamed);
  const columns = new Set(fields.filter((f): f is RoosterField => f !== undefined));
  const missing = ROOSTER_COLUMNS.filter((c) => c.required && !columns.has(c.field)).map((c) => c.header);
  if (missing.length > 0) return refused(importMessages.missingColumns(missing));
  const unreadColumns = header!.cells.filter((cell, i) => fields[i] === undefined && cellText(cell) !== '').map((cell) => cellText(cell));
  const filled = rowsUnder(grid, header!.row, fields);
  const rows = filled.filter((r) => !isNote(r, today));
  if (rows.length === 0) return refused(importMessages.empty);
  if (rows.length > MAX_ROWS) return refused(importMessages.tooMany(MAX_ROWS));
  return { rows, columns, unreadColumns, skippedRows: filled.filter((r) => isNote(r, today)).map((r) => r.row) };
}
