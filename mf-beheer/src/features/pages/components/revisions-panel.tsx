/**
 * "Eerdere versies": every publish with who and when; per version its difference with the current
 * text in words, and "Deze versie terugzetten" after a confirmation (the restore is itself a new
 * version, so that too can be undone).
 */
import { css } from '@emotion/react';
import { formatDateTime } from '@kerk/kit/dates';
import { Alert, Button } from '@kerk/kit/design-system';
import { useState } from 'react';

import { pagesTexts } from '../../../texts';
import { useGetRevisionQuery, useListRevisionsQuery, useRestoreRevisionMutation, type EditablePage, type RevisionSummary } from '../api/pages-api';
import { ConfirmDialog } from '../../../lib/content/confirm-dialog';
import { DiffView } from '../../../lib/content/diff-view';

const t = pagesTexts.revisions;

export interface RevisionsPanelProps {
  page: EditablePage;
  onRestored: (page: EditablePage, version: number) => void;
}

function RevisionDiff({ page, id }: { page: EditablePage; id: number }) {
  const { data, isError, error } = useGetRevisionQuery({ name: page.name, id });
  if (isError) return <Alert tone="error">{(error as { message?: string }).message}</Alert>;
  if (!data) return <p role="status">…</p>;
  const fields = [
    ...(page.name === 'footer' ? [] : [
      { label: t.meta.title, before: data.metaTitle, after: page.metaTitle },
      { label: t.meta.description, before: data.metaDescription, after: page.metaDescription },
    ]),
    ...page.partials.map((p) => ({ label: p.label, before: data.partials[p.name] ?? '', after: p.content })),
  ];
  const changed = fields.filter((f) => f.before !== f.after);
  return (
    <div>
      {changed.length === 0 ? <p>{t.same}</p> : <p>{t.diffIntro}</p>}
      {changed.map((f) => (
        <DiffView key={f.label} label={f.label} before={f.before} after={f.after} />
      ))}
    </div>
  );
}

export function RevisionsPanel({ page, onRestored }: RevisionsPanelProps) {
  const { data: revisions, isLoading } = useListRevisionsQuery(page.name);
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<RevisionSummary | null>(null);
  const [restore, { isLoading: restoring, error }] = useRestoreRevisionMutation();

  const doRestore = async (revision: RevisionSummary) => {
    setConfirming(null);
    const result = await restore({ name: page.name, id: revision.id, version: page.version });
    if ('data' in result && result.data) onRestored(result.data, revision.version);
  };

  return (
    <section aria-labelledby="revisions-title" css={(th) => css`margin-top: ${th.space(8)};`}>
      <h3 id="revisions-title">{t.title}</h3>
      {error ? <Alert tone="error">{(error as { message?: string }).message}</Alert> : null}
      {isLoading ? <p role="status">…</p> : null}
      {revisions && revisions.length === 0 ? <p>{t.none}</p> : null}
      <ol css={css`padding-left: 1.25rem;`}>
        {revisions?.map((revision) => (
          <li key={revision.id} css={(th) => css`margin-bottom: ${th.space(3)};`}>
            <span>{t.item(revision.version, formatDateTime(revision.createdAt), revision.author)}</span>{' '}
            <Button variant="ghost" aria-expanded={open === revision.id} onClick={() => setOpen(open === revision.id ? null : revision.id)}>
              {open === revision.id ? t.hideDiff : t.showDiff}
            </Button>{' '}
            <Button variant="secondary" disabled={restoring || revision.version === page.version} onClick={() => setConfirming(revision)}>
              {t.restore}
            </Button>
            {open === revision.id ? <RevisionDiff page={page} id={revision.id} /> : null}
          </li>
        ))}
      </ol>
      {confirming ? (
        <ConfirmDialog
          message={t.restoreConfirm(confirming.version)}
          confirmLabel={t.restore}
          cancelLabel={t.cancel}
          onConfirm={() => void doRestore(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
