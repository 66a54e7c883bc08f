/**
 * "Agenda" (issue 16): the list (coming events and running series, or the earlier ones), an event's
 * form with its earlier versions, delete into the Prullenbak with "Ongedaan maken", and the
 * Prullenbak with restore.
 */
import { formatDate } from '@kerk/kit/dates';
import { useState } from 'react';

import { type Notice, Pager, RowActions } from '../../../lib/collection-panels';
import { CollectionSection } from '../../../lib/collection-section';
import { DataTable } from '../../../lib/data-table';
import { agendaTexts } from '../../../texts';
import {
  type AdminEvent,
  useDeleteEventMutation,
  useEventRevisionsQuery,
  useEventTrashQuery,
  useGetAdminEventQuery,
  useListAdminEventsQuery,
  useRestoreEventMutation,
  useRestoreEventRevisionMutation,
} from '../api/agenda-api';
import { EventForm } from './event-form';

const t = agendaTexts;

const when = (event: AdminEvent) => `${formatDate(event.startDate, 'dd D MMMM YYYY')} ${event.allDay ? t.allDay : event.startTime.replace(':', '.')}`;

function EventRows({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const [past, setPast] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useListAdminEventsQuery({ past, page });
  const [remove] = useDeleteEventMutation();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const pages = Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize));
  return (
    <>
      <p>
        <button type="button" aria-pressed={past} onClick={() => (setPast(!past), setPage(1))}>
          {past ? t.showUpcoming : t.showPast}
        </button>
      </p>
      {data.data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <DataTable columns={[t.columns.when, t.columns.title, t.columns.place, t.columns.repeat, t.columns.actions]}>
          {data.data.map((event) => (
            <tr key={event.id}>
              <td data-label={t.columns.when}>{when(event)}</td>
              <td data-label={t.columns.title}>{event.title}</td>
              <td data-label={t.columns.place}>{event.placeName}</td>
              <td data-label={t.columns.repeat}>{event.recurrence || t.once}</td>
              <td data-label={t.columns.actions}>
                <RowActions name={event.title} labels={t} onEdit={() => onEdit(event.id)} remove={() => remove(event.id)} onNotice={onNotice} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

function EventItemForm({ item, onSaved, onReload }: { item?: AdminEvent; onSaved: (text: string) => void; onReload: () => void }) {
  return <EventForm event={item} onSaved={() => onSaved(t.form.saved)} onReload={onReload} />;
}

export function AgendaSection() {
  return (
    <CollectionSection<AdminEvent>
      texts={t}
      list={EventRows}
      form={EventItemForm}
      useItem={useGetAdminEventQuery}
      useRevisions={useEventRevisionsQuery}
      useRestoreRevision={useRestoreEventRevisionMutation}
      useTrash={useEventTrashQuery}
      useRestore={useRestoreEventMutation}
    />
  );
}
