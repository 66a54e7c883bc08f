/**
 * "Pastoraal team" (issue 16): the team in the site's order, a member's form with its earlier
 * versions, delete into the Prullenbak with "Ongedaan maken", and the Prullenbak with restore.
 */
import { locationName } from '@kerk/kit/texts';

import { type Notice, RowActions } from '../../../lib/collection-panels';
import { CollectionSection } from '../../../lib/collection-section';
import { DataTable } from '../../../lib/data-table';
import { pastorsTexts } from '../../../texts';
import {
  type AdminPastor,
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

function PastorList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const { data, isLoading, isError } = useListAdminPastorsQuery();
  const [remove] = useDeletePastorMutation();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  if (data.length === 0) return <p>{t.empty}</p>;
  return (
    <DataTable columns={[t.columns.name, t.columns.role, t.columns.areas, t.columns.order, t.columns.actions]}>
      {data.map((pastor) => (
        <tr key={pastor.id}>
          <td data-label={t.columns.name}>{pastor.name}</td>
          <td data-label={t.columns.role}>{pastor.role}</td>
          <td data-label={t.columns.areas}>{pastor.areas.map(locationName).join(', ')}</td>
          <td data-label={t.columns.order}>{pastor.position}</td>
          <td data-label={t.columns.actions}>
            <RowActions name={pastor.name} labels={t} onEdit={() => onEdit(pastor.id)} remove={() => remove(pastor.id)} onNotice={onNotice} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function PastorItemForm({ item, onSaved, onReload }: { item?: AdminPastor; onSaved: (text: string) => void; onReload: () => void }) {
  return <PastorForm pastor={item} onSaved={() => onSaved(t.form.saved)} onReload={onReload} />;
}

export function PastorsSection() {
  return (
    <CollectionSection<AdminPastor>
      texts={t}
      list={PastorList}
      form={PastorItemForm}
      useItem={useGetAdminPastorQuery}
      useRevisions={usePastorRevisionsQuery}
      useRestoreRevision={useRestorePastorRevisionMutation}
      useTrash={usePastorTrashQuery}
      useRestore={useRestorePastorMutation}
    />
  );
}
