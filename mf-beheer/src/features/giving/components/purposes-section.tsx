/**
 * "Collectedoelen" (issue 34): the purposes, active ones first, then the archive; a purpose's form
 * (from the content type's declaration) with its earlier versions; delete into the Prullenbak with
 * "Ongedaan maken". Purposes made from the services' collection names (migration 0031, the rooster
 * import) are named in a notice until someone saves them.
 */
import { Alert } from '@kerk/kit/design-system';

import { type Notice, RowActions } from '../../../lib/collection-panels';
import { CollectionSection } from '../../../lib/collection-section';
import { CollectionForm } from '../../../lib/content/collection-form';
import { DataTable } from '../../../lib/data-table';
import { purposesTexts } from '../../../texts';
import { type AdminPurpose, purposesCollection } from '../api/purposes-api';

const t = purposesTexts;

/** A new purpose is active. */
const NEW_PURPOSE = { active: true };

function PurposeList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const { data, isLoading, isError } = purposesCollection.useList({});
  const [remove] = purposesCollection.useRemove();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  if (data.data.length === 0) return <p>{t.empty}</p>;
  const migrated = data.data.filter((purpose) => purpose.migrated).map((purpose) => purpose.name);
  return (
    <>
      {migrated.length > 0 ? <Alert tone="info">{t.migrated(migrated)}</Alert> : null}
      <DataTable columns={[t.columns.name, t.columns.account, t.columns.status, t.columns.actions]}>
        {data.data.map((purpose) => (
          <tr key={purpose.id}>
            <td data-label={t.columns.name}>{purpose.name}</td>
            <td data-label={t.columns.account}>{purpose.iban ? `${purpose.iban} (${purpose.holder})` : t.defaultAccount}</td>
            <td data-label={t.columns.status}>{purpose.active ? t.active : t.archived}</td>
            <td data-label={t.columns.actions}>
              <RowActions name={purpose.name} labels={t} onEdit={() => onEdit(purpose.id)} remove={() => remove(purpose.id)} onNotice={onNotice} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function PurposeItemForm({ item, onSaved }: { item?: AdminPurpose; onSaved: (text: string) => void }) {
  return <CollectionForm api={purposesCollection} item={item} defaults={NEW_PURPOSE} photo={{ picture: item?.picture }} onSaved={() => onSaved(t.form.saved)} />;
}

export function PurposesSection() {
  return <CollectionSection<AdminPurpose> texts={t} api={purposesCollection} list={PurposeList} form={PurposeItemForm} />;
}
