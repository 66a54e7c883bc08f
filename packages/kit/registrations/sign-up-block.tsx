/**
 * A service's or an event's sign-up (issue 43), the one block both remotes show: the seats left or
 * that it is full (the form then signs up for the waitlist), until when, the form, and after a
 * sign-up the answer with the mail note, which gets the focus. Closed: the closed text, no form.
 * The answer of a plain POST comes back in the page's query (`?aanmelding=bevestigd&plaatsen=2`).
 * Not a shared entry: each remote bundles it; the store, router and theme are the shell's.
 */
import { css } from '@emotion/react';
import { formatDate } from '@kerk/kit/dates';
import { Alert } from '@kerk/kit/design-system';
import { useSearchParams } from '@kerk/kit/router';
import { useEffect, useRef, useState } from 'react';

import { answerOfQuery, registrations, type RegistrationState, type SignUpKind, type SignUpResult } from './index';
import { SignUpForm } from './sign-up-form';

export interface SignUpBlockProps {
  kind: SignUpKind;
  id: number;
  registration: RegistrationState;
  /** A recurring event: the occurrence's start, and the page's `?datum=`. */
  occurrence?: string;
  day?: string;
  /** After a sign-up (or a list found closed): the page fetches the item again, so the seats left update. */
  onChanged?: () => void;
}

const answerText = (kind: SignUpKind, result: SignUpResult) =>
  result.status === 'confirmed' ? registrations.confirmed(result.seats) : registrations.waitlisted(registrations.what[kind], result.position ?? 0);

function Answer({ kind, result, focus }: { kind: SignUpKind; result: SignUpResult; focus: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  return (
    <div ref={box} tabIndex={-1} data-signup-answer={result.status} css={css`&:focus-visible { outline: none; }`}>
      <Alert tone="success">
        <strong>{answerText(kind, result)}</strong>
        <br />
        {registrations.mailNote}
      </Alert>
    </div>
  );
}

export function SignUpBlock({ kind, id, registration, occurrence, day, onChanged }: SignUpBlockProps) {
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState<{ result: SignUpResult; fromForm: boolean } | null>(() => {
    const result = answerOfQuery(params);
    return result ? { result, fromForm: false } : null;
  });
  const left = Math.max(0, registration.limit - registration.taken);
  const open = registration.open;
  return (
    <section
      id={registrations.params.anchor}
      aria-labelledby="signup-title"
      data-signup={open ? (left > 0 ? 'open' : 'full') : 'closed'}
      css={(t) => css`
        margin-top: ${t.space(8)};
        padding: ${t.space(5)};
        max-width: 36rem;
        border: 1px solid ${t.colors.border};
        border-radius: ${t.radius};
        background: ${t.colors.surface};
        scroll-margin-top: 1rem;
      `}
    >
      <h2 id="signup-title" css={css`margin-top: 0;`}>
        {registrations.formTitle}
      </h2>
      {answer ? <Answer kind={kind} result={answer.result} focus={answer.fromForm} /> : null}
      {open ? (
        <>
          <p data-seats-left css={css`font-size: 1.25rem; font-weight: 600; margin: 0 0 0.25rem;`}>
            {left > 0 ? registrations.seatsLeft(left) : registrations.full(registrations.what[kind])}
          </p>
          <p css={(t) => css`margin: 0 0 ${answer ? 0 : t.space(5)}; color: ${t.colors.textMuted};`}>{registrations.closes(formatDate(registration.closesAt, registrations.closesFormat))}</p>
          {answer ? null : (
            <SignUpForm
              kind={kind}
              id={id}
              registration={registration}
              occurrence={occurrence}
              day={day}
              onClosed={onChanged}
              onAnswer={(result) => {
                setAnswer({ result, fromForm: true });
                onChanged?.();
              }}
            />
          )}
        </>
      ) : (
        <p data-signup-closed>{registrations.closed}</p>
      )}
    </section>
  );
}
