/**
 * The sign-up form of a service or an event: name, e-mail, seats (1 up to the most per sign-up),
 * the editor's question when there is one, and the honeypot. Progressive enhancement, as the
 * contact form: a real `<form method="post">` to `signUpPath` (api/src/site/registration-post.ts
 * answers it without JavaScript); with JavaScript final-form checks with the kit's rules and sends
 * JSON to the API. A 400's messages go to their fields, anything else is the failure text.
 */
import { css } from '@emotion/react';
import type { ApiError } from '@kerk/kit/http';
import { Alert, Button } from '@kerk/kit/design-system';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useMemo, type FormEvent } from 'react';
import { Field, Form } from 'react-final-form';

import { createFormField } from '../form-field';
import { checkSignUp, registrations, signUpPath, type RegistrationState, type SignUpInput, type SignUpKind, type SignUpResult } from './index';
import { useSignUpMutation } from './registrations-api';
import { usePostedSignUp } from './use-posted-sign-up';

type SignUpField = 'name' | 'email' | 'seats' | 'answer';
type Values = Partial<Record<SignUpField | 'website', string>>;
const FIELDS: SignUpField[] = ['name', 'email', 'seats', 'answer'];
const { FormField, fieldId } = createFormField<SignUpField>('signup');

const offScreen = css`position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden;`;

export interface SignUpFormProps {
  kind: SignUpKind;
  id: number;
  registration: RegistrationState;
  /** A recurring event's occurrence (its `startsAt`), and the page's `?datum=` to come back to. */
  occurrence?: string;
  day?: string;
  onAnswer: (result: SignUpResult) => void;
  /** The list closed meanwhile: the page fetches the item again. */
  onClosed?: () => void;
}

function toBody(values: Values, occurrence?: string): SignUpInput {
  const { name = '', email = '', seats = '', answer = '', website = '' } = values;
  return { name, email, seats: Number(seats), ...(answer ? { answer } : {}), ...(occurrence ? { occurrence } : {}), ...(website ? { website } : {}) };
}

function toSubmitErrors(error: ApiError): SubmissionErrors {
  if (error.status === 400 && error.fields) {
    const fields = Object.fromEntries(FIELDS.filter((f) => error.fields?.[f]).map((f) => [f, error.fields![f]]));
    if (Object.keys(fields).length > 0) return fields;
  }
  if (error.code === 'signup_closed') return { [FORM_ERROR]: registrations.closed };
  return { [FORM_ERROR]: registrations.failure };
}

function focusFirstError(form: FormApi<Values>) {
  const invalid = FIELDS.find((name) => form.getFieldState(name)?.error || form.getFieldState(name)?.submitError);
  if (invalid) document.getElementById(fieldId(invalid))?.focus();
}

export function SignUpForm({ kind, id, registration, occurrence, day, onAnswer, onClosed }: SignUpFormProps) {
  const [signUp] = useSignUpMutation();
  const posted = usePostedSignUp();
  const initialValues = useMemo<Values>(() => ({ seats: '1', ...posted?.values }), [posted]);
  const seatOptions = Array.from({ length: registration.maxSeats }, (_, i) => String(i + 1));
  const action = `${signUpPath(kind, id)}${day ? `?datum=${encodeURIComponent(day)}` : ''}`;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    const result = await signUp({ kind, id, body: toBody(values, occurrence) });
    if (!result.error) {
      onAnswer(result.data);
      return undefined;
    }
    const error = result.error as ApiError;
    if (error.code === 'signup_closed') onClosed?.();
    return toSubmitErrors(error);
  }

  return (
    <Form<Values> onSubmit={onSubmit} validate={(values) => checkSignUp(values, registration.maxSeats)} initialValues={initialValues}>
      {({ handleSubmit, form, submitting, submitError, submitFailed }) => {
        const submit = async (event: FormEvent<HTMLFormElement>) => {
          await handleSubmit(event);
          focusFirstError(form);
        };
        return (
          <form method="post" action={action} noValidate onSubmit={(event) => void submit(event)} css={css`position: relative;`}>
            <FormField name="name" label={registrations.fields.name} autoComplete="name" serverError={posted?.fields.name} />
            <FormField name="email" label={registrations.fields.email} type="email" autoComplete="email" inputMode="email" serverError={posted?.fields.email} />
            <FormField as="select" name="seats" label={registrations.fields.seats} serverError={posted?.fields.seats} css={css`max-width: 8rem;`}>
              {seatOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </FormField>
            {registration.question ? (
              <FormField name="answer" label={registration.question} hint={registrations.optional} aria-required={false} serverError={posted?.fields.answer} />
            ) : null}
            <div aria-hidden="true" css={offScreen}>
              <label htmlFor="signup-website">{registrations.honeypot}</label>
              <Field<string> name="website">{({ input }) => <input {...input} id="signup-website" type="text" tabIndex={-1} autoComplete="off" />}</Field>
            </div>
            {submitError ? <Alert tone="error">{String(submitError)}</Alert> : null}
            {posted?.failed && !submitFailed && !submitting ? <Alert tone="error">{registrations.failure}</Alert> : null}
            <div css={(t) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${t.space(3)};`}>
              <Button type="submit" disabled={submitting}>
                {registrations.submit}
              </Button>
              <span role="status">{submitting ? registrations.sending : ''}</span>
            </div>
          </form>
        );
      }}
    </Form>
  );
}
