/**
 * "Kerkdiensten" (issue 16): the list (upcoming, or the earlier ones), a service's form with its
 * earlier versions, "Dienst kopiëren", delete into the Prullenbak with "Ongedaan maken", the
 * Prullenbak with restore, and the rooster import (file → preview per row → "Importeren").
 */
import { formatDate } from '@kerk/kit/dates';
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

import { Button } from '@kerk/kit/design-system';

import { type Notice, Pager, RowActions } from '../../../lib/collection-panels';
import { CollectionSection } from '../../../lib/collection-section';
import { useChoiceOptions, usePurposeOptions } from '../../../lib/content/choice-options';
import { CollectionForm } from '../../../lib/content/collection-form';
import { DataTable } from '../../../lib/data-table';
import { registrationsPath, RegistrationsLink } from '../../../lib/registrations-path';
import { servicesTexts } from '../../../texts';
import { type AdminService, servicesCollection, useCopyServiceMutation } from '../api/services-api';
import { RoosterImport } from './rooster-import';

const t = servicesTexts;

const when = (service: AdminService) => `${formatDate(service.date, 'dd D MMMM YYYY')} ${service.time.replace(':', '.')}`;

function ServiceList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const [past, setPast] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = servicesCollection.useList({ past, page, pageSize: 20 });
  const [copy] = useCopyServiceMutation();
  const [remove] = servicesCollection.useRemove();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const pages = data.meta ? Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize)) : 1;
  const fail = (error: unknown) => onNotice({ text: (error as ApiError).message });
  return (
    <>
      <p>
        <Button
          variant="ghost"
          aria-pressed={past}
          onClick={() => {
            setPast(!past);
            setPage(1);
          }}
        >
          {past ? t.showUpcoming : t.showPast}
        </Button>
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
                <RowActions name={`${service.churchName} ${when(service)}`} labels={t} onEdit={() => onEdit(service.id)} remove={() => remove(service.id)} onNotice={onNotice}>
                  <Button
                    variant="ghost"
                    aria-label={`${t.copy}: ${service.churchName} ${when(service)}`}
                    onClick={() =>
                      copy(service.id)
                        .unwrap()
                        .then((copied) => onNotice({ text: t.copied(formatDate(copied.date, 'dd D MMMM YYYY')) }), fail)
                    }
                  >
                    {t.copy}
                  </Button>
                </RowActions>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

/** Most services start at ten. */
const DEFAULTS = { time: '10:00' };

function ServiceItemForm({ item, onSaved }: { item?: AdminService; onSaved: (text: string) => void }) {
  const purposes = usePurposeOptions(item?.purposes);
  const options = { ...useChoiceOptions(), ...(purposes ? { purposes } : {}) };
  return (
    <>
      {item?.signups ? <RegistrationsLink to={registrationsPath('service', item.id)} /> : null}
      <CollectionForm api={servicesCollection} item={item} defaults={DEFAULTS} options={options} onSaved={() => onSaved(t.form.saved)} />
    </>
  );
}

const EXTRA_VIEWS = [{ name: 'rooster-inlezen', label: t.import, render: (done: (text: string) => void) => <RoosterImport onDone={done} /> }];

export function ServicesSection() {
  return <CollectionSection<AdminService> texts={t} api={servicesCollection} list={ServiceList} form={ServiceItemForm} extraViews={EXTRA_VIEWS} />;
}
