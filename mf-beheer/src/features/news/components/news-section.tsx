/**
 * "Nieuws" (issue 16): the list (newest and scheduled first, with the status: gepubliceerd, gepland
 * or niet gepubliceerd), "Publiceren" / "Niet meer publiceren", an article's form with its earlier
 * versions, delete into the Prullenbak with "Ongedaan maken", and the Prullenbak with restore.
 */
import { formatDate } from '@kerk/kit/dates';
import { toMinute, useRenderNow } from '@kerk/kit/dates/use-render-now';
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

import { type Notice, Pager, RowActions } from '../../../lib/collection-panels';
import { CollectionSection } from '../../../lib/collection-section';
import { DataTable } from '../../../lib/data-table';
import { newsTexts } from '../../../texts';
import {
  type AdminNews,
  bodyOf,
  useDeleteNewsMutation,
  useGetAdminNewsQuery,
  useListAdminNewsQuery,
  useNewsRevisionsQuery,
  useNewsTrashQuery,
  useRestoreNewsMutation,
  useRestoreNewsRevisionMutation,
  useSaveNewsMutation,
} from '../api/news-api';
import { NewsForm } from './news-form';

const t = newsTexts;

const when = (news: Pick<AdminNews, 'publishAt'>) => formatDate(news.publishAt, 'dd D MMMM YYYY HH.mm');

/** The notice after a save: a scheduled article says when it appears. */
const savedText = (news: AdminNews) => (news.status === 'scheduled' ? t.form.scheduled(`op ${formatDate(news.publishAt, 'D MMMM YYYY')} om ${formatDate(news.publishAt, 'HH.mm')}`) : t.form.saved);

function NewsList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useListAdminNewsQuery(page);
  const [save] = useSaveNewsMutation();
  const [remove] = useDeleteNewsMutation();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const pages = Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize));
  const fail = (error: unknown) => onNotice({ text: (error as ApiError).message });
  const toggle = (news: AdminNews) =>
    save({ id: news.id, version: news.version, values: bodyOf(news, !news.published) })
      .unwrap()
      .then((saved) => onNotice({ text: saved.published ? t.published : t.unpublished }), fail);
  return (
    <>
      {data.data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <DataTable columns={[t.columns.title, t.columns.when, t.columns.status, t.columns.actions]}>
          {data.data.map((news) => (
            <tr key={news.id} data-news-id={news.id}>
              <td data-label={t.columns.title}>{news.title}</td>
              <td data-label={t.columns.when}>{when(news)}</td>
              <td data-label={t.columns.status}>{t.status[news.status]}</td>
              <td data-label={t.columns.actions}>
                <RowActions name={news.title} labels={t} onEdit={() => onEdit(news.id)} remove={() => remove(news.id)} onNotice={onNotice}>
                  <button type="button" onClick={() => void toggle(news)} aria-label={`${news.published ? t.unpublish : t.publish}: ${news.title}`}>
                    {news.published ? t.unpublish : t.publish}
                  </button>{' '}
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

function NewsItemForm({ item, onSaved, onReload }: { item?: AdminNews; onSaved: (text: string) => void; onReload: () => void }) {
  // The app's clock to the minute: a new article's publish moment ("Verschijnt direct").
  const now = toMinute(useRenderNow());
  return <NewsForm news={item} now={now} onSaved={(saved) => onSaved(savedText(saved))} onReload={onReload} />;
}

export function NewsSection() {
  return (
    <CollectionSection<AdminNews>
      texts={t}
      list={NewsList}
      form={NewsItemForm}
      useItem={useGetAdminNewsQuery}
      useRevisions={useNewsRevisionsQuery}
      useRestoreRevision={useRestoreNewsRevisionMutation}
      useTrash={useNewsTrashQuery}
      useRestore={useRestoreNewsMutation}
    />
  );
}
