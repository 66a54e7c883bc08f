/**
 * A locked issue (issue 33): set for a moment ("Wordt verstuurd op …", with "Niet versturen"), or
 * going out: "1.240 van 1.310 verstuurd" (Dutch numbers), refreshed every few seconds while it
 * sends, with "Pauzeren" and "Hervatten"; or done. What the receiving servers refused and who left
 * in the meantime are said apart, so the count adds up.
 */
import { css } from '@emotion/react';
import type { AdminZijstroom } from '@kerk/kit/api-types';
import { useRenderNow } from '@kerk/kit/dates/use-render-now';
import { Alert, Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { useAppDispatch } from '@kerk/kit/store';
import { useEffect, useId, useState } from 'react';

import { ConfirmDialog } from '../../../lib/content/confirm-dialog';
import { zijstroomTexts } from '../../../texts';
import { useZijstroomPauseMutation, useZijstroomProgressQuery, useZijstroomResumeMutation, useZijstroomUnscheduleMutation, zijstroomApi, zijstroomCollection } from '../api/zijstroom-api';
import { whenText } from '../utils/issue-status';

const t = zijstroomTexts;
/** How often a send under way asks how far it is. */
export const PROGRESS_POLL_MS = 5_000;

export function SendProgress({ issue, onNotice }: { issue: AdminZijstroom; onNotice: (text: string) => void }) {
  const id = useId();
  const now = useRenderNow();
  // Asked while it sends, and while a send set for (about) now is starting.
  const starting = issue.status === 'scheduled' && Date.parse(issue.sendAt ?? '') <= now + 60_000;
  const { data: progress } = useZijstroomProgressQuery(issue.id, {
    pollingInterval: issue.status === 'sending' || starting ? PROGRESS_POLL_MS : 0,
    skip: issue.status === 'scheduled' && !starting,
  });
  const [pause, { isLoading: pausing }] = useZijstroomPauseMutation();
  const [resume, { isLoading: resuming }] = useZijstroomResumeMutation();
  const [unschedule] = useZijstroomUnscheduleMutation();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem((error as ApiError).message);
  const dispatch = useAppDispatch();
  // A send that ended (or was paused elsewhere): the item is read again, with its moment.
  useEffect(() => {
    if (progress && progress.status !== issue.status) dispatch(zijstroomApi.util.invalidateTags([zijstroomCollection.itemsTag]));
  }, [progress, issue.status, dispatch]);

  if (issue.status === 'scheduled') {
    return (
      <section aria-labelledby={`${id}-title`}>
        <h4 id={`${id}-title`}>{t.progress.title}</h4>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <p>
          {t.send.scheduled(whenText(issue.sendAt ?? ''))} {t.send.locked}
        </p>
        <Button variant="ghost" onClick={() => setAsking(true)}>
          {t.send.cancel}
        </Button>
        {asking ? (
          <ConfirmDialog
            message={t.send.confirmCancel}
            confirmLabel={t.send.yesCancel}
            cancelLabel={t.send.no}
            onConfirm={() => {
              setAsking(false);
              void unschedule(issue.id)
                .unwrap()
                .then(() => onNotice(t.send.cancelled), fail);
            }}
            onCancel={() => setAsking(false)}
          />
        ) : null}
      </section>
    );
  }

  // The progress answer is the newer one while it sends; the item's counts until it came.
  const status = progress?.status ?? issue.status;
  const sent = progress?.sent ?? issue.sent;
  const of = progress?.recipients ?? issue.recipients;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t.progress.title}</h4>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <p role="status" css={css`font-size: 1.25rem; font-weight: 600;`}>
        {t.progress.line(sent, of)}
      </p>
      <progress max={Math.max(of, 1)} value={sent} aria-label={t.progress.label} css={css`width: 100%; height: 1.25rem;`} />
      {progress && progress.failed > 0 ? <p>{t.progress.failed(progress.failed)}</p> : null}
      {progress && progress.skipped > 0 ? <p>{t.progress.skipped(progress.skipped)}</p> : null}
      <p>{status === 'sent' ? (issue.sentAt ? t.progress.done(whenText(issue.sentAt)) : null) : status === 'paused' ? t.progress.paused : t.progress.sending}</p>
      {status === 'sending' ? (
        <Button variant="ghost" disabled={pausing} onClick={() => void pause(issue.id).unwrap().catch(fail)}>
          {t.progress.pause}
        </Button>
      ) : null}
      {status === 'paused' ? (
        <Button disabled={resuming} onClick={() => void resume(issue.id).unwrap().catch(fail)}>
          {t.progress.resume}
        </Button>
      ) : null}
    </section>
  );
}
