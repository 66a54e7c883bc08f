/**
 * One service's or event's sign-ups (issue 43): the seats taken of the limit and the waitlist, big;
 * whether sign-ups are open; and what a volunteer does with them: print the list for the door,
 * export it, add a sign-up by phone, close early or open again, change the seats, mail everyone,
 * cancel one. A redacteur sees the counts, closes and changes the seats; names and addresses are a
 * beheerder's (the API gives them no one else).
 */
import { css } from '@emotion/react';
import { formatDate, formatTime } from '@kerk/kit/dates';
import { Alert, Button, buttonStyles } from '@kerk/kit/design-system';
import { getApiBase, type ApiError } from '@kerk/kit/http';
import { Link } from '@kerk/kit/router';
import { useState } from 'react';

import { ConfirmDialog } from '../../../lib/content/confirm-dialog';
import { registrationsTexts } from '../../../texts';
import {
  type AdminRegistration,
  type AdminRegistrationList,
  csvPath,
  type TargetRef,
  useCancelSignUpMutation,
  useRegistrationListQuery,
  useSetSignupsClosedMutation,
} from '../api/registrations-api';
import { DoorList } from './door-list';
import { MessageForm } from './message-form';
import { PhoneForm } from './phone-form';
import { SeatsForm } from './seats-form';
import { SignupTable } from './signup-table';
import { whenText } from './when';

const t = registrationsTexts;

type PanelName = 'phone' | 'seats' | 'message' | null;
type Notice = { tone: 'success' | 'error'; text: string };

function Counts({ list }: { list: AdminRegistrationList }) {
  const state = list.closed ? t.closedEarly : list.open ? t.openUntil(`${formatDate(list.closesAt, 'dddd D MMMM')} ${formatTime(list.closesAt)} uur`) : t.closedPast;
  return (
    <div role="group" aria-label={t.columns.seats} css={(th) => css`margin: ${th.space(4)} 0; padding: ${th.space(4)}; border-left: 6px solid ${th.colors.action}; background: ${th.colors.surfaceAlt};`}>
      <p css={css`margin: 0; font-size: 1.6rem; font-weight: 700;`}>{t.taken(list.taken, list.limit)}</p>
      <p css={css`margin: 0.25rem 0 0; font-size: 1.15rem;`}>
        {t.free(list.limit - list.taken)} · {t.waitingSeats(list.waiting)}
      </p>
      <p css={css`margin: 0.5rem 0 0;`}>{state}</p>
    </div>
  );
}

export function RegistrationScreen({ target, backTo }: { target: TargetRef; backTo: string }) {
  const { data: list, isLoading, isError, error } = useRegistrationListQuery(target);
  const [setClosed, closing] = useSetSignupsClosedMutation();
  const [cancel] = useCancelSignUpMutation();
  const [panel, setPanel] = useState<PanelName>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<AdminRegistration | null>(null);
  const fail = (e: unknown) => setNotice({ tone: 'error', text: (e as ApiError).message });
  const done = (text: string) => {
    setPanel(null);
    setNotice({ tone: 'success', text });
  };
  const open = (name: PanelName) => {
    setNotice(null);
    setPanel(panel === name ? null : name);
  };

  const back = (
    <p>
      <Link to={backTo}>{t.back}</Link>
    </p>
  );
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (!list || isError)
    return (
      <>
        <p role="alert">{(error as ApiError | undefined)?.status === 404 ? t.notFound : t.loadError}</p>
        {back}
      </>
    );

  const confirmed = list.items.filter((r) => r.status === 'confirmed');
  const waiting = list.items.filter((r) => r.status === 'waitlisted');
  const toggleClosed = () =>
    setClosed({ ...target, closed: !list.closed })
      .unwrap()
      .then((answer) => setNotice({ tone: 'success', text: answer.closed ? t.closedNow : t.reopenedNow }), fail);

  return (
    <section aria-labelledby="registrations-item-title">
      {back}
      <h3 id="registrations-item-title" css={css`margin-bottom: 0.25rem;`}>
        {list.title}
      </h3>
      <p css={css`margin-top: 0; font-size: 1.1rem;`}>
        {whenText(list.startsAt)}
        {list.place ? `, ${list.place}` : ''}
      </p>
      <Counts list={list} />
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)}; margin: ${th.space(4)} 0;`}>
        {list.names ? (
          <>
            <Button onClick={() => window.print()}>{t.actions.print}</Button>
            <a href={`${getApiBase()}${csvPath(target)}`} download css={buttonStyles('ghost')}>
              {t.actions.csv}
            </a>
            <Button variant="secondary" aria-expanded={panel === 'phone'} onClick={() => open('phone')}>
              {t.actions.phone}
            </Button>
          </>
        ) : null}
        <Button variant="ghost" aria-expanded={panel === 'seats'} onClick={() => open('seats')}>
          {t.actions.seats}
        </Button>
        {list.names ? (
          <Button variant="ghost" aria-expanded={panel === 'message'} onClick={() => open('message')}>
            {t.actions.message}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={closing.isLoading} onClick={() => void toggleClosed()}>
          {list.closed ? t.actions.reopen : t.actions.close}
        </Button>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {panel === 'phone' ? <PhoneForm target={target} maxSeats={list.maxSeats} question={list.question} onDone={done} onCancel={() => setPanel(null)} /> : null}
      {panel === 'seats' ? <SeatsForm target={target} limit={list.limit} taken={list.taken} onDone={done} onCancel={() => setPanel(null)} /> : null}
      {panel === 'message' ? <MessageForm target={target} recipients={list.items.filter((r) => r.email).length} onDone={done} onCancel={() => setPanel(null)} /> : null}
      {list.names ? (
        <>
          {/* The tables' names are their captions, as large as a heading: on a phone the waitlist must not be missed. */}
          {confirmed.length > 0 ? <SignupTable caption={t.signups} items={confirmed} question={list.question} onCancel={setAsking} /> : <p>{t.noSignups}</p>}
          {waiting.length > 0 ? <SignupTable caption={t.waitlist} items={waiting} question={list.question} waitlist onCancel={setAsking} /> : <p>{t.noWaitlist}</p>}
          <DoorList list={list} printedAt={new Date()} />
        </>
      ) : (
        <p>{t.countsOnly}</p>
      )}
      {asking ? (
        <ConfirmDialog
          message={t.cancelConfirm(asking.name, asking.seats)}
          confirmLabel={t.cancelYes}
          cancelLabel={t.no}
          onConfirm={() => {
            const registration = asking;
            setAsking(null);
            void cancel(registration.id)
              .unwrap()
              .then(() => setNotice({ tone: 'success', text: t.cancelled(registration.name) }), fail);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
