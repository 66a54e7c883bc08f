/**
 * "Pastoraal team" (issue 16): the team in the site's order, a member's form with its earlier
 * versions, delete into the Prullenbak with "Ongedaan maken", and the Prullenbak with restore.
 */
import type { ApiError } from '@kerk/kit/http';
import { locationName } from '@kerk/kit/texts';
import { useState } from 'react';

import { type Notice, NoticeBar, RevisionsPanel, TrashPanel } from '../../../lib/collection-panels';
import { DataTable } from '../../../lib/data-table';
import { pastorsTexts } from '../../../texts';
import {
  useDeletePastorMutation,
  useGetAdminPastorQuery,
  useListAdminPastorsQuery,
  usePastorRevisionsQuery,
  usePastorTrashQuery,
  useRestorePastorMutation,
  useRestorePastorRevisionMutation,
} from '../api/pastors-api';
import { PastorForm } from './pastor-form';

const t = pastorsTexts;

type View = { name: 'list' } | { name: 'new' } | { name: 'edit'; id: number } | { name: 'trash' };

function PastorList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const { data, isLoading, isError } = useListAdminPastorsQuery();
  const [remove] = useDeletePastorMutation();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  if (data.length === 0) return <p>{t.empty}</p>;
  const fail = (error: unknown) => onNotice({ text: (error as ApiError).message });
  return (
    <DataTable columns={[t.columns.name, t.columns.role, t.columns.areas, t.columns.order, t.columns.actions]}>
      {data.map((pastor) => (
        <tr key={pastor.id}>
          <td data-label={t.columns.name}>{pastor.name}</td>
          <td data-label={t.columns.role}>{pastor.role}</td>
          <td data-label={t.columns.areas}>{pastor.areas.map(locationName).join(', ')}</td>
          <td data-label={t.columns.order}>{pastor.position}</td>
          <td data-label={t.columns.actions}>
            <button type="button" onClick={() => onEdit(pastor.id)} aria-label={`${t.edit}: ${pastor.name}`}>
              {t.edit}
            </button>{' '}
            <button
              type="button"
              aria-label={`${t.remove}: ${pastor.name}`}
              onClick={() =>
                remove(pastor.id)
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
  );
}

function EditPastor({ id, onDone }: { id: number; onDone: (notice: Notice) => void }) {
  const { data, isLoading, isError, refetch } = useGetAdminPastorQuery(id);
  const { data: revisions } = usePastorRevisionsQuery(id);
  const [restoreRevision] = useRestorePastorRevisionMutation();
  const [key, setKey] = useState(0);
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const reload = () => void refetch().then(() => setKey((k) => k + 1));
  return (
    <>
      <PastorForm key={`${data.version}-${key}`} pastor={data} onSaved={() => onDone({ text: t.form.saved })} onReload={reload} />
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

function PastorTrash({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const query = usePastorTrashQuery();
  const [restore] = useRestorePastorMutation();
  return <TrashPanel query={query} restore={restore} thing={t.thing} things={t.things} restored={t.restored} loadError={t.loadError} onNotice={onNotice} />;
}

export function PastorsSection() {
  const [view, setView] = useState<View>({ name: 'list' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [restore] = useRestorePastorMutation();
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
      {view.name === 'list' ? <PastorList onEdit={(id) => show({ name: 'edit', id })} onNotice={setNotice} /> : null}
      {view.name === 'new' ? <PastorForm onSaved={() => done({ text: t.form.saved })} onReload={() => show({ name: 'list' })} /> : null}
      {view.name === 'edit' ? <EditPastor id={view.id} onDone={done} /> : null}
      {view.name === 'trash' ? <PastorTrash onNotice={setNotice} /> : null}
    </section>
  );
}
