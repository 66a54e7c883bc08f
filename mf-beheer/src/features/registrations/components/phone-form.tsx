/**
 * "Aanmelding per telefoon toevoegen": naam, e-mailadres (niet verplicht), plaatsen and the answer to
 * the item's question, checked by the kit's rules (the API checks them again; its Dutch refusal goes
 * to the field). What is typed is kept in the tab until the server took it.
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { phoneSignUpRules, registrations } from '@kerk/kit/registrations';
import { validateAll } from '@kerk/kit/validation';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form, FormSpy } from 'react-final-form';

import { FormFoot, submitFocusingFirstError } from '../../../lib/form-foot';
import { registrationsTexts } from '../../../texts';
import { type TargetRef, useAddPhoneSignUpMutation } from '../api/registrations-api';
import { useKeptValues } from '../hooks/use-kept-values';
import { Panel } from './panel';

const t = registrationsTexts;
const f = registrations.fields;
type Field = 'name' | 'email' | 'seats' | 'answer';
const FIELDS: Field[] = ['name', 'email', 'seats', 'answer'];
const { FormField, fieldId } = createFormField<Field>('aanmelding');
type Values = Partial<Record<Field, string>>;

export interface PhoneFormProps {
  target: TargetRef;
  maxSeats: number;
  question: string;
  onDone: (text: string) => void;
  onCancel: () => void;
}

export function PhoneForm({ target, maxSeats, question, onDone, onCancel }: PhoneFormProps) {
  const [add] = useAddPhoneSignUpMutation();
  const kept = useKeptValues<Values>(`telefoon:${target.kind}:${target.id}:${target.occurrence}`);
  const rules = phoneSignUpRules(maxSeats);

  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const name = values.name?.trim() ?? '';
    const result = await add({ ...target, values: { name, email: values.email?.trim() ?? '', seats: Number(values.seats), answer: values.answer?.trim() ?? '' } });
    if (result.error) {
      const error = result.error as ApiError;
      if (error.fields && Object.keys(error.fields).length > 0) return error.fields;
      if (error.code === 'duplicate') return { email: error.message };
      return { [FORM_ERROR]: error.message };
    }
    kept.forget();
    onDone(result.data.status === 'waitlisted' ? t.phone.waitlisted(name, result.data.position ?? 1) : t.phone.added(name));
    return undefined;
  };

  return (
    <Panel title={t.phone.title} intro={t.phone.intro}>
      <Form<Values> onSubmit={onSubmit} validate={(values) => validateAll(values, rules)} initialValues={kept.initial ?? { seats: '1' }}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form noValidate onSubmit={(event) => void submitFocusingFirstError(handleSubmit, form, FIELDS, (name) => fieldId(name as Field))(event)}>
            <FormSpy<Values> subscription={{ values: true }} onChange={({ values }) => kept.keep(values)} />
            <FormField name="name" label={f.name} autoComplete="off" />
            <FormField name="email" label={t.phone.email} type="email" inputMode="email" autoComplete="off" aria-required={false} />
            <FormField name="seats" label={f.seats} type="number" inputMode="numeric" min={1} max={maxSeats} css={css`max-width: 8rem;`} />
            {question ? <FormField name="answer" label={`${t.list.answer}: ${question}`} as="textarea" rows={3} aria-required={false} /> : null}
            <FormFoot label={t.phone.submit} busyText={t.phone.busy} submitting={submitting} submitError={submitError}>
              <Button variant="ghost" onClick={onCancel}>
                {t.actions.stop}
              </Button>
            </FormFoot>
          </form>
        )}
      </Form>
    </Panel>
  );
}
