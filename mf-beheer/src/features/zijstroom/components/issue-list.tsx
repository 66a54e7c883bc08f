/**
 * The issues (issue 33), newest first, each with where it stands ("Nog niet verstuurd", "Wordt
 * verstuurd: 1.240 van 1.310", "Verstuurd op …"). A draft can be changed, looked at and sent, or
 * put in the Prullenbak; a locked one can be looked at, with its progress. Looking at one opens it
 * here, in place of the list.
 */
import type { AdminZijstroom } from '@kerk/kit/api-types';
import { Button } from '@kerk/kit/design-system';
import { useState } from 'react';

import { type Notice, RowActions } from '../../../lib/collection-panels';
import { DataTable } from '../../../lib/data-table';
import { zijstroomTexts } from '../../../texts';
import { zijstroomCollection } from '../api/zijstroom-api';
import { statusText } from '../utils/issue-status';
import { IssueView } from './issue-view';

const t = zijstroomTexts;

export function IssueList({ onEdit, onNotice }: { onEdit: (id: number) => void; onNotice: (notice: Notice) => void }) {
  const [opened, setOpened] = useState<number | null>(null);
  const { data, isLoading, isError } = zijstroomCollection.useList({}, { skip: opened !== null });
  const [remove] = zijstroomCollection.useRemove();
  if (opened !== null) return <IssueView id={opened} onBack={() => setOpened(null)} onEdit={() => onEdit(opened)} />;
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (isError || !data) return <p role="alert">{t.loadError}</p>;
  if (data.data.length === 0) return <p>{t.empty}</p>;
  const look = (issue: AdminZijstroom) => (
    <Button variant={issue.status === 'draft' ? 'secondary' : 'primary'} aria-label={`${issue.status === 'draft' ? t.open : t.view}: ${issue.title}`} onClick={() => setOpened(issue.id)}>
      {issue.status === 'draft' ? t.open : t.view}
    </Button>
  );
  return (
    <DataTable columns={[t.columns.title, t.columns.status, t.columns.actions]}>
      {data.data.map((issue) => (
        <tr key={issue.id} data-zijstroom-id={issue.id}>
          <td data-label={t.columns.title}>{issue.title}</td>
          <td data-label={t.columns.status}>{statusText(issue)}</td>
          <td data-label={t.columns.actions}>
            {issue.status === 'draft' ? (
              <RowActions name={issue.title} labels={t} onEdit={() => onEdit(issue.id)} remove={() => remove(issue.id)} onNotice={onNotice}>
                {look(issue)}
              </RowActions>
            ) : (
              look(issue)
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
