/**
 * "Inloggen": e-mail and password, checked with the kit's rules, sent to POST /api/admin/session.
 * A failure (wrong password, lockout, the admin API not deployed yet, no network) is one Dutch
 * sentence above the button; the typed address stays. Never a crash. A lockout shows the API's
 * sentence (how many minutes are left) with "Wachtwoord vergeten" in it as a link to that screen.
 */
import { css } from '@emotion/react';
import { FORGOT_PASSWORD_NAME } from '@kerk/kit/accounts';
import { Alert } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { Link } from '@kerk/kit/router';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';

import { FormFoot, submitFocusingFirstError } from '../../../lib/form-foot';
import { beheer } from '../../../texts';
import { useSignInMutation } from '../../../lib/admin-session';
import { toSignInErrors } from '../utils/submit-errors';
import { SIGN_IN_FIELDS, validateSignIn, type SignInValues } from '../utils/sign-in-validation';
import { fieldId, FormField } from './form-field';
import { MessageWithLink } from './message-with-link';

const t = beheer.signIn;

export interface SignInFormProps {
  forgotPasswordTo: string;
  /** Set when the server ended the session (idle, absolute, revoked): said above the form. */
  sessionEnded?: boolean;
  /** The address of whoever was signed in when the session ended: filled in again. */
  email?: string;
  /** Inside the "sign in again" dialog: the dialog has the heading and the explanation. */
  embedded?: boolean;
}

export function SignInForm({ forgotPasswordTo, sessionEnded = false, email, embedded = false }: SignInFormProps) {
  const [signIn] = useSignInMutation();
  // The lockout's sentence, to show with its link (final-form keeps only the text).
  const [lockout, setLockout] = useState<string | null>(null);

  const onSubmit = async (values: SignInValues): Promise<SubmissionErrors | undefined> => {
    const result = await signIn({ email: values.email?.trim() ?? '', password: values.password ?? '' });
    const error = result.error as ApiError | undefined;
    setLockout(error?.code === 'locked' && error.message ? error.message : null);
    return error ? toSignInErrors(error) : undefined;
  };

  return (
    <section aria-labelledby={embedded ? undefined : 'sign-in-title'} aria-label={embedded ? t.title : undefined} css={css`max-width: 28rem;`}>
      {embedded ? null : <h2 id="sign-in-title">{t.title}</h2>}
      {sessionEnded ? <Alert tone="info">{t.sessionEnded}</Alert> : null}
      {embedded ? null : <p>{t.intro}</p>}
      <Form<SignInValues> onSubmit={onSubmit} validate={validateSignIn} initialValues={{ email }}>
        {({ handleSubmit, form, submitting, submitError }) => {
          const locked = lockout !== null && submitError === lockout;
          const submit = submitFocusingFirstError(handleSubmit, form, SIGN_IN_FIELDS, (name) => fieldId(name as (typeof SIGN_IN_FIELDS)[number]));
          return (
            <form noValidate onSubmit={(event) => void submit(event)}>
              <FormField name="email" label={t.fields.email} type="email" autoComplete="username" inputMode="email" />
              <FormField name="password" label={t.fields.password} type="password" autoComplete="current-password" />
              <FormFoot
                label={t.submit}
                busyText={t.busy}
                submitting={submitting}
                submitError={locked ? undefined : submitError}
                notice={
                  locked ? (
                    <Alert tone="error">
                      <MessageWithLink message={lockout} name={FORGOT_PASSWORD_NAME} to={forgotPasswordTo} />
                    </Alert>
                  ) : null
                }
              >
                <Link to={forgotPasswordTo}>{t.forgotPassword}</Link>
              </FormFoot>
            </form>
          );
        }}
      </Form>
    </section>
  );
}
