/**
 * The preview of a rooster import, one table row per rooster row: the service as read (its date
 * DD-MM-YYYY, the church as matched, and what was typed when that differs) and what happens with it.
 * A row with an error stands out by a coloured edge, an icon and the word "Fout"; a guessed church
 * ("Bedoelde u Open Hof?") or a date in the past has a warning icon; the others say "Nieuw",
 * "Wordt bijgewerkt" (with the columns that change) or "Staat er al, ongewijzigd". On a phone the
 * table's rows are stacked cards (DataTable), so nothing scrolls sideways. Above the table: the
 * file's columns that are not read ("Kolom 'Koster' wordt niet gelezen.") and the rows without date
 * and church skipped as notes.
 */
import { css, type Theme } from '@emotion/react';
import { formatDate } from '@kerk/kit/dates';
import { CheckIcon, ErrorIcon, InfoIcon, WarningIcon } from '@kerk/kit/design-system';
import type { ReactNode } from 'react';

import { DataTable } from '../../../lib/data-table';
import { servicesTexts } from '../../../texts';
import type { ImportAnswer, ImportRow } from '../api/services-api';

const t = servicesTexts.importView;

type Status = 'error' | 'new' | 'update' | 'same';

const statusOf = (row: ImportRow): Status => (row.errors.length > 0 || row.duplicate || !row.action ? 'error' : row.action);

const edge = (t: Theme, status: Status) => ({ error: t.colors.danger, new: t.colors.success, update: t.colors.primary, same: t.colors.border })[status];

const rowStyle = (status: Status) => (th: Theme) => css`
  border-left: 6px solid ${edge(th, status)};
  ${status === 'error' ? `background: ${th.colors.surfaceAlt};` : ''}
  td { overflow-wrap: anywhere; }
  td:first-of-type { padding-left: ${th.space(2)}; }
`;

const line = (th: Theme) => css`
  display: flex;
  gap: ${th.space(2)};
  align-items: flex-start;
  margin: 0 0 ${th.space(1)};
  svg { flex: none; margin-top: 0.1em; }
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

function Line({ icon, children, danger }: { icon: ReactNode; children: ReactNode; danger?: boolean }) {
  return <li css={(th) => [line(th), danger ? css`color: ${th.colors.danger}; font-weight: 600;` : null]}>{icon}<span>{children}</span></li>;
}

/** What happens with the row: the label with its icon, then every message with its own. */
function Result({ row, status }: { row: ImportRow; status: Status }) {
  const label = status === 'update' && row.changes.length > 0 ? `${t.status.update}: ${row.changes.join(', ')}` : t.status[status];
  const icon = { error: <ErrorIcon size={20} />, new: <CheckIcon size={20} />, update: <CheckIcon size={20} />, same: <InfoIcon size={20} /> }[status];
  const notes = [row.suggestion, row.warning].filter((note): note is string => !!note);
  return (
    <ul css={list}>
      <Line icon={icon} danger={status === 'error'}>
        <strong>{label}</strong>
      </Line>
      {[...row.errors, ...(row.duplicate ? [row.duplicate] : [])].map((message) => (
        <Line key={message} icon={<ErrorIcon size={20} />}>{message}</Line>
      ))}
      {notes.map((note) => (
        <Line key={note} icon={<WarningIcon size={20} />}>{note}</Line>
      ))}
    </ul>
  );
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The service as read: date and time, the church (and what was typed when that differs), the preacher. */
function Service({ service, typedChurch }: Pick<ImportRow, 'service' | 'typedChurch'>) {
  const when = [formatDate(service.date), service.time.replace(':', '.')].filter(Boolean).join(' ');
  const church = service.churchName || typedChurch;
  return (
    <>
      {[when, church, service.preacher].filter(Boolean).join(' · ')}
      {typedChurch && service.churchName && !same(typedChurch, service.churchName) ? <small css={css`display: block;`}>{t.typed(typedChurch)}</small> : null}
    </>
  );
}

/** What the file holds that is not read: its other columns, and the rows skipped as notes. */
function FileNotes({ answer }: { answer: ImportAnswer }) {
  const notes = [...answer.unreadColumns.map((name) => t.unreadColumn(name)), ...(answer.skippedRows.length > 0 ? [t.skipped(answer.skippedRows)] : [])];
  if (notes.length === 0) return null;
  return (
    <ul css={list} aria-label={t.fileNotes}>
      {notes.map((note) => (
        <Line key={note} icon={<InfoIcon size={20} />}>{note}</Line>
      ))}
    </ul>
  );
}

export function RoosterPreview({ answer }: { answer: ImportAnswer }) {
  return (
    <>
      <FileNotes answer={answer} />
      <DataTable columns={[t.columnsPreview.row, t.columnsPreview.service, t.columnsPreview.result]}>
        {answer.rows.map((row) => {
          const status = statusOf(row);
          return (
            <tr key={row.row} data-status={status} css={rowStyle(status)}>
              <td data-label={t.columnsPreview.row}>{row.row}</td>
              <td data-label={t.columnsPreview.service}>
                <Service service={row.service} typedChurch={row.typedChurch} />
              </td>
              <td data-label={t.columnsPreview.result}>
                <Result row={row} status={status} />
              </td>
            </tr>
          );
        })}
      </DataTable>
    </>
  );
}
