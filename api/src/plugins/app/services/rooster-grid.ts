/**
 * A rooster file as a grid of cells (issue 16): CSV by `csv-parse` (its bytes decoded by
 * ./rooster-text), .xlsx by `exceljs`, and the header row: the one of the first HEADER_WITHIN rows
 * with the most known column names (ROOSTER_COLUMNS, from the kit's `serviceType`), so a title above
 * it is fine.
 */
import { ROOSTER_COLUMNS, type RoosterField } from '@kerk/kit/content-types';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';

import { normalName } from './rooster-churches';
import type { Cell } from './rooster-dates';
import { roosterText } from './rooster-text';

/** The header row may be any of the first this many rows. */
export const HEADER_WITHIN = 10;

/** The spreadsheet's rows as they stand, numbered from 1. */
export type Grid = { row: number; cells: Cell[] }[];

/** Why a file gives no grid: not a spreadsheet, or text in no encoding a rooster comes in. */
export class GridError extends Error {
  constructor(readonly reason: 'unreadable' | 'encoding') {
    super(`rooster file: ${reason}`);
  }
}

export const cellText = (cell: Cell | undefined) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).trim();

const fieldOf = new Map(ROOSTER_COLUMNS.flatMap((c) => c.names.map((name) => [normalName(name), c.field] as const)));

/** The field a header cell names, if any. */
export const fieldNamed = (cell: Cell | undefined): RoosterField | undefined => fieldOf.get(normalName(cellText(cell)));

const known = (cells: Cell[]) => cells.filter((cell) => fieldNamed(cell) !== undefined).length;

/** The header row: of the first HEADER_WITHIN rows, the one with the most known column names. */
export function findHeader(grid: Grid) {
  const top = grid.filter((r) => r.row <= HEADER_WITHIN);
  return top.reduce<(typeof top)[number] | undefined>((best, r) => (known(r.cells) > (best ? known(best.cells) : 0) ? r : best), undefined);
}

function readCsv(buffer: Buffer): Grid {
  const source = roosterText(buffer);
  if (source === null) throw new GridError('encoding');
  // The delimiter under which the header row is found best (Excel writes ';' in the Netherlands).
  const grids = [';', ',', '\t'].flatMap((delimiter) => {
    try {
      const records = parse(source, { delimiter, relax_column_count: true, trim: true }) as string[][];
      return [records.map((cells, index) => ({ row: index + 1, cells }))];
    } catch {
      return [];
    }
  });
  if (grids.length === 0) throw new GridError('unreadable');
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

/** The file's grid; throws a GridError when it has none. */
export async function readGrid(buffer: Buffer): Promise<Grid> {
  try {
    return isZip(buffer) ? await readXlsx(buffer) : readCsv(buffer);
  } catch (error) {
    throw error instanceof GridError ? error : new GridError('unreadable');
  }
}
