/**
 * Sending a draft (issue 33): "Stuur een proef naar mijzelf", then "Nu versturen" or "Versturen op …"
 * (a day and a time in Amsterdam), each asked again in a dialog that says to how many and that the
 * text is then fixed. What goes is the version the editor looked at: sent with If-Match, so a
 * change by someone else in between is a message, never a different mail.
 */
import { css } from '@emotion/react';
import type { AdminZijstroom } from '@kerk/kit/api-types';
import { addDays, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { useRenderNow } from '@kerk/kit/dates/use-render-now';
import { Alert, Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { useId, useState } from 'react';

import { ConfirmDialog } from '../../../lib/content/confirm-dialog';
import { zijstroomTexts } from '../../../texts';
import { useZijstroomProofMutation, useZijstroomSendMutation } from '../api/zijstroom-api';
import { whenText } from '../utils/issue-status';

const t = zijstroomTexts;
const fieldStyle = css`display: block; font: inherit; padding: 0.5rem; min-height: 44px;`;

export function SendPanel({ issue, recipients, onSent }: { issue: AdminZijstroom; recipients: number; onSent: (text: string) => void }) {
  const id = useId();
  const now = useRenderNow();
  const [proof, { isLoading: proofBusy }] = useZijstroomProofMutation();
  const [send, { isLoading: sending }] = useZijstroomSendMutation();
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [later, setLater] = useState(false);
  const [day, setDay] = useState(() => addDays(zonedDate(now), 1));
  const [time, setTime] = useState('07:00');
  const [asking, setAsking] = useState<'now' | 'at' | null>(null);
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) && /^\d{2}:\d{2}$/.test(time) ? zonedToUtc(day, time) : null;
  const atValid = at !== null && at.getTime() > now;

  const fail = (error: unknown) => setNotice({ tone: 'error', text: (error as ApiError).message });
  const sendProof = () =>
    proof(issue.id)
      .unwrap()
      .then(({ to }) => setNotice({ tone: 'info', text: t.proof.sent(to) }), fail);
  const go = (sendAt?: string) =>
    send({ id: issue.id, version: issue.version, sendAt })
      .unwrap()
      .then((sent) => onSent(sendAt ? t.send.startedAt(whenText(sent.sendAt ?? sendAt)) : t.send.startedNow), fail);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t.send.title}</h4>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <p>{t.issue.recipients(recipients)}</p>
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)}; margin-bottom: ${th.space(4)};`}>
        <Button variant="ghost" disabled={proofBusy} onClick={() => void sendProof()}>
          {proofBusy ? t.proof.busy : t.proof.button}
        </Button>
        <Button disabled={sending} onClick={() => setAsking('now')}>
          {t.send.now}
        </Button>
        <Button variant="ghost" aria-expanded={later} aria-controls={`${id}-later`} onClick={() => setLater(!later)}>
          {t.send.at}
        </Button>
      </div>
      <fieldset id={`${id}-later`} hidden={!later} css={(th) => css`border: 1px solid ${th.colors.border}; padding: ${th.space(4)};`}>
        <legend css={css`font-weight: 600;`}>{t.send.atTitle}</legend>
        <p id={`${id}-hint`} css={css`margin-top: 0;`}>
          {t.send.dateHint}
        </p>
        <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(4)}; margin-bottom: ${th.space(3)};`}>
          <label>
            {t.send.date}
            <input type="date" value={day} aria-describedby={`${id}-hint`} onChange={(event) => setDay(event.target.value)} css={fieldStyle} />
          </label>
          <label>
            {t.send.time}
            <input type="time" value={time} onChange={(event) => setTime(event.target.value)} css={fieldStyle} />
          </label>
        </div>
        {atValid ? null : <p role="alert">{t.send.chooseMoment}</p>}
        <Button disabled={!atValid || sending} onClick={() => setAsking('at')}>
          {atValid ? t.send.atSubmit(whenText(at.toISOString())) : t.send.at}
        </Button>
      </fieldset>
      {asking ? (
        <ConfirmDialog
          message={asking === 'now' ? t.send.confirmNow(recipients) : t.send.confirmAt(whenText(at!.toISOString()), recipients)}
          confirmLabel={asking === 'now' ? t.send.yesNow : t.send.yesAt}
          cancelLabel={t.send.no}
          onConfirm={() => {
            setAsking(null);
            void go(asking === 'at' ? at!.toISOString() : undefined);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
