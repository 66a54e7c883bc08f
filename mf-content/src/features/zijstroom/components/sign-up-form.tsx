/**
 * Zijstroom's sign-up form (issue 33): e-mail and, if they like, a name. Progressive enhancement,
 * as the contact form: a real `<form method="post" action="/zijstroom">` with named fields, which
 * the server answers without JavaScript with a redirect to `/zijstroom?aangemeld=1|ongeldig|te-vaak`
 * (api/src/site/newsletter-post.ts), shown here from the URL; without JavaScript the browser's own
 * check of `type="email"` comes first. With JavaScript the form checks with the kit's rules and
 * sends JSON to /api/zijstroom/aanmelden. Every accepted address gets the same answer.
 */
import { css } from '@emotion/react';
import type { ApiError } from '@kerk/kit/http';
import { checkSignUp, newsletter } from '@kerk/kit/newsletter';
import { Alert, Button } from '@kerk/kit/design-system';
import { pathTo, useSearchParams } from '@kerk/kit/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { texts } from '../../../texts';
import { useSignUpForZijstroomMutation } from '../api/zijstroom-api';
import { SignUpField } from './sign-up-field';

const t = texts.content.zijstroom;

const offScreen = css`position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden;`;

/** What the server's redirect said (`?aangemeld=`), before this form sent anything itself. */
function useServerAnswer() {
  const [params] = useSearchParams();
  return params.get(newsletter.links.signedUpParam);
}

export function SignUpForm() {
  const [signUp, { isLoading }] = useSignUpForZijstroomMutation();
  const server = useServerAnswer();
  const [values, setValues] = useState({ email: '', name: '', website: '' });
  const [fieldError, setFieldError] = useState<string | undefined>(server === 'ongeldig' ? t.invalid : undefined);
  const [failure, setFailure] = useState<string | undefined>(server === 'te-vaak' ? newsletter.tooMany : undefined);
  const [answered, setAnswered] = useState(server === '1');
  // Until this script runs, the browser's own check of the e-mail field guards the plain post.
  const [enhanced, setEnhanced] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => setEnhanced(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkSignUp(values);
    setFieldError(problems.email);
    setFailure(undefined);
    if (problems.email) {
      document.getElementById('zijstroom-email')?.focus();
      return;
    }
    const result = await signUp({ email: values.email, name: values.name, ...(values.website ? { website: values.website } : {}) });
    if (result.error) {
      const error = result.error as ApiError;
      if (error.fields?.email) setFieldError(error.fields.email);
      else setFailure(error.status === 429 ? newsletter.tooMany : newsletter.failure);
      return;
    }
    setAnswered(true);
    setValues({ email: '', name: '', website: '' });
  }

  useEffect(() => {
    if (answered && enhanced) answerRef.current?.focus();
  }, [answered, enhanced]);

  return (
    <section id="aanmelden" aria-labelledby="zijstroom-form-title" css={(th) => css`margin-top: ${th.space(8)}; scroll-margin-top: 1rem;`}>
      <h2 id="zijstroom-form-title">{newsletter.formTitle}</h2>
      {answered ? (
        <div ref={answerRef} tabIndex={-1} data-answer>
          <Alert tone="success">
            <strong>{newsletter.answer}</strong>
            <br />
            {newsletter.answerMore}
          </Alert>
        </div>
      ) : null}
      <form method="post" action={pathTo('zijstroom')} noValidate={enhanced} onSubmit={(event) => void submit(event)} css={css`position: relative; max-width: 32rem;`}>
        <SignUpField
          id="zijstroom-email"
          name="email"
          type="email"
          label={newsletter.fields.email}
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={fieldError}
          onChange={(email) => {
            setValues((v) => ({ ...v, email }));
            setFieldError(undefined);
          }}
        />
        <SignUpField id="zijstroom-name" name="name" label={newsletter.fields.name} autoComplete="name" value={values.name} onChange={(name) => setValues((v) => ({ ...v, name }))} />
        <div aria-hidden="true" css={offScreen}>
          <label htmlFor="zijstroom-website">{newsletter.honeypot}</label>
          <input id="zijstroom-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))} />
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div css={(th) => css`display: flex; align-items: center; gap: ${th.space(3)};`}>
          <Button type="submit" disabled={isLoading}>
            {newsletter.submit}
          </Button>
          <span role="status">{isLoading ? newsletter.sending : ''}</span>
        </div>
      </form>
    </section>
  );
}
