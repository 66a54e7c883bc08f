/**
 * "Nieuws" (issue 16): the list (newest and scheduled first, with the status: gepubliceerd, gepland
 * or niet gepubliceerd), "Publiceren" / "Niet meer publiceren", an article's form with its earlier
 * versions, delete into the Prullenbak with "Ongedaan maken", and the Prullenbak with restore.
 */
import { formatDate } from '@kerk/kit/dates';
import type { ApiError } from '@kerk/kit/http';
import { useState } from 'react';

import { type Notice, NoticeBar, RevisionsPanel, TrashPanel } from '../../../lib/collection-panels';
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

type View = { name: 'list' } | { name: 'new' } | { name: 'edit'; id: number } | { name: 'trash' };

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
                <button type="button" onClick={() => onEdit(news.id)} aria-label={`${t.edit}: ${news.title}`}>
                  {t.edit}
                </button>{' '}
                <button type="button" onClick={() => void toggle(news)} aria-label={`${news.published ? t.unpublish : t.publish}: ${news.title}`}>
                  {news.published ? t.unpublish : t.publish}
                </button>{' '}
                <button
                  type="button"
                  aria-label={`${t.remove}: ${news.title}`}
                  onClick={() =>
                    remove(news.id)
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
      )}
      {pages > 1 ? (
        <p>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </button>{' '}
          {page} / {pages}{' '}
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </button>
        </p>
      ) : null}
    </>
  );
}

function EditNews({ id, today, onDone }: { id: number; today: string; onDone: (notice: Notice) => void }) {
  const { data, isLoading, isError, refetch } = useGetAdminNewsQuery(id);
  const { data: revisions } = useNewsRevisionsQuery(id);
  const [restoreRevision] = useRestoreNewsRevisionMutation();
  const [key, setKey] = useState(0);
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  const reload = () => void refetch().then(() => setKey((k) => k + 1));
  return (
    <>
      <NewsForm key={`${data.version}-${key}`} news={data} today={today} onSaved={(saved) => onDone({ text: savedText(saved) })} onReload={reload} />
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

function NewsTrash({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const query = useNewsTrashQuery();
  const [restore] = useRestoreNewsMutation();
  return <TrashPanel query={query} restore={restore} thing={t.thing} things={t.things} restored={t.restored} loadError={t.loadError} onNotice={onNotice} />;
}

export function NewsSection() {
  const [view, setView] = useState<View>({ name: 'list' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [restore] = useRestoreNewsMutation();
  // The browser's day in Amsterdam: the publish date a new article starts with.
  const today = formatDate(Date.now(), 'YYYY-MM-DD');
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
      {view.name === 'list' ? <NewsList onEdit={(id) => show({ name: 'edit', id })} onNotice={setNotice} /> : null}
      {view.name === 'new' ? <NewsForm today={today} onSaved={(saved) => done({ text: savedText(saved) })} onReload={() => show({ name: 'list' })} /> : null}
      {view.name === 'edit' ? <EditNews id={view.id} today={today} onDone={done} /> : null}
      {view.name === 'trash' ? <NewsTrash onNotice={setNotice} /> : null}
    </section>
  );
}
