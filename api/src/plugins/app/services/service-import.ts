/**
 * Reading a rooster (a quarter's services from a spreadsheet) for the import (issue 16): CSV by
 * `csv-parse`, .xlsx by `exceljs`. One row per service under Dutch headers (ROOSTER_COLUMNS); dates
 * as Excel date cells or serial numbers, `7-12-2026`, `2026-12-07` or `zo 7 december 2026`; times as
 * `10:00`, `10.00` or Excel time cells; the church by name, village or slug. Every row answers the
 * service read from it, or a Dutch message per column ("Rij 4, kolom Datum: …"); duplicates (the
 * same church and time, in the file or already stored) are flagged. Nothing here writes.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

import { checkService, normalTime, type ServiceFields } from './service-rules';

/** The columns of a rooster: header, the field it fills, and an example. */
export const ROOSTER_COLUMNS = [
  { header: 'Datum', field: 'date', example: '7-12-2026' },
  { header: 'Tijd', field: 'time', example: '10:00' },
  { header: 'Kerk', field: 'church', example: 'Druten' },
  { header: 'Voorganger', field: 'preacher', example: 'ds. J. de Vries' },
  { header: 'Zondag of thema', field: 'season', example: 'Tweede Advent' },
  { header: 'Collectedoelen', field: 'collections', example: 'Kerk in Actie; Diaconie' },
  { header: 'Uitgezonden', field: 'streamed', example: 'ja' },
  { header: 'Link uitzending', field: 'streamUrl', example: 'https://kerkdienstgemist.nl/stations/1234' },
  { header: 'Link opname', field: 'recordingUrl', example: '' },
] as const;

/** The example rooster the editing app offers to download. */
export const exampleRooster = () =>
  `${ROOSTER_COLUMNS.map((c) => c.header).join(';')}\n${ROOSTER_COLUMNS.map((c) => (c.example.includes(';') ? `"${c.example}"` : c.example)).join(';')}\n`;

export const importMessages = {
  unreadable: 'Dit bestand kon niet worden gelezen. Kies een CSV-bestand of een Excel-bestand (.xlsx).',
  empty: 'Er staan geen diensten in dit bestand.',
  tooMany: (max: number) => `Er kunnen maximaal ${max} diensten tegelijk worden ingelezen.`,
  missingColumns: (names: string[]) => `Deze kolommen ontbreken: ${names.join(', ')}. Gebruik de kolomnamen van het voorbeeldbestand.`,
  cell: (row: number, column: string, message: string) => `Rij ${row}, kolom ${column}: ${message}`,
  date: 'dit is geen datum. Schrijf bijvoorbeeld 7-12-2026 of zo 7 december 2026.',
  time: 'dit is geen tijd. Schrijf bijvoorbeeld 10:00.',
  church: 'deze kerk kennen we niet. Schrijf de naam van de kerk of het dorp.',
  streamed: 'schrijf ja of nee.',
  duplicateInFile: (row: number, other: number) => `Rij ${row}: dezelfde kerk en tijd als rij ${other}.`,
  duplicateStored: (row: number) => `Rij ${row}: op deze tijd staat in deze kerk al een dienst.`,
  pastDate: (row: number) => `Rij ${row}: let op, deze datum ligt in het verleden. De dienst wordt toch ingelezen.`,
  nothingToImport: 'Er zijn geen goede rijen om te importeren.',
} as const;

export const MAX_ROWS = 1000;

type Cell = string | number | Date | boolean | null;

/** Header → cell, per data row; row numbers as the spreadsheet shows them (the header is row 1). */
interface RawRow {
  row: number;
  cells: Record<string, Cell>;
}

export interface ImportRow {
  row: number;
  /** The service read from the row (also when it has errors, as far as it could be read). */
  service: ServiceFields & { date: string; time: string; church: string; startsAt: string | null; churchName: string };
  /** Dutch messages, "Rij 4, kolom Datum: …". */
  errors: string[];
  /** Set when the row repeats another (in the file or stored): it is not imported. */
  duplicate: string | null;
  /** Set when the date lies in the past: it is imported all the same (a warning, not a refusal). */
  warning: string | null;
}

const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
};

/** Days since 1899-12-30 (Excel's serial numbers, the 1900 leap-year bug included) → the day. */
const fromSerial = (serial: number) => new Date(Math.round((serial - 25569) * 86400_000));

/** A cell → `YYYY-MM-DD`, or null. Date cells hold the calendar day at UTC midnight. */
export function readDate(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (typeof cell === 'number') return cell > 0 && cell < 100_000 ? readDate(fromSerial(Math.floor(cell))) : null;
  const text = String(cell ?? '').trim().toLowerCase();
  let match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  if (/^\d+(\.\d+)?$/.test(text)) return readDate(Number(text));
  // "zo 7 december 2026", "zondag 7 dec. 2026", "7 december 2026"
  match = /^(?:[a-z]+\.?,?\s+)?(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.findIndex((name) => name === match![2] || (match![2]!.length >= 3 && name.startsWith(match![2]!)));
    return month >= 0 ? isoDay(Number(match[3]), month + 1, Number(match[1])) : null;
  }
  return null;
}

/** A cell → `HH:MM`, or null. Time cells are a Date on 1899-12-30 (UTC), or a fraction of a day. */
export function readTime(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
  if (typeof cell === 'number') {
    if (cell < 0 || cell >= 1) return null;
    const minutes = Math.round(cell * 24 * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  return normalTime(String(cell ?? '').replace(/\s*uur$/i, ''));
}

const text = (cell: Cell) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).trim();

function readCsv(buffer: Buffer): RawRow[] {
  const source = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records = parse(source, { delimiter, columns: (header: string[]) => header.map((h) => h.trim()), skip_empty_lines: true, relax_column_count: true, trim: true }) as Record<string, string>[];
  return records.map((cells, index) => ({ row: index + 2, cells }));
}

async function readXlsx(buffer: Buffer): Promise<RawRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const value = (cell: ExcelJS.Cell): Cell => {
    const v = cell.value;
    if (v === null || v === undefined) return null;
    if (v instanceof Date || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'object' && 'result' in v) return (v.result as Cell) ?? null;
    if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
    if (typeof v === 'object' && 'text' in v) return String(v.text);
    return cell.text;
  };
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => (headers[col] = text(value(cell))));
  const rows: RawRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: Record<string, Cell> = {};
    row.eachCell((cell, col) => {
      if (headers[col]) cells[headers[col]!] = value(cell);
    });
    if (Object.values(cells).some((c) => text(c) !== '')) rows.push({ row: number, cells });
  });
  return rows;
}

/** An .xlsx file is a zip: it starts with "PK". */
const isZip = (buffer: Buffer) => buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b;

/** The file's rows, or a Dutch message why it cannot be read. */
export async function readRooster(buffer: Buffer): Promise<{ rows: RawRow[] } | { error: string }> {
  let rows: RawRow[];
  try {
    rows = isZip(buffer) ? await readXlsx(buffer) : readCsv(buffer);
  } catch {
    return { error: importMessages.unreadable };
  }
  if (rows.length === 0) return { error: importMessages.empty };
  if (rows.length > MAX_ROWS) return { error: importMessages.tooMany(MAX_ROWS) };
  const headers = new Set(rows.flatMap((r) => Object.keys(r.cells)).map((h) => h.toLowerCase()));
  const missing = ROOSTER_COLUMNS.slice(0, 3).filter((c) => !headers.has(c.header.toLowerCase())).map((c) => c.header);
  if (missing.length > 0) return { error: importMessages.missingColumns(missing) };
  return { rows };
}

export interface Church {
  slug: string;
  name: string;
  city: string;
}

const YES = ['ja', 'j', 'yes', 'true', '1', 'x'];
const NO = ['nee', 'n', 'no', 'false', '0', ''];

/**
 * Each row checked: the service read, the Dutch messages per column, duplicates flagged.
 * `stored` answers which of the `church|startsAt` keys already have a service.
 */
export function checkRooster(rows: RawRow[], churches: Church[], now: Date, stored: Set<string>): ImportRow[] {
  const byName = new Map<string, Church>();
  for (const church of churches) for (const key of [church.slug, church.name, church.city]) byName.set(key.trim().toLowerCase(), church);
  const columnOf = Object.fromEntries(ROOSTER_COLUMNS.map((c) => [c.field, c.header]));
  const seen = new Map<string, number>();

  return rows.map(({ row, cells }) => {
    const cell = (header: string): Cell => {
      const key = Object.keys(cells).find((k) => k.toLowerCase() === header.toLowerCase());
      return key === undefined ? null : (cells[key] ?? null);
    };
    const errors: string[] = [];
    const rawDate = cell('Datum');
    const rawTime = cell('Tijd');
    const rawChurch = text(cell('Kerk'));
    const rawStreamed = text(cell('Uitgezonden')).toLowerCase();
    const church = byName.get(rawChurch.toLowerCase());
    const fields = {
      date: readDate(rawDate) ?? '',
      time: readTime(rawTime) ?? '',
      church: church?.slug ?? '',
      preacher: text(cell('Voorganger')),
      season: text(cell('Zondag of thema')),
      collections: text(cell('Collectedoelen')).split(/[;|]/).map((c) => c.trim()).filter(Boolean),
      streamed: YES.includes(rawStreamed),
      streamUrl: text(cell('Link uitzending')),
      recordingUrl: text(cell('Link opname')),
    };
    // What the cells themselves say, before the rules of one service.
    const own: Record<string, string> = {};
    if (text(rawDate) !== '' && !fields.date) own.date = importMessages.date;
    if (text(rawTime) !== '' && !fields.time) own.time = importMessages.time;
    if (rawChurch !== '' && !church) own.church = importMessages.church;
    if (!YES.includes(rawStreamed) && !NO.includes(rawStreamed)) own.streamed = importMessages.streamed;
    const checked = checkService(fields, { churches: churches.map((c) => c.slug), now, isNew: true, confirmPast: true });
    const all = { ...checked.errors, ...own };
    for (const [field, message] of Object.entries(all)) {
      const lower = message.charAt(0).toLowerCase() + message.slice(1);
      errors.push(importMessages.cell(row, columnOf[field] ?? field, lower.replace(/\.$/, '') + '.'));
    }
    let duplicate: string | null = null;
    if (checked.startsAt && errors.length === 0) {
      const key = `${fields.church}|${checked.startsAt}`;
      const other = seen.get(key);
      if (other !== undefined) duplicate = importMessages.duplicateInFile(row, other);
      else if (stored.has(key)) duplicate = importMessages.duplicateStored(row);
      if (other === undefined) seen.set(key, row);
    }
    const past = checked.startsAt !== null && errors.length === 0 && new Date(checked.startsAt).getTime() < now.getTime();
    return { row, service: { ...fields, startsAt: checked.startsAt, churchName: church?.name ?? '' }, errors, duplicate, warning: past ? importMessages.pastDate(row) : null };
  });
}
