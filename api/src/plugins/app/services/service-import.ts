/**
 * Reading a rooster (a quarter's services from a spreadsheet) for the import (issue 16): CSV by
 * `csv-parse`, .xlsx by `exceljs`. One row per service under Dutch headers (ROOSTER_COLUMNS), found
 * in any of the first HEADER_WITHIN rows, so a title above them is fine. What the cells may hold is
 * read in ./rooster-dates and ./rooster-churches, and each row is checked in ./rooster-check.
 * Nothing here writes.
 */
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';

import { normalName } from './rooster-churches';
import type { Cell } from './rooster-dates';

/** The columns of a rooster: header, the field it fills, and the example file's two rows (two Sundays). */
export const ROOSTER_COLUMNS = [
  { header: 'Datum', field: 'date', examples: ['6-12-2026', 'zo 13 december 2026'] },
  { header: 'Tijd', field: 'time', examples: ['10:00', '9.30'] },
  { header: 'Kerk', field: 'church', examples: ['Druten', 'Open Hof'] },
  { header: 'Voorganger', field: 'preacher', examples: ['ds. J. de Vries', 'ds. A. Bos'] },
  { header: 'Zondag of thema', field: 'season', examples: ['Tweede Advent', 'Derde Advent'] },
  { header: 'Collectedoelen', field: 'collections', examples: ['Kerk in Actie; Diaconie', 'Diaconie'] },
  { header: 'Uitgezonden', field: 'streamed', examples: ['ja', 'nee'] },
  { header: 'Link uitzending', field: 'streamUrl', examples: ['https://kerkdienstgemist.nl/stations/1234', ''] },
  { header: 'Link opname', field: 'recordingUrl', examples: ['', ''] },
] as const;

export type RoosterField = (typeof ROOSTER_COLUMNS)[number]['field'];

const csvCell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The example rooster the editing app offers to download. */
export const exampleRooster = () =>
  [ROOSTER_COLUMNS.map((c) => c.header), ...[0, 1].map((i) => ROOSTER_COLUMNS.map((c) => csvCell(c.examples[i]!)))].map((cells) => `${cells.join(';')}\n`).join('');

const listFormat = new Intl.ListFormat('nl', { type: 'disjunction' });

export const importMessages = {
  unreadable: 'Dit bestand kon niet worden gelezen. Kies een CSV-bestand of een Excel-bestand (.xlsx).',
  empty: 'Er staan geen diensten in dit bestand.',
  tooMany: (max: number) => `Er kunnen maximaal ${max} diensten tegelijk worden ingelezen.`,
  missingColumns: (names: string[]) => `Deze kolommen ontbreken: ${names.join(', ')}. Gebruik de kolomnamen van het voorbeeldbestand.`,
  cell: (row: number, column: string, message: string) => `Rij ${row}, kolom ${column}: ${message}`,
  date: 'dit is geen datum. Schrijf bijvoorbeeld 6-12-2026 of zo 13 december 2026.',
  time: 'dit is geen tijd. Schrijf bijvoorbeeld 10:00.',
  church: (choices: string[]) => `deze kerk kennen we niet. Schrijf de naam van de kerk of het dorp: ${listFormat.format(choices)}.`,
  churchAmbiguous: (typed: string, choices: string[]) => `"${typed}" past bij meer dan één kerk. Bedoelde u ${listFormat.format(choices)}?`,
  suggestion: (name: string) => `Bedoelde u ${name}?`,
  streamed: 'schrijf ja of nee.',
  duplicateInFile: (row: number, other: number) => `Rij ${row}: dezelfde kerk en tijd als rij ${other}.`,
  changedMeanwhile: (row: number) => `Rij ${row}: deze dienst is intussen door iemand anders gewijzigd en is niet bijgewerkt. Lees het rooster opnieuw in.`,
  pastDate: (row: number) => `Rij ${row}: let op, deze datum ligt in het verleden. De dienst wordt toch ingelezen.`,
  nothingToImport: 'Er zijn geen goede rijen om te importeren.',
} as const;

export const MAX_ROWS = 1000;
/** The header row may be any of the first this many rows. */
export const HEADER_WITHIN = 10;

/** One data row: its number as the spreadsheet shows it, and its cells by the field their column fills. */
export interface RawRow {
  row: number;
  cells: Partial<Record<RoosterField, Cell>>;
}

/** A read file: its data rows and the fields it has a column for. */
export interface Rooster {
  rows: RawRow[];
  columns: Set<RoosterField>;
}

/** The spreadsheet's rows as they stand, numbered from 1. */
type Grid = { row: number; cells: Cell[] }[];

const text = (cell: Cell | undefined) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).trim();
const fieldOf = new Map(ROOSTER_COLUMNS.map((c) => [normalName(c.header), c.field]));
const known = (cells: Cell[]) => cells.filter((cell) => fieldOf.has(normalName(text(cell)))).length;

/** The header row: of the first HEADER_WITHIN rows, the one with the most known column names. */
function findHeader(grid: Grid) {
  const top = grid.filter((r) => r.row <= HEADER_WITHIN);
  return top.reduce<(typeof top)[number] | undefined>((best, r) => (known(r.cells) > (best ? known(best.cells) : 0) ? r : best), undefined);
}

function readCsv(buffer: Buffer): Grid {
  const source = buffer.toString('utf8').replace(/^\uFEFF/, '');
  // The delimiter under which the header row is found best (Excel writes ';' in the Netherlands).
  const grids = [';', ',', '\t'].flatMap((delimiter) => {
    try {
      const records = parse(source, { delimiter, relax_column_count: true, trim: true }) as string[][];
      return [records.map((cells, index) => ({ row: index + 1, cells }))];
    } catch {
      return [];
    }
  });
  if (grids.length === 0) throw new Error('unreadable CSV');
  const score = (grid: Grid) => known(findHeader(grid)?.cells ?? []);
  return grids.reduce((best, grid) => (score(grid) > score(best) ? grid : best));
}

/** An Excel cell as a plain value: dates (cells formatted as a date) stay Dates, numbers numbers. */
function excelValue(cell: ExcelJS.Cell): Cell {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'object' && 'result' in v) return (v.result as Cell) ?? null;
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return cell.text;
}

async function readXlsx(buffer: Buffer): Promise<Grid> {
  // Loaded when a spreadsheet comes in (a few times a year), not at every start: the reader and its
  // zip libraries are a quarter of what the API loads.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const grid: Grid = [];
  workbook.worksheets[0]?.eachRow((row, number) => {
    const cells: Cell[] = [];
    row.eachCell((cell, col) => (cells[col - 1] = excelValue(cell)));
    grid.push({ row: number, cells: Array.from(cells, (c) => c ?? null) });
  });
  return grid;
}

/** An .xlsx file is a zip: it starts with "PK". */
const isZip = (buffer: Buffer) => buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b;

/** The file's rows under its header row, or a Dutch message why it cannot be read. */
export async function readRooster(buffer: Buffer): Promise<Rooster | { error: string }> {
  let grid: Grid;
  try {
    grid = isZip(buffer) ? await readXlsx(buffer) : readCsv(buffer);
  } catch {
    return { error: importMessages.unreadable };
  }
  if (!grid.some((r) => r.cells.some((c) => text(c) !== ''))) return { error: importMessages.empty };
  const header = findHeader(grid);
  const fields = (header?.cells ?? []).map((cell) => fieldOf.get(normalName(text(cell))));
  const columns = new Set(fields.filter((f): f is RoosterField => f !== undefined));
  const missing = ROOSTER_COLUMNS.slice(0, 3).filter((c) => !columns.has(c.field)).map((c) => c.header);
  if (missing.length > 0) return { error: importMessages.missingColumns(missing) };
  const rows = grid
    .filter((r) => r.row > header!.row && r.cells.some((c) => text(c) !== ''))
    .map(({ row, cells }) => ({ row, cells: Object.fromEntries(fields.flatMap((field, i) => (field ? [[field, cells[i] ?? null]] : []))) }));
  if (rows.length === 0) return { error: importMessages.empty };
  if (rows.length > MAX_ROWS) return { error: importMessages.tooMany(MAX_ROWS) };
  return { rows, columns };
}
