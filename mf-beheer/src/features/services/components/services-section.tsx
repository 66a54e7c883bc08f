/**
 * "Kerkdiensten" (issue 16): the list (upcoming, or the earlier ones), a service's form with its
 * earlier versions, "Dienst kopiëren", delete into the Prullenbak with "Ongedaan maken", the
 * Prullenbak with restore, and the rooster import (file → preview per row → "Importeren").
 */
import { formatDate, formatDateTime } from '@kerk/kit/dates';
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

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

/** A message after an action, with "Ongedaan maken" for a delete. */
interface Notice {
  text: string;
  undoTrashId?: number;
}

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

function Revisions({ service, onRestored }: { service: AdminService; onRestored: (text: string) => void }) {
  const { data } = useServiceRevisionsQuery(service.id);
  const [restore] = useRestoreServiceRevisionMutation();
  if (!data || data.length < 2) return null;
  return (
    <section aria-labelledby="dienst-versies">
      <h4 id="dienst-versies">{t.revisions.title}</h4>
      <DataTable columns={[t.revisions.columns.version, t.revisions.columns.when, t.revisions.columns.by, t.revisions.columns.actions]}>
        {data.map((revision) => (
          <tr key={revision.id}>
            <td data-label={t.revisions.columns.version}>{revision.version}</td>
            <td data-label={t.revisions.columns.when}>{formatDateTime(revision.createdAt)}</td>
            <td data-label={t.revisions.columns.by}>{revision.createdBy}</td>
            <td data-label={t.revisions.columns.actions}>
              {revision.version === service.version ? null : (
                <button
                  type="button"
                  onClick={() =>
                    restore({ id: service.id, revisionId: revision.id, version: service.version })
                      .unwrap()
                      .then(
                        () => onRestored(t.restored),
                        (error: unknown) => onRestored((error as ApiError).message),
                      )
                  }
                >
                  {t.revisions.restore}
                </button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function EditService({ id, onDone }: { id: number; onDone: (notice: Notice) => void }) {
  const { data, isLoading, isError, refetch } = useGetAdminServiceQuery(id);
  const [key, setKey] = useState(0);
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const reload = () => void refetch().then(() => setKey((k) => k + 1));
  return (
    <>
      <ServiceForm key={`${data.version}-${key}`} service={data} onSaved={() => onDone({ text: t.form.saved })} onReload={reload} />
      <Revisions service={data} onRestored={(text) => onDone({ text })} />
    </>
  );
}

function Trash({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { data, isLoading, isError } = useServiceTrashQuery();
  const [restore] = useRestoreServiceMutation();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  return (
    <section aria-labelledby="prullenbak-titel">
      <h3 id="prullenbak-titel">{t.trashView.title}</h3>
      <p>{t.trashView.intro}</p>
      {data.length === 0 ? (
        <p>{t.trashView.empty}</p>
      ) : (
        <DataTable columns={[t.trashView.columns.what, t.trashView.columns.deleted, t.trashView.columns.by, t.trashView.columns.until, t.trashView.columns.actions]}>
          {data.map((item) => (
            <tr key={item.id}>
              <td data-label={t.trashView.columns.what}>{item.title}</td>
              <td data-label={t.trashView.columns.deleted}>{formatDateTime(item.deletedAt)}</td>
              <td data-label={t.trashView.columns.by}>{item.deletedBy}</td>
              <td data-label={t.trashView.columns.until}>{formatDate(item.expiresAt)}</td>
              <td data-label={t.trashView.columns.actions}>
                <button
                  type="button"
                  aria-label={`${t.trashView.restore}: ${item.title}`}
                  onClick={() =>
                    restore(item.id)
                      .unwrap()
                      .then(
                        () => onNotice({ text: t.restored }),
                        (error: unknown) => onNotice({ text: (error as ApiError).message }),
                      )
                  }
                >
                  {t.trashView.restore}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
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
      <div role="status">
        {notice ? (
          <p>
            {notice.text}{' '}
            {notice.undoTrashId ? (
              <button
                type="button"
                onClick={() =>
                  restore(notice.undoTrashId!)
                    .unwrap()
                    .then(
                      () => setNotice({ text: t.restored }),
                      (error: unknown) => setNotice({ text: (error as ApiError).message }),
                    )
                }
              >
                {t.undo}
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      {view.name === 'list' ? <ServiceList onEdit={(id) => show({ name: 'edit', id })} onNotice={setNotice} /> : null}
      {view.name === 'new' ? <ServiceForm onSaved={() => done({ text: t.form.saved })} onReload={() => show({ name: 'list' })} /> : null}
      {view.name === 'edit' ? <EditService id={view.id} onDone={done} /> : null}
      {view.name === 'trash' ? <Trash onNotice={setNotice} /> : null}
      {view.name === 'import' ? <RoosterImport onDone={(text) => done({ text })} /> : null}
    </section>
  );
}
