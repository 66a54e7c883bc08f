/**
 * The section of any engine type (a declaration without `custom`, `@kerk/kit/content-types`): its
 * list with the declared columns in the order the API answers, the shared form with its safety, the
 * Prullenbak and the earlier versions, all from the declaration. A new engine type needs no file here.
 */
import { type EngineKind, type EngineType, hasPhotoField } from '@kerk/kit/content-types';

import { type Notice, RowActions } from '../collection-panels';
import { CollectionSection } from '../collection-section';
import { DataTable } from '../data-table';
import { sectionTextsOf, type SectionTexts } from '../../texts/engine';
import { type CollectionApi, createCollectionApi, type EditedItem } from './collection-api';
import { CollectionForm } from './collection-form';

type EngineItem = EditedItem & Record<string, unknown> & { picture?: { src: string; srcset: string; alt: string } | null };

// RTK Query injects a kind's endpoints once: one api per kind, made the first time its section opens.
const apis = new Map<EngineKind, CollectionApi<EngineItem>>();
const apiOf = (type: EngineType) => {
  if (!apis.has(type.kind)) apis.set(type.kind, createCollectionApi<EngineItem>(type));
  return apis.get(type.kind)!;
};

/** A value as the list shows it: "Ja"/"Nee", a list joined, nothing as "—". */
export function cellText(value: unknown, t: SectionTexts): string {
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : t.none;
  if (value === null || value === undefined || value === '') return t.none;
  return String(value);
}

function TypeList({ type, onEdit, onNotice }: { type: EngineType; onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const api = apiOf(type);
  const t = sectionTextsOf(type);
  const { data, isLoading, isError } = api.useList({});
  const [remove] = api.useRemove();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  if (data.data.length === 0) return <p>{t.empty}</p>;
  const fields = type.fields as Record<string, { label: string }>;
  const columns = (type.list?.columns ?? []).map((name) => ({ name, label: fields[name]!.label }));
  const nameOf = (item: EngineItem) => cellText(type.titleField ? item[type.titleField] : item.id, t);
  return (
    <DataTable columns={[...columns.map((c) => c.label), t.columns.actions]}>
      {data.data.map((item) => (
        <tr key={item.id}>
          {columns.map((c) => (
            <td key={c.name} data-label={c.label}>
              {cellText(item[c.name], t)}
            </td>
          ))}
          <td data-label={t.columns.actions}>
            <RowActions name={nameOf(item)} labels={t} onEdit={() => onEdit(item.id)} remove={() => remove(item.id)} onNotice={onNotice} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function TypeSection({ type }: { type: EngineType }) {
  const api = apiOf(type);
  const t = sectionTextsOf(type);
  const photo = hasPhotoField(type);
  return (
    <CollectionSection<EngineItem>
      texts={t}
      api={api}
      list={(props) => <TypeList type={type} {...props} />}
      form={({ item, onSaved }) => <CollectionForm api={api} item={item} photo={photo ? { picture: item?.picture } : undefined} onSaved={() => onSaved(t.form.saved)} />}
    />
  );
}
