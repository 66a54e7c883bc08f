/**
 * The contact form (spec §2 /contact, §5, §8): name, e-mail, subject, message and contact type,
 * checked with the kit's rules, sent once per message (idempotency key, button disabled while
 * sending). Success resets the form; a failure keeps the typed text and says so.
 * Progressive enhancement: it is a real `<form method="post" action="/contact">` with named fields,
 * which the server answers without JavaScript (api/src/site/contact-post.ts); with JavaScript the
 * submit goes to /api/contact instead. What the server answered (`?verzonden=1`, or a refused post's
 * input and messages) shows here too (use-server-state.ts).
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import { texts } from '../../../texts';
import type { FormApi } from 'final-form';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Form, useForm } from 'react-final-form';
import type { ContactFormState } from '@kerk/kit/contact';
import { pathTo, useSearchParams } from '@kerk/kit/router';

import { useGetContactTypesQuery } from '../api/contact-api';
import { useContactSubmit } from '../hooks/use-contact-submit';
import { useServerState } from '../hooks/use-server-state';
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

/**
 * The failure text after a send from this form. While sending, the button was disabled and the
 * browser moved focus from it to the page itself: focus goes to the text, so a keyboard or
 * screen-reader user hears why. A field that has focus (one with a message) keeps it.
 */
function SendFailure({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!document.activeElement?.matches('input, select, textarea')) box.current?.focus();
  }, []);
  return (
    <div ref={box} tabIndex={-1}>
      <Alert tone="error">{message}</Alert>
    </div>
  );
}

/** Marks the fields a refused plain post had messages for as visited, so the messages show at once. */
function ShowPostedErrors({ posted, initialValues }: { posted: ContactFormState | null; initialValues: ContactValues }) {
  const form = useForm<ContactValues>();
  // Again after the form is initialised anew (the contact types arriving change its initial values).
  useEffect(() => {
    for (const name of CONTACT_FIELDS) if (posted?.fields[name]) form.blur(name);
  }, [form, posted, initialValues]);
  return null;
}

export function ContactForm() {
  const { onSubmit, sent } = useContactSubmit();
  const server = useServerState();
  const posted = server.posted;
  const successRef = useRef<HTMLDivElement>(null);
  const [params] = useSearchParams();
  const { data: types } = useGetContactTypesQuery();
  const requested = params.get('type');
  // `?type=` pre-selects a type, but only one the API knows; typed text survives the types arriving.
  const preselected = types?.some((type) => type.key === requested) ? requested! : '';
  const initialValues = useMemo<ContactValues>(() => ({ contactType: preselected, ...posted?.values }), [preselected, posted]);
  // A refused plain post's messages stay on their fields until the visitor changes that field.
  const validate = useMemo(() => {
    if (!posted) return validateContact;
    return (values: ContactValues) => {
      const stale = CONTACT_FIELDS.filter((name) => posted.fields[name] && (values[name] ?? '') === (posted.values[name] ?? ''));
      return { ...Object.fromEntries(stale.map((name) => [name, posted.fields[name]])), ...validateContact(values) };
    };
  }, [posted]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  return (
    <section id="contact-form" aria-labelledby="contact-form-title" css={css`max-width: 40rem; scroll-margin-top: 1rem;`}>
      <h2 id="contact-form-title" css={css`margin-top: 0;`}>{t.formTitle}</h2>
      <p>{t.allRequired}</p>
      <Form<ContactValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues} keepDirtyOnReinitialize>
        {({ handleSubmit, form, submitting, submitError, submitFailed, submitSucceeded }) => {
          // What the server answered counts until the visitor sends from this form.
          const answered = submitting || submitFailed || submitSucceeded;
          const submit = async (event: FormEvent<HTMLFormElement>) => {
            await handleSubmit(event);
            if (form.getState().submitSucceeded) clearForm(form);
            else focusFirstError(form);
          };
          return (
            <form method="post" action={pathTo('contact')} noValidate onSubmit={(event) => void submit(event)} css={css`position: relative;`}>
              <FormField name="name" label={t.fields.name} autoComplete="name" serverError={posted?.fields.name} />
              <FormField name="email" label={t.fields.email} type="email" autoComplete="email" inputMode="email" serverError={posted?.fields.email} />
              <FormField name="subject" label={t.fields.subject} serverError={posted?.fields.subject} />
              <FormField as="textarea" name="message" label={t.fields.message} hint={t.messageHint} serverError={posted?.fields.message} />
              <ContactTypeSelect serverError={posted?.fields.contactType} />
              <HoneypotField />
              <ShowPostedErrors posted={posted} initialValues={initialValues} />
              {submitError ? <SendFailure message={String(submitError)} /> : null}
              {posted?.failed && !answered ? <Alert tone="error">{t.failure}</Alert> : null}
              {(sent || (server.sent && !answered)) && !submitting ? (
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
