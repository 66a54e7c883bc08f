/**
 * "Kerken" (issue 16): the seven churches, each church's form with its earlier versions. The
 * churches are the fixed locations: no add and no delete, and the section says so.
 */
import { Button } from '@kerk/kit/design-system';

import { CollectionSection } from '../../../lib/collection-section';
import { CollectionForm } from '../../../lib/content/collection-form';
import { DataTable } from '../../../lib/data-table';
import { churchesTexts } from '../../../texts';
import { type AdminChurch, churchesCollection } from '../api/churches-api';

const t = churchesTexts;

function ChurchList({ onEdit }: { onEdit: (id: number) => void }) {
  const { data, isLoading, isError } = churchesCollection.useList({});
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  return (
    <DataTable columns={[t.columns.name, t.columns.address, t.columns.actions]}>
      {data.data.map((church) => (
        <tr key={church.id}>
          <td data-label={t.columns.name}>{church.name}</td>
          <td data-label={t.columns.address}>
            {church.address}, {church.zipcode} {church.city}
          </td>
          <td data-label={t.columns.actions}>
            <Button onClick={() => onEdit(church.id)} aria-label={`${t.edit}: ${church.name} (${church.city})`}>
              {t.edit}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function ChurchItemForm({ item, onSaved }: { item?: AdminChurch; onSaved: (text: string) => void }) {
  return <CollectionForm api={churchesCollection} item={item} heading={item ? t.form.editTitle(item.name) : undefined} photo={{ picture: item?.picture, drawing: item?.image }} onSaved={() => onSaved(t.form.saved)} />;
}

const TEXTS = { ...t, intro: `${t.intro} ${t.fixed}` };

export function ChurchesSection() {
  return <CollectionSection<AdminChurch> texts={TEXTS} api={churchesCollection} list={ChurchList} form={ChurchItemForm} />;
}
