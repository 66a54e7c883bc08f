/**
 * "Bericht aan iedereen": an onderwerp and a text (the kit's rules, checked again by the API), then
 * the question how many get it before anything is sent. What is typed is kept in the tab until it
 * was sent.
 */
import { Button } from '@kerk/kit/design-system';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { messageFields, messageRules } from '@kerk/kit/registrations';
import { validateAll } from '@kerk/kit/validation';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';

import { ConfirmDialog } from '../../../lib/content/confirm-dialog';
import { FormFoot, submitFocusingFirstError } from '../../../lib/form-foot';
import { registrationsTexts } from '../../../texts';
import { type TargetRef, useMessageSignupsMutation } from '../api/registrations-api';
import { useKeptValues } from '../hooks/use-kept-values';
import { Panel } from './panel';

const t = registrationsTexts.message;
type Field = 'subject' | 'body';
const { FormField, fieldId } = createFormField<Field>('bericht');
type Values = Partial<Record<Field, string>>;

export interface MessageFormProps {
  target: TargetRef;
  /** How many on the list (and the waitlist) gave an address: who get it. */
  recipients: number;
  onDone: (text: string) => void;
  onCancel: () => void;
}

export function MessageForm({ target, recipients, onDone, onCancel }: MessageFormProps) {
  const [send] = useMessageSignupsMutation();
  const kept = useKeptValues<Values>(`bericht:${target.kind}:${target.id}:${target.occurrence}`);
  const [asking, setAsking] = useState(false);
  // The submit waits for the answer to the question: yes sends, no keeps the form as it is.
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    setAsking(true);
    const yes = await new Promise<boolean>((resolve) => (answer.current = resolve));
    setAsking(false);
    if (!yes) return undefined;
    const result = await send({ ...target, subject: values.subject?.trim() ?? '', body: values.body?.trim() ?? '' });
    if (result.error) {
      const error = result.error as ApiError;
      return error.fields && Object.keys(error.fields).length > 0 ? error.fields : { [FORM_ERROR]: error.message };
    }
    kept.forget();
    onDone(t.sent(result.data.sent));
    return undefined;
  };

  return (
    <Panel title={t.title} intro={t.intro}>
      <Form<Values> onSubmit={onSubmit} validate={(values) => validateAll(values, messageRules)} initialValues={kept.initial}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form noValidate onSubmit={(event) => void submitFocusingFirstError(handleSubmit, form, ['subject', 'body'], (name) => fieldId(name as Field))(event)}>
            <FormSpy<Values> subscription={{ values: true }} onChange={({ values }) => kept.keep(values)} />
            <FormField name="subject" label={messageFields.subject.label} maxLength={messageFields.subject.max} />
            <FormField name="body" label={messageFields.body.label} as="textarea" rows={8} />
            <FormFoot label={t.next} busyText={t.busy} submitting={submitting && !asking} submitError={submitError}>
              <Button variant="ghost" onClick={onCancel}>
                {registrationsTexts.actions.stop}
              </Button>
            </FormFoot>
          </form>
        )}
      </Form>
      {asking ? (
        <ConfirmDialog
          message={t.confirm(recipients)}
          confirmLabel={t.send}
          cancelLabel={registrationsTexts.no}
          onConfirm={() => answer.current?.(true)}
          onCancel={() => answer.current?.(false)}
        />
      ) : null}
    </Panel>
  );
}
