/**
 * Each rooster row checked (issue 16): the service read from it, a Dutch message per column, the
 * church matched (a guess shown as "Bedoelde u …?"), and what the import does with it: a new
 * service, an update of the service stored at the same church and time (naming the columns that
 * change), or nothing because it is the same. An empty cell, or a column the file lacks, keeps what
 * a stored service has. Two rows for the same church and time are a duplicate. Nothing here writes.
 */
import type { ImportRow as ImportRowShape } from '@kerk/kit/api-types';
import { zonedDate } from '@kerk/kit/dates/calendar';

import { type Church, churchLabel, matchChurch } from './rooster-churches';
import { type Cell, readDate, readTime } from './rooster-dates';
import { importMessages, type RawRow, ROOSTER_COLUMNS, type Rooster, type RoosterField } from './service-import';
import { checkService, type ServiceFields } from './service-rules';

/** A row's service: the type's fields, the day, time and church always there (empty when unread). */
type RowFields = ServiceFields & Required<Pick<ServiceFields, 'date' | 'time' | 'church'>>;

export type ImportRow = ImportRowShape & { service: RowFields & { startsAt: string | null; churchName: string } };

/** A stored service as a rooster row compares with it. */
export type StoredService = Required<Omit<ServiceFields, 'notes'>> & { id: number; version: number };

/** The key of a service by church and start, for the stored ones and the rows seen. */
export const serviceKey = (church: string, startsAt: string) => `${church}|${startsAt}`;

const YES = ['ja', 'j', 'yes', 'true', '1', 'x'];
const NO = ['nee', 'n', 'no', 'false', '0', ''];
/** The fields a row may leave empty; for a stored service an empty cell keeps its value. */
const OPTIONAL = ['preacher', 'season', 'collections', 'streamed', 'streamUrl', 'recordingUrl'] as const;
const headerOf: Record<string, string> = Object.fromEntries(ROOSTER_COLUMNS.map((c) => [c.field, c.header]));

const cellText = (cell: Cell | undefined) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).trim();

/** A row's cells read: the fields, the cells' own messages per field, and the church matched. */
function readRow(cells: RawRow['cells'], churches: Church[], today: string) {
  const text = (field: RoosterField) => cellText(cells[field]);
  const date = readDate(cells.date ?? null, today);
  const typedChurch = text('church');
  const match = matchChurch(typedChurch, churches);
  const church = match.kind === 'exact' || match.kind === 'guess' ? match.church : undefined;
  const streamed = text('streamed').toLowerCase();
  const fields: RowFields = {
    date: date?.date ?? '',
    time: readTime(cells.time ?? null) ?? '',
    church: church?.slug ?? '',
    preacher: text('preacher'),
    season: text('season'),
    collections: text('collections').split(/[;|]/).map((c) => c.trim()).filter(Boolean),
    streamed: YES.includes(streamed),
    streamUrl: text('streamUrl'),
    recordingUrl: text('recordingUrl'),
  };
  const own: Record<string, string> = {};
  if (text('date') !== '' && !date) own.date = importMessages.date;
  else if (date?.wrongWeekday) own.date = date.wrongWeekday;
  if (text('time') !== '' && !fields.time) own.time = importMessages.time;
  if (match.kind === 'ambiguous') own.church = importMessages.churchAmbiguous(typedChurch, match.choices.map(churchLabel));
  else if (typedChurch !== '' && match.kind === 'unknown') own.church = importMessages.church(churches.map(churchLabel));
  if (!YES.includes(streamed) && !NO.includes(streamed)) own.streamed = importMessages.streamed;
  const suggestion = match.kind === 'guess' ? importMessages.suggestion(match.church.name) : null;
  return { fields, own, typedChurch, churchName: church?.name ?? '', suggestion };
}

/** The row's fields over the stored service's: an empty cell keeps the stored value. */
function overStored(fields: RowFields, stored: StoredService, cells: RawRow['cells']) {
  const merged: RowFields = { ...fields };
  for (const field of OPTIONAL) if (cellText(cells[field]) === '') Object.assign(merged, { [field]: stored[field] });
  const changes = OPTIONAL.filter((field) => JSON.stringify(merged[field]) !== JSON.stringify(stored[field])).map((field) => headerOf[field]!);
  return { merged, changes };
}

/** "Rij 4, kolom Datum: …" per field; the rules' messages start lower case after the colon. */
function messages(row: number, rules: Record<string, string>, own: Record<string, string>): string[] {
  const lower = Object.fromEntries(Object.entries(rules).map(([field, m]) => [field, m.charAt(0).toLowerCase() + m.slice(1)]));
  return Object.entries({ ...lower, ...own }).map(([field, m]) => importMessages.cell(row, headerOf[field] ?? field, /[.?!]$/.test(m) ? m : `${m}.`));
}

/**
 * Each row checked against the churches, the clock (`now`: a year left out, a date in the past)
 * and the services `stored` at the rows' church and time (by {@link serviceKey}).
 */
export function checkRooster({ rows }: Rooster, churches: Church[], now: Date, stored: Map<string, StoredService>): ImportRow[] {
  const today = zonedDate(now);
  const options = { churches: churches.map((c) => c.slug), now, isNew: true, confirmPast: true };
  const seen = new Map<string, number>();
  return rows.map(({ row, cells }): ImportRow => {
    const read = readRow(cells, churches, today);
    const first = checkService(read.fields, options);
    const key = first.startsAt && read.fields.church ? serviceKey(read.fields.church, first.startsAt) : null;
    const existing = key ? stored.get(key) : undefined;
    const { merged, changes } = existing ? overStored(read.fields, existing, cells) : { merged: read.fields, changes: [] };
    const checked = existing ? checkService(merged, options) : first;
    const errors = messages(row, checked.errors, read.own);
    const ok = errors.length === 0 && key !== null;
    const other = ok ? seen.get(key) : undefined;
    if (ok && other === undefined) seen.set(key, row);
    const duplicate = other === undefined ? null : importMessages.duplicateInFile(row, other);
    const action = !ok || duplicate ? null : !existing ? 'new' : changes.length > 0 ? 'update' : 'same';
    const past = action === 'new' && new Date(checked.startsAt!).getTime() < now.getTime();
    return {
      row,
      service: { ...merged, startsAt: checked.startsAt, churchName: read.churchName },
      typedChurch: read.typedChurch,
      suggestion: read.suggestion,
      errors,
      duplicate,
      warning: past ? importMessages.pastDate(row) : null,
      action,
      changes: action === 'update' ? changes : [],
    };
  });
}
