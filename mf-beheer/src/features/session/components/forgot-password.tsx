/**
 * "Wachtwoord vergeten": the e-mail address, sent to POST /api/admin/password-reset. The answer
 * is the same sentence whether the address has an account or not (the API's, shown as it is), so
 * the screen tells nobody which addresses exist. A lockout of too many requests shows the API's
 * Dutch message with how long to wait.
 */
import { css } from '@emotion/react';
import { Alert } from '@kerk/kit/design-system';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { Link } from '@kerk/kit/router';
import { compose, email, required, validateAll } from '@kerk/kit/validation';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';

import { FormFoot, submitFocusingFirstError } from '../../../lib/form-foot';
import { accountTexts } from '../../../texts';
import { useRequestPasswordResetMutation } from '../api/account-api';

const t = accountTexts.forgotPassword;
const { FormField, fieldId } = createFormField<'email'>('forgot-password');
type Values = { email?: string };
const validate = (values: Values) => validateAll(values, { email: compose(required(t.fields.email), email(t.fields.email)) });

/** A refused request as final-form errors: the API's Dutch message where it sent one. */
function toErrors(error: ApiError): SubmissionErrors {
  if (error.status === 400 && error.fields?.email) return { email: error.fields.email };
  if (error.status === 429 && error.message) return { [FORM_ERROR]: error.message };
  return { [FORM_ERROR]: t.failed };
}

export function ForgotPassword({ signInTo }: { signInTo: string }) {
  const [requestReset, { data: done }] = useRequestPasswordResetMutation();

  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const result = await requestReset({ email: values.email?.trim() ?? '' });
    return result.error ? toErrors(result.error as ApiError) : undefined;
  };

  return (
    <section aria-labelledby="forgot-password-title" css={css`max-width: 28rem;`}>
      <h2 id="forgot-password-title">{t.title}</h2>
      {done ? (
        <Alert tone="success">{done.message}</Alert>
      ) : (
        <>
          <p>{t.intro}</p>
          <Form<Values> onSubmit={onSubmit} validate={validate}>
            {({ handleSubmit, submitting, submitError, form }) => (
              <form
                noValidate
                onSubmit={(event) => void submitFocusingFirstError(handleSubmit, form, ['email'], () => fieldId('email'))(event)}
              >
                <FormField name="email" label={t.fields.email} type="email" autoComplete="username" inputMode="email" />
                <FormFoot label={t.submit} busyText={t.busy} submitting={submitting} submitError={submitError} />
              </form>
            )}
          </Form>
        </>
      )}
      <p>
        <Link to={signInTo}>{t.back}</Link>
      </p>
    </section>
  );
}
