/**
 * "Pastoraal team" (issue 16): the team in the site's order, a member's form with its earlier
 * versions, delete into the Prullenbak with "Ongedaan maken", and the Prullenbak with restore.
 */
import { locationName } from '@kerk/kit/texts';

import { type Notice, RowActions } from '../../../lib/collection-panels';
import { CollectionSection } from '../../../lib/collection-section';
import { useChoiceOptions } from '../../../lib/content/choice-options';
import { CollectionForm } from '../../../lib/content/collection-form';
import { DataTable } from '../../../lib/data-table';
import { pastorsTexts } from '../../../texts';
import { type AdminPastor, pastorsCollection } from '../api/pastors-api';

const t = pastorsTexts;

function PastorList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const { data, isLoading, isError } = pastorsCollection.useList({});
  const [remove] = pastorsCollection.useRemove();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  if (data.data.length === 0) return <p>{t.empty}</p>;
  return (
    <DataTable columns={[t.columns.name, t.columns.role, t.columns.areas, t.columns.order, t.columns.actions]}>
      {data.data.map((pastor) => (
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

function PastorItemForm({ item, onSaved }: { item?: AdminPastor; onSaved: (text: string) => void }) {
  return <CollectionForm api={pastorsCollection} item={item} options={useChoiceOptions()} photo={{ picture: item?.picture, drawing: item?.photo }} onSaved={() => onSaved(t.form.saved)} />;
}

export function PastorsSection() {
  return <CollectionSection<AdminPastor> texts={t} api={pastorsCollection} list={PastorList} form={PastorItemForm} />;
}
