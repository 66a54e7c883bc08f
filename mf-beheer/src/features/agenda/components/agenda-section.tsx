/**
 * "Agenda" (issue 16): the list (coming events and running series, or the earlier ones), an event's
 * form with its earlier versions, delete into the Prullenbak with "Ongedaan maken", and the
 * Prullenbak with restore.
 */
import { formatDate } from '@kerk/kit/dates';
import { useState } from 'react';

import { Button } from '@kerk/kit/design-system';

import { type Notice, Pager, RowActions } from '../../../lib/collection-panels';
import { CollectionSection } from '../../../lib/collection-section';
import { useChoiceOptions } from '../../../lib/content/choice-options';
import { CollectionForm } from '../../../lib/content/collection-form';
import { DataTable } from '../../../lib/data-table';
import { registrationsPath, RegistrationsLink } from '../../../lib/registrations-path';
import { agendaTexts } from '../../../texts';
import { type AdminEvent, eventsCollection } from '../api/agenda-api';
import { recurrenceBody, RecurrenceWidget } from './recurrence-widget';

const t = agendaTexts;

const when = (event: AdminEvent) => `${formatDate(event.startDate, 'dd D MMMM YYYY')} ${event.allDay ? t.allDay : event.startTime.replace(':', '.')}`;

function EventRows({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const [past, setPast] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = eventsCollection.useList({ past, page, pageSize: 20 });
  const [remove] = eventsCollection.useRemove();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const pages = data.meta ? Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize)) : 1;
  return (
    <>
      <p>
        <Button variant="ghost" aria-pressed={past} onClick={() => (setPast(!past), setPage(1))}>
          {past ? t.showUpcoming : t.showPast}
        </Button>
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

/** A new event starts in the evening, as most of the agenda's circles and meetings do. */
const DEFAULTS = { startTime: '20:00', endTime: '21:30', repeat: 'none' };
const WIDGETS = { recurrence: RecurrenceWidget };

function EventItemForm({ item, onSaved }: { item?: AdminEvent; onSaved: (text: string) => void }) {
  // A series takes sign-ups per occurrence: its link opens the section's list, where each one is.
  const to = item?.signups ? (item.repeat && item.repeat !== 'none' ? registrationsPath() : registrationsPath('event', item.id)) : null;
  return (
    <>
      {to ? <RegistrationsLink to={to} /> : null}
      <CollectionForm
        api={eventsCollection}
        item={item}
        defaults={DEFAULTS}
        options={useChoiceOptions()}
        widgets={WIDGETS}
        extraBody={recurrenceBody}
        onSaved={() => onSaved(t.form.saved)}
      />
    </>
  );
}

export function AgendaSection() {
  return <CollectionSection<AdminEvent> texts={t} api={eventsCollection} list={EventRows} form={EventItemForm} />;
}
