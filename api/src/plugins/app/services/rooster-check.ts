/**
 * Each rooster row checked (issue 16): the service read from it, a Dutch message per column, the
 * church matched (a guess shown as "Bedoelde u …?"), and what the import does with it: a new
 * service, an update of the service stored at the same church and time (naming the columns that
 * change), or nothing because it is the same. An empty cell, or a column the file lacks, keeps what
 * a stored service has. Two rows for the same church and time are a duplicate. Nothing here writes.
 */
import type { ImportRow as ImportRowShape } from '@kerk/kit/api-types';
import { ROOSTER_COLUMNS, type RoosterColumn, type RoosterField } from '@kerk/kit/content-types';
import { zonedDate } from '@kerk/kit/dates/calendar';

import { type Church, churchLabel, matchChurch } from './rooster-churches';
import { readDate, readTime } from './rooster-dates';
import { cellText } from './rooster-grid';
import { importMessages, type RawRow, type Rooster } from './service-import';
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
/** The columns read as they stand (not a day, a time or a church); for a stored service an empty cell keeps its value. */
const PLAIN = ROOSTER_COLUMNS.filter((c) => c.kind !== 'date' && c.kind !== 'time' && c.kind !== 'choice');
const headerOf: Record<string, string> = Object.fromEntries(ROOSTER_COLUMNS.map((c) => [c.field, c.header]));

/** A plain column's cell as its field's value, by kind; `invalid` when a yes/no cell says neither. */
function plainValue(kind: RoosterColumn['kind'], text: string): { value: string | string[] | boolean; invalid?: string } {
  if (kind === 'lines') return { value: text.split(/[;|]/).map((c) => c.trim()).filter(Boolean) };
  if (kind !== 'boolean') return { value: text };
  const word = text.toLowerCase();
  return { value: YES.includes(word), invalid: YES.includes(word) || NO.includes(word) ? undefined : importMessages.yesNo };
}

/** A row's cells read: the fields, the cells' own messages per field, and the church matched. */
function readRow(cells: RawRow['cells'], churches: Church[], today: string) {
  const text = (field: RoosterField) => cellText(cells[field]);
  const date = readDate(cells.date ?? null, today);
  const typedChurch = text('church');
  const match = matchChurch(typedChurch, churches);
  const church = match.kind === 'exact' || match.kind === 'guess' ? match.church : undefined;
  const fields = { date: date?.date ?? '', time: readTime(cells.time ?? null) ?? '', church: church?.slug ?? '' } as RowFields;
  const own: Record<string, string> = {};
  for (const { field, kind } of PLAIN) {
    const { value, invalid } = plainValue(kind, text(field));
    Object.assign(fields, { [field]: value });
    if (invalid) own[field] = invalid;
  }
  if (text('date') !== '' && !date) own.date = importMessages.date;
  else if (date?.wrongWeekday) own.date = date.wrongWeekday;
  if (text('time') !== '' && !fields.time) own.time = importMessages.time;
  if (match.kind === 'ambiguous') own.church = importMessages.churchAmbiguous(typedChurch, match.choices.map(churchLabel));
  else if (typedChurch !== '' && match.kind === 'unknown') own.church = importMessages.church(churches.map(churchLabel));
  const suggestion = match.kind === 'guess' ? importMessages.suggestion(match.church.name) : null;
  return { fields, own, typedChurch, churchName: church?.name ?? '', suggestion };
}

/** The row's fields over the stored service's: an empty cell keeps the stored value. */
function overStored(fields: RowFields, stored: StoredService, cells: RawRow['cells']) {
  const merged: RowFields = { ...fields };
  for (const { field } of PLAIN) if (cellText(cells[field]) === '') Object.assign(merged, { [field]: stored[field] });
  const changes = PLAIN.filter(({ field }) => JSON.stringify(merged[field]) !== JSON.stringify(stored[field])).map((c) => c.header);
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
