/**
 * "Wachtwoord instellen" at the one-time link of a mail or of `npm run users` (SET_PASSWORD_PATH
 * `?token=…`). First the link is checked (POST /api/admin/password/check, which does not use it):
 * a link that is used, expired or wrong shows the API's Dutch message and where to ask for a new
 * one at once, instead of the password fields. Otherwise the new password twice, checked against
 * the kit's password rules while typing (the same rules and words the API answers with), sent to
 * POST /api/admin/password; then the API's sentence and the way to sign in. A link used up in
 * between is said the same way; the server's refusal of a password goes to the field. When the
 * check itself fails (no network, an API without it), the fields show and the POST decides.
 */
import { css } from '@emotion/react';
import { checkPasswordRules } from '@kerk/kit/accounts';
import { Alert, LinkButton } from '@kerk/kit/design-system';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { Link, useSearchParams } from '@kerk/kit/router';
import { compose, required, validateAll } from '@kerk/kit/validation';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';

import { FormFoot, submitFocusingFirstError } from '../../../lib/form-foot';
import { accountTexts } from '../../../texts';
import { useCheckPasswordLinkQuery, useSetPasswordMutation } from '../api/account-api';

const t = accountTexts.setPassword;
const FIELDS = ['password', 'repeat'] as const;
const { FormField, fieldId } = createFormField<(typeof FIELDS)[number]>('set-password');
type Values = { password?: string; repeat?: string };

const validate = (values: Values) =>
  validateAll(values, {
    password: compose(required(t.fields.password), (value) => checkPasswordRules(String(value ?? ''))),
    repeat: compose(required(t.fields.repeat), (value) => (value === values.password ? undefined : t.mismatch)),
  });

export interface SetPasswordProps {
  signInTo: string;
  forgotPasswordTo: string;
}

export function SetPassword({ signInTo, forgotPasswordTo }: SetPasswordProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const checked = useCheckPasswordLinkQuery(token, { skip: !token, refetchOnMountOrArgChange: true });
  const [setPassword, { data: done }] = useSetPasswordMutation();
  const [usedUp, setUsedUp] = useState<string | null>(null);
  const unusable = checked.data && checked.data.state !== 'usable' ? (checked.data.message ?? t.unusable) : null;
  const linkProblem = !token ? t.noToken : (usedUp ?? unusable);

  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const result = await setPassword({ token, password: values.password ?? '' });
    if (!result.error) return undefined;
    const error = result.error as ApiError;
    if (error.status === 400 && error.fields?.password) return { password: error.fields.password };
    if (error.status === 400 && error.code.startsWith('token_')) {
      setUsedUp(error.message);
      return undefined;
    }
    return { [FORM_ERROR]: error.status === 429 && error.message ? error.message : t.failed };
  };

  return (
    <section aria-labelledby="set-password-title" css={css`max-width: 28rem;`}>
      <h2 id="set-password-title">{t.title}</h2>
      {token && checked.isLoading ? (
        <p role="status">{t.checking}</p>
      ) : done ? (
        <>
          <Alert tone="success">{done.message}</Alert>
          <LinkButton to={signInTo}>{t.signIn}</LinkButton>
        </>
      ) : linkProblem ? (
        <>
          <Alert tone="error">{linkProblem}</Alert>
          <p css={(theme) => css`display: flex; flex-wrap: wrap; gap: ${theme.space(4)};`}>
            <Link to={forgotPasswordTo}>{t.forgotPassword}</Link>
            <Link to={signInTo}>{t.signIn}</Link>
          </p>
        </>
      ) : (
        <>
          <Form<Values> onSubmit={onSubmit} validate={validate}>
            {({ handleSubmit, submitting, submitError, form }) => (
              <form
                noValidate
                onSubmit={(event) => void submitFocusingFirstError(handleSubmit, form, FIELDS, (name) => fieldId(name as (typeof FIELDS)[number]))(event)}
              >
                <FormField name="password" label={t.fields.password} type="password" autoComplete="new-password" hint={t.intro} />
                <FormField name="repeat" label={t.fields.repeat} type="password" autoComplete="new-password" />
                <FormFoot label={t.submit} busyText={t.busy} submitting={submitting} submitError={submitError} />
              </form>
            )}
          </Form>
        </>
      )}
    </section>
  );
}
