/**
 * "Iemand uitnodigen": an e-mail address and a role, sent to POST /api/admin/users; the new
 * account gets a mail with its one-time link. The API's Dutch refusal (an address that already
 * has an account) goes to the field; success is said by the section (`onInvited`).
 */
import { css } from '@emotion/react';
import { accounts, ROLES } from '@kerk/kit/accounts';
import type { Role } from '@kerk/kit/api-types';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { compose, email, required, validateAll } from '@kerk/kit/validation';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';

import { FormFoot, submitFocusingFirstError } from '../../../lib/form-foot';
import { accountTexts } from '../../../texts';
import { useInviteUserMutation } from '../api/users-api';

const t = accountTexts.invite;
const { FormField, fieldId } = createFormField<'email' | 'role'>('invite');
type Values = { email?: string; role?: Role };

const validate = (values: Values) => validateAll(values, { email: compose(required(t.fields.email), email(t.fields.email)), role: required(t.fields.role) });

export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const [invite] = useInviteUserMutation();

  const onSubmit = async (values: Values, form: FormApi<Values>): Promise<SubmissionErrors | undefined> => {
    const result = await invite({ email: values.email?.trim() ?? '', role: values.role ?? 'redacteur' });
    if (result.error) {
      const error = result.error as ApiError;
      if (error.code === 'user_exists' || error.fields?.email) return { email: error.fields?.email ?? error.message };
      return { [FORM_ERROR]: error.message || accountTexts.users.failed };
    }
    onInvited(result.data.email);
    setTimeout(() => form.restart({ role: 'redacteur' }));
    return undefined;
  };

  return (
    <section aria-labelledby="invite-title" css={(theme) => css`max-width: 28rem; margin-top: ${theme.space(6)};`}>
      <h3 id="invite-title">{t.title}</h3>
      <p>{t.intro}</p>
      <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={{ role: 'redacteur' }}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form
            noValidate
            onSubmit={(event) => void submitFocusingFirstError(handleSubmit, form, ['email', 'role'], (name) => fieldId(name as 'email' | 'role'))(event)}
          >
            <FormField name="email" label={t.fields.email} type="email" autoComplete="off" inputMode="email" />
            <FormField name="role" label={t.fields.role} as="select">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {accounts.labels.roles[role]}
                </option>
              ))}
            </FormField>
            <FormFoot label={t.submit} busyText={t.busy} submitting={submitting} submitError={submitError} />
          </form>
        )}
      </Form>
    </section>
  );
}
