/**
 * "Nieuws" (issue 16): the list (newest and scheduled first, with the status: gepubliceerd, gepland
 * or niet gepubliceerd), "Publiceren" / "Niet meer publiceren", an article's form with its earlier
 * versions, delete into the Prullenbak with "Ongedaan maken", and the Prullenbak with restore.
 */
import { formatDate } from '@kerk/kit/dates';
import { toMinute, useRenderNow } from '@kerk/kit/dates/use-render-now';
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

import { Button } from '@kerk/kit/design-system';

import { type Notice, Pager, RowActions } from '../../../lib/collection-panels';
import { CollectionSection } from '../../../lib/collection-section';
import { CollectionForm } from '../../../lib/content/collection-form';
import { DataTable } from '../../../lib/data-table';
import { newsTexts } from '../../../texts';
import { type AdminNews, bodyOf, newsCollection } from '../api/news-api';
import { momentFields } from '../utils/publish-moment';
import { PublishMoment, PublishMomentNote } from './publish-moment';

const t = newsTexts;

const when = (news: Pick<AdminNews, 'publishAt'>) => formatDate(news.publishAt, 'dd D MMMM YYYY HH.mm');

/** The notice after a save: a scheduled article says when it appears. */
const savedText = (news: AdminNews) => (news.status === 'scheduled' ? t.form.scheduled(`op ${formatDate(news.publishAt, 'D MMMM YYYY')} om ${formatDate(news.publishAt, 'HH.mm')}`) : t.form.saved);

function NewsList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = newsCollection.useList({ page, pageSize: 20 });
  const [save] = newsCollection.useSave();
  const [remove] = newsCollection.useRemove();
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const pages = data.meta ? Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize)) : 1;
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
                  <Button variant="ghost" onClick={() => void toggle(news)} aria-label={`${news.published ? t.unpublish : t.publish}: ${news.title}`}>
                    {news.published ? t.unpublish : t.publish}
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

const WIDGETS = { publishMoment: PublishMoment };

function NewsItemForm({ item, onSaved }: { item?: AdminNews; onSaved: (text: string) => void }) {
  // A new article appears at once unless the editor sets a later moment: the app's clock (the kit's),
  // to the minute, in Amsterdam.
  const now = toMinute(useRenderNow());
  const [defaults] = useState(() => ({ ...momentFields(now), published: true }));
  return (
    <CollectionForm
      api={newsCollection}
      item={item}
      defaults={defaults}
      widgets={WIDGETS}
      photo={{ picture: item?.photo }}
      footNote={(values) => <PublishMomentNote values={values} now={now} />}
      onSaved={(saved) => onSaved(savedText(saved))}
    />
  );
}

export function NewsSection() {
  return <CollectionSection<AdminNews> texts={t} api={newsCollection} list={NewsList} form={NewsItemForm} />;
}
