/**
 * "Kerken" (issue 16): the seven churches, each church's form with its earlier versions. The
 * churches are the fixed locations: no add and no delete, and the section says so.
 */
import { useState } from 'react';

import { type Notice, NoticeBar, RevisionsPanel } from '../../../lib/collection-panels';
import { DataTable } from '../../../lib/data-table';
import { churchesTexts } from '../../../texts';
import { useChurchRevisionsQuery, useGetAdminChurchQuery, useListAdminChurchesQuery, useRestoreChurchRevisionMutation } from '../api/churches-api';
import { ChurchForm } from './church-form';

const t = churchesTexts;

function ChurchList({ onEdit }: { onEdit: (id: number) => void }) {
  const { data, isLoading, isError } = useListAdminChurchesQuery();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  return (
    <DataTable columns={[t.columns.name, t.columns.address, t.columns.actions]}>
      {data.map((church) => (
        <tr key={church.id}>
          <td data-label={t.columns.name}>{church.name}</td>
          <td data-label={t.columns.address}>
            {church.address}, {church.zipcode} {church.city}
          </td>
          <td data-label={t.columns.actions}>
            <button type="button" onClick={() => onEdit(church.id)} aria-label={`${t.edit}: ${church.name} (${church.city})`}>
              {t.edit}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function EditChurch({ id, onDone }: { id: number; onDone: (notice: Notice) => void }) {
  const { data, isLoading, isError, refetch } = useGetAdminChurchQuery(id);
  const { data: revisions } = useChurchRevisionsQuery(id);
  const [restoreRevision] = useRestoreChurchRevisionMutation();
  const [key, setKey] = useState(0);
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const reload = () => void refetch().then(() => setKey((k) => k + 1));
  return (
    <>
      <ChurchForm key={`${data.version}-${key}`} church={data} onSaved={() => onDone({ text: t.form.saved })} onReload={reload} />
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

/** A church is never deleted, so a notice never offers "Ongedaan maken": its restore is never called. */
const noRestore = () => ({ unwrap: () => Promise.resolve(undefined) });

export function ChurchesSection() {
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = (id: number | null) => {
    setNotice(null);
    setEditing(id);
  };
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      <p>{t.fixed}</p>
      {editing !== null ? (
        <p>
          <button type="button" onClick={() => show(null)}>
            {t.back}
          </button>
        </p>
      ) : null}
      <NoticeBar notice={notice} restore={noRestore} restored={t.restored} onNotice={setNotice} />
      {editing === null ? (
        <ChurchList onEdit={show} />
      ) : (
        <EditChurch
          id={editing}
          onDone={(next) => {
            setNotice(next);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
