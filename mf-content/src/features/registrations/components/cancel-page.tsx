/**
 * /afmelden?token=: the cancel link of a sign-up's confirmation mail (issue 43). The visit itself
 * never cancels (a mail scanner follows links): a button does. It is a plain form POST to
 * /afmelden, so it works without JavaScript (the server redirects to `?klaar=1` or
 * `?link=onbekend`); with JavaScript it sends JSON to /api/registrations/cancel and says the
 * outcome here, with the focus on it.
 */
import { css } from '@emotion/react';
import { Alert, Button, PageHeader } from '@kerk/kit/design-system';
import { registrations } from '@kerk/kit/registrations';
import { useCancelRegistrationMutation } from '@kerk/kit/registrations/api';
import { pathTo, useSearchParams } from '@kerk/kit/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';

const { params } = registrations;
type Outcome = 'done' | 'invalid' | 'failed';

function useOutcome(): [Outcome | null, (outcome: Outcome) => void] {
  const [query] = useSearchParams();
  const fromServer = query.get(params.done) === '1' ? 'done' : query.get(params.link) === 'onbekend' ? 'invalid' : null;
  const [outcome, setOutcome] = useState<Outcome | null>(fromServer);
  return [outcome, setOutcome];
}

function OutcomeText({ outcome, focus }: { outcome: Outcome; focus: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  return (
    <div ref={box} tabIndex={-1} data-cancel-outcome={outcome}>
      {outcome === 'done' ? <Alert tone="success">{registrations.cancelled}</Alert> : <Alert tone="error">{outcome === 'invalid' ? registrations.cancelInvalid : registrations.failure}</Alert>}
    </div>
  );
}

export function CancelPage() {
  const [query] = useSearchParams();
  const token = query.get('token');
  const [outcome, setOutcome] = useOutcome();
  const [fromForm, setFromForm] = useState(false);
  const [cancel, { isLoading }] = useCancelRegistrationMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const result = await cancel(token);
    setFromForm(true);
    if (!result.error) setOutcome('done');
    else setOutcome((result.error as { status?: number }).status === 404 ? 'invalid' : 'failed');
  }

  return (
    <div css={(th) => css`max-width: ${th.measure}; margin: 0 auto;`}>
      <PageHeader title={registrations.cancelTitle} />
      {outcome ? <OutcomeText outcome={outcome} focus={fromForm} /> : null}
      {outcome === 'done' || outcome === 'invalid' ? null : token ? (
        <form method="post" action={pathTo('registrationCancel')} onSubmit={(event) => void submit(event)}>
          <p>{registrations.cancelAsk}</p>
          <input type="hidden" name="token" value={token} />
          <div css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space(3)};`}>
            <Button type="submit" disabled={isLoading}>
              {registrations.cancelButton}
            </Button>
            <span role="status">{isLoading ? registrations.cancelling : ''}</span>
          </div>
        </form>
      ) : (
        <p>{registrations.cancelNoToken}</p>
      )}
    </div>
  );
}
