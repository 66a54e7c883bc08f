/**
 * Zijstroom's subscribers (issue 33): how many get it, a search by address or name, when each
 * confirmed, the addresses that bounce, and removal on a reader's request (asked again first; an
 * audit line), and the list as CSV. A beheerder's alone (personal data, AVG: the section offers it
 * to no one else). Nobody is added here: only the reader can give consent, through the form on the site.
 */
import { css } from '@emotion/react';
import { formatDate } from '@kerk/kit/dates';
import { Alert, Button } from '@kerk/kit/design-system';
import { getApiBase, type ApiError } from '@kerk/kit/http';
import { useId, useState } from 'react';

import { Pager } from '../../../lib/collection-panels';
import { ConfirmDialog } from '../../../lib/content/confirm-dialog';
import { DataTable } from '../../../lib/data-table';
import { zijstroomTexts } from '../../../texts';
import { SUBSCRIBERS_CSV_PATH, useZijstroomRemoveSubscriberMutation, useZijstroomSubscribersQuery, type ZijstroomSubscriber } from '../api/zijstroom-api';

const t = zijstroomTexts.subscribers;
const c = t.columns;

const deliveryText = (s: ZijstroomSubscriber) => (s.undeliverableAt ? t.undeliverableSince(formatDate(s.undeliverableAt)) : s.bounces > 0 ? t.bounces(s.bounces) : t.delivered);

export function SubscribersView() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useZijstroomSubscribersQuery({ q, page });
  const [remove] = useZijstroomRemoveSubscriberMutation();
  const [asking, setAsking] = useState<ZijstroomSubscriber | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const removeNow = (subscriber: ZijstroomSubscriber) =>
    remove(subscriber.id)
      .unwrap()
      .then(
        () => setNotice({ tone: 'success', text: t.removed(subscriber.email) }),
        (error: unknown) => setNotice({ tone: 'error', text: (error as ApiError).message }),
      );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.title}</h3>
      <p>{t.intro}</p>
      {data ? (
        <p css={css`font-weight: 600;`}>
          {t.counts(data.counts.confirmed, data.counts.pending)} {data.counts.undeliverable > 0 ? t.undeliverable(data.counts.undeliverable) : ''}
        </p>
      ) : null}
      <p>
        <a href={`${getApiBase()}${SUBSCRIBERS_CSV_PATH}`} download>
          {t.download}
        </a>
      </p>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQ(typed.trim());
        }}
        css={(th) => css`display: flex; flex-wrap: wrap; align-items: end; gap: ${th.space(3)}; margin: ${th.space(4)} 0;`}
      >
        <label css={css`font-weight: 600;`}>
          {t.search}
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} css={css`display: block; font: inherit; padding: 0.5rem; min-height: 44px; min-width: 18rem;`} />
        </label>
        <Button type="submit">{t.searchButton}</Button>
      </form>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {isLoading ? <p role="status">{zijstroomTexts.loading}</p> : null}
      {isError ? <p role="alert">{t.loadError}</p> : null}
      {data && q ? <p role="status">{t.found(data.meta.total)}</p> : null}
      {data && data.data.length === 0 ? <p>{q ? t.noneFound : t.empty}</p> : null}
      {data && data.data.length > 0 ? (
        <DataTable columns={[c.email, c.name, c.confirmed, c.state, c.actions]}>
          {data.data.map((subscriber) => (
            <tr key={subscriber.id}>
              <td data-label={c.email}>{subscriber.email}</td>
              <td data-label={c.name}>{subscriber.name}</td>
              <td data-label={c.confirmed}>{subscriber.confirmedAt ? formatDate(subscriber.confirmedAt) : t.notConfirmed}</td>
              <td data-label={c.state}>{deliveryText(subscriber)}</td>
              <td data-label={c.actions}>
                <Button variant="danger" aria-label={`${t.remove}: ${subscriber.email}`} onClick={() => setAsking(subscriber)}>
                  {t.remove}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {data ? <Pager page={page} pages={Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize))} onPage={setPage} /> : null}
      {asking ? (
        <ConfirmDialog
          message={t.confirmRemove(asking.email)}
          confirmLabel={t.yesRemove}
          cancelLabel={t.no}
          onConfirm={() => {
            const subscriber = asking;
            setAsking(null);
            void removeNow(subscriber);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
