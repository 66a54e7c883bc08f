/**
 * "Agenda" (issue 16): the list (coming events and running series, or the earlier ones), an event's
 * form with its earlier versions, delete into the Prullenbak with "Ongedaan maken", and the
 * Prullenbak with restore.
 */
import { formatDate } from '@kerk/kit/dates';
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

import { type Notice, NoticeBar, RevisionsPanel, TrashPanel } from '../../../lib/collection-panels';
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

type View = { name: 'list' } | { name: 'new' } | { name: 'edit'; id: number } | { name: 'trash' };

const when = (event: AdminEvent) => `${formatDate(event.startDate, 'dd D MMMM YYYY')} ${event.allDay ? t.allDay : event.startTime.replace(':', '.')}`;

function EventRows({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const [past, setPast] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useListAdminEventsQuery({ past, page });
  const [remove] = useDeleteEventMutation();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const pages = Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize));
  const fail = (error: unknown) => onNotice({ text: (error as ApiError).message });
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
                <button type="button" onClick={() => onEdit(event.id)} aria-label={`${t.edit}: ${event.title}`}>
                  {t.edit}
                </button>{' '}
                <button type="button" aria-label={`${t.remove}: ${event.title}`} onClick={() => remove(event.id).unwrap().then(({ trashId }) => onNotice({ text: t.removed, undoTrashId: trashId }), fail)}>
                  {t.remove}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {pages > 1 ? (
        <p>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </button>{' '}
          {page} / {pages}{' '}
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </button>
        </p>
      ) : null}
    </>
  );
}

function EditEvent({ id, onDone }: { id: number; onDone: (notice: Notice) => void }) {
  const { data, isLoading, isError, refetch } = useGetAdminEventQuery(id);
  const { data: revisions } = useEventRevisionsQuery(id);
  const [restoreRevision] = useRestoreEventRevisionMutation();
  const [key, setKey] = useState(0);
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const reload = () => void refetch().then(() => setKey((k) => k + 1));
  return (
    <>
      <EventForm key={`${data.version}-${key}`} event={data} onSaved={() => onDone({ text: t.form.saved })} onReload={reload} />
      <RevisionsPanel
        revisions={revisions}
        version={data.version}
        restore={(revisionId) => restoreRevision({ id, revisionId, version: data.version })}
        restored={t.restored}
        onRestored={(text) => onDone({ text })}
      />
    </>
  );
}

function EventTrash({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const query = useEventTrashQuery();
  const [restore] = useRestoreEventMutation();
  return <TrashPanel query={query} restore={restore} thing={t.thing} things={t.things} restored={t.restored} loadError={t.loadError} onNotice={onNotice} />;
}

export function AgendaSection() {
  const [view, setView] = useState<View>({ name: 'list' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [restore] = useRestoreEventMutation();
  const show = (next: View) => {
    setNotice(null);
    setView(next);
  };
  const done = (next: Notice) => {
    setNotice(next);
    setView({ name: 'list' });
  };
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      <p>
        {view.name === 'list' ? (
          <>
            <button type="button" onClick={() => show({ name: 'new' })}>
              {t.add}
            </button>{' '}
            <button type="button" onClick={() => show({ name: 'trash' })}>
              {t.trash}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => show({ name: 'list' })}>
            {t.back}
          </button>
        )}
      </p>
      <NoticeBar notice={notice} restore={restore} restored={t.restored} onNotice={setNotice} />
      {view.name === 'list' ? <EventRows onEdit={(id) => show({ name: 'edit', id })} onNotice={setNotice} /> : null}
      {view.name === 'new' ? <EventForm onSaved={() => done({ text: t.form.saved })} onReload={() => show({ name: 'list' })} /> : null}
      {view.name === 'edit' ? <EditEvent id={view.id} onDone={done} /> : null}
      {view.name === 'trash' ? <EventTrash onNotice={setNotice} /> : null}
    </section>
  );
}
