/**
 * One issue to look at and send (issue 33): where its sending stands (or, for a draft, the proof
 * and the send buttons), and the mail exactly as the subscribers get it.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import { useState } from 'react';

import { zijstroomTexts } from '../../../texts';
import { useZijstroomPreviewQuery, zijstroomCollection } from '../api/zijstroom-api';
import { MailPreview } from './mail-preview';
import { SendPanel } from './send-panel';
import { SendProgress } from './send-progress';

const t = zijstroomTexts;

export function IssueView({ id, onBack, onEdit }: { id: number; onBack: () => void; onEdit?: () => void }) {
  const { data: issue, isLoading, isError } = zijstroomCollection.useItem(id);
  const { data: preview, isError: previewFailed } = useZijstroomPreviewQuery(id);
  const [notice, setNotice] = useState<string | null>(null);
  if (isLoading && !issue) return <p role="status">{t.loading}</p>;
  if (isError || !issue) return <p role="alert">{t.loadError}</p>;
  return (
    <article aria-labelledby="zijstroom-issue-title">
      <p css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)};`}>
        <Button variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
        {onEdit && issue.status === 'draft' ? (
          <Button variant="ghost" onClick={onEdit}>
            {t.editText}
          </Button>
        ) : null}
      </p>
      <h3 id="zijstroom-issue-title">{t.issue.heading(issue.title)}</h3>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {issue.status === 'draft' ? <SendPanel issue={issue} recipients={preview?.recipients ?? 0} onSent={setNotice} /> : <SendProgress issue={issue} onNotice={setNotice} />}
      <div css={(th) => css`margin-top: ${th.space(6)};`}>
        {preview ? <MailPreview preview={preview} title={issue.title} /> : previewFailed ? <p role="alert">{t.issue.previewError}</p> : <p role="status">{t.loading}</p>}
      </div>
    </article>
  );
}
