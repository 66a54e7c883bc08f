/**
 * "Kerkdiensten" (issue 16): the list (upcoming, or the earlier ones), a service's form with its
 * earlier versions, "Dienst kopiëren", delete into the Prullenbak with "Ongedaan maken", the
 * Prullenbak with restore, and the rooster import (file → preview per row → "Importeren").
 */
import { formatDate } from '@kerk/kit/dates';
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

import { type Notice, NoticeBar, RevisionsPanel, TrashPanel } from '../../../lib/collection-panels';
import { DataTable } from '../../../lib/data-table';
import { servicesTexts } from '../../../texts';
import {
  type AdminService,
  useCopyServiceMutation,
  useDeleteServiceMutation,
  useGetAdminServiceQuery,
  useListAdminServicesQuery,
  useRestoreServiceMutation,
  useRestoreServiceRevisionMutation,
  useServiceRevisionsQuery,
  useServiceTrashQuery,
} from '../api/services-api';
import { RoosterImport } from './rooster-import';
import { ServiceForm } from './service-form';

const t = servicesTexts;

type View = { name: 'list' } | { name: 'new' } | { name: 'edit'; id: number } | { name: 'trash' } | { name: 'import' };

const when = (service: AdminService) => `${formatDate(service.date, 'dd D MMMM YYYY')} ${service.time.replace(':', '.')}`;

function ServiceList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const [past, setPast] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useListAdminServicesQuery({ past, page });
  const [copy] = useCopyServiceMutation();
  const [remove] = useDeleteServiceMutation();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const pages = Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize));
  const fail = (error: unknown) => onNotice({ text: (error as ApiError).message });
  return (
    <>
      <p>
        <button
          type="button"
          aria-pressed={past}
          onClick={() => {
            setPast(!past);
            setPage(1);
          }}
        >
          {past ? t.showUpcoming : t.showPast}
        </button>
      </p>
      {data.data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <DataTable columns={[t.columns.when, t.columns.church, t.columns.preacher, t.columns.streamed, t.columns.actions]}>
          {data.data.map((service) => (
            <tr key={service.id}>
              <td data-label={t.columns.when}>{when(service)}</td>
              <td data-label={t.columns.church}>{service.churchName}</td>
              <td data-label={t.columns.preacher}>{service.preacher}</td>
              <td data-label={t.columns.streamed}>{service.streamed ? t.yes : t.no}</td>
              <td data-label={t.columns.actions}>
                <button type="button" onClick={() => onEdit(service.id)} aria-label={`${t.edit}: ${service.churchName} ${when(service)}`}>
                  {t.edit}
                </button>{' '}
                <button
                  type="button"
                  aria-label={`${t.copy}: ${service.churchName} ${when(service)}`}
                  onClick={() =>
                    copy(service.id)
                      .unwrap()
                      .then((copied) => onNotice({ text: t.copied(formatDate(copied.date, 'dd D MMMM YYYY')) }), fail)
                  }
                >
                  {t.copy}
                </button>{' '}
                <button
                  type="button"
                  aria-label={`${t.remove}: ${service.churchName} ${when(service)}`}
                  onClick={() =>
                    remove(service.id)
                      .unwrap()
                      .then(({ trashId }) => onNotice({ text: t.removed, undoTrashId: trashId }), fail)
                  }
                >
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

function EditService({ id, onDone }: { id: number; onDone: (notice: Notice) => void }) {
  const { data, isLoading, isError, refetch } = useGetAdminServiceQuery(id);
  const { data: revisions } = useServiceRevisionsQuery(id);
  const [restoreRevision] = useRestoreServiceRevisionMutation();
  const [key, setKey] = useState(0);
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const reload = () => void refetch().then(() => setKey((k) => k + 1));
  return (
    <>
      <ServiceForm key={`${data.version}-${key}`} service={data} onSaved={() => onDone({ text: t.form.saved })} onReload={reload} />
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

function ServiceTrash({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const query = useServiceTrashQuery();
  const [restore] = useRestoreServiceMutation();
  return <TrashPanel query={query} restore={restore} thing={t.thing} things={t.things} restored={t.restored} loadError={t.loadError} onNotice={onNotice} />;
}

export function ServicesSection() {
  const [view, setView] = useState<View>({ name: 'list' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [restore] = useRestoreServiceMutation();
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
            <button type="button" onClick={() => show({ name: 'import' })}>
              {t.import}
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
      {view.name === 'list' ? <ServiceList onEdit={(id) => show({ name: 'edit', id })} onNotice={setNotice} /> : null}
      {view.name === 'new' ? <ServiceForm onSaved={() => done({ text: t.form.saved })} onReload={() => show({ name: 'list' })} /> : null}
      {view.name === 'edit' ? <EditService id={view.id} onDone={done} /> : null}
      {view.name === 'trash' ? <ServiceTrash onNotice={setNotice} /> : null}
      {view.name === 'import' ? <RoosterImport onDone={(text) => done({ text })} /> : null}
    </section>
  );
}
