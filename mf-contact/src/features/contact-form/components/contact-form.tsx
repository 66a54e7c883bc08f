/**
 * The contact form (spec §2 /contact, §5, §8): name, e-mail, subject, message and contact type,
 * checked with the kit's rules, sent once per message (idempotency key, button disabled while
 * sending). Success resets the form; a failure keeps the typed text and says so.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import type { FormApi } from 'final-form';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { useSearchParams } from '@kerk/kit/router';

import { useGetContactTypesQuery } from '../api/contact-api';
import { useContactSubmit } from '../hooks/use-contact-submit';
import { CONTACT_FIELDS, validateContact, type ContactValues } from '../utils/contact-validation';
import { ContactTypeSelect } from './contact-type-select';
import { fieldId, FormField } from './form-field';
import { HoneypotField } from './honeypot-field';

const t = texts.contact;

/** After a refused submit the first field with a message gets the focus (its message is read out). */
/** Empties the form after a success (keeping a `?type=` pre-selection); keepDirty would keep the text. */
function clearForm(form: FormApi<ContactValues>) {
  form.setConfig('keepDirtyOnReinitialize', false);
  form.restart();
  form.setConfig('keepDirtyOnReinitialize', true);
}

function focusFirstError(form: FormApi<ContactValues>) {
  const invalid = CONTACT_FIELDS.find((name) => {
    const state = form.getFieldState(name);
    return state?.error || state?.submitError;
  });
  if (invalid) document.getElementById(fieldId(invalid))?.focus();
}

export function ContactForm() {
  const { onSubmit, sent } = useContactSubmit();
  const successRef = useRef<HTMLDivElement>(null);
  const [params] = useSearchParams();
  const { data: types } = useGetContactTypesQuery();
  const requested = params.get('type');
  // `?type=` pre-selects a type, but only one the API knows; typed text survives the types arriving.
  const preselected = types?.some((type) => type.key === requested) ? requested! : '';
  const initialValues = useMemo<ContactValues>(() => ({ contactType: preselected }), [preselected]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  return (
    <section aria-labelledby="contact-form-title" css={(theme) => css`margin-top: ${theme.space(8)}; max-width: 40rem;`}>
      <h2 id="contact-form-title">{t.formTitle}</h2>
      <p>{t.allRequired}</p>
      <Form<ContactValues> onSubmit={onSubmit} validate={validateContact} initialValues={initialValues} keepDirtyOnReinitialize>
        {({ handleSubmit, form, submitting, submitError }) => {
          const submit = async (event: FormEvent<HTMLFormElement>) => {
            await handleSubmit(event);
            if (form.getState().submitSucceeded) clearForm(form);
            else focusFirstError(form);
          };
          return (
            <form noValidate onSubmit={(event) => void submit(event)} css={css`position: relative;`}>
              <FormField name="name" label={t.fields.name} autoComplete="name" />
              <FormField name="email" label={t.fields.email} type="email" autoComplete="email" inputMode="email" />
              <FormField name="subject" label={t.fields.subject} />
              <FormField as="textarea" name="message" label={t.fields.message} hint={t.messageHint} />
              <ContactTypeSelect />
              <HoneypotField />
              {submitError ? <Alert tone="error">{submitError}</Alert> : null}
              {sent && !submitting ? (
                // Focused after sending, so keyboard and screen-reader users land on the outcome.
                <div ref={successRef} tabIndex={-1}>
                  <Alert tone="success">{t.success}</Alert>
                </div>
              ) : null}
              <div css={(theme) => css`display: flex; align-items: center; gap: ${theme.space(3)};`}>
                <Button type="submit" disabled={submitting}>
                  {t.submit}
                </Button>
                <span role="status">{submitting ? t.sending : ''}</span>
              </div>
            </form>
          );
        }}
      </Form>
    </section>
  );
}
