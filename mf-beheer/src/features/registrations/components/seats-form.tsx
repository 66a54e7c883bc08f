/**
 * "Aantal plaatsen wijzigen": one number, never below the seats already confirmed (the kit's rule,
 * which the API checks again). More seats move the waitlist up on the server, with a mail each.
 */
import { Button } from '@kerk/kit/design-system';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { seatCountRule } from '@kerk/kit/registrations';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';

import { FormFoot, submitFocusingFirstError } from '../../../lib/form-foot';
import { registrationsTexts } from '../../../texts';
import { type TargetRef, useSetSignupSeatsMutation } from '../api/registrations-api';
import { Panel } from './panel';

const t = registrationsTexts.seats;
const { FormField, fieldId } = createFormField<'seats'>('plaatsen');
type Values = { seats?: string };

export function SeatsForm({ target, limit, taken, onDone, onCancel }: { target: TargetRef; limit: number; taken: number; onDone: (text: string) => void; onCancel: () => void }) {
  const [save] = useSetSignupSeatsMutation();
  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const seats = Number(values.seats);
    const result = await save({ ...target, seats });
    if (result.error) {
      const error = result.error as ApiError;
      return error.fields?.seats ? { seats: error.fields.seats } : { [FORM_ERROR]: error.message };
    }
    onDone(t.saved(result.data.limit));
    return undefined;
  };
  return (
    <Panel title={t.title}>
      <Form<Values> onSubmit={onSubmit} validate={(values) => ({ seats: seatCountRule(taken)(values.seats) })} initialValues={{ seats: String(limit) }}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form noValidate onSubmit={(event) => void submitFocusingFirstError(handleSubmit, form, ['seats'], () => fieldId('seats'))(event)}>
            <FormField name="seats" label={t.label} hint={t.hint} type="number" inputMode="numeric" min={1} />
            <FormFoot label={t.submit} busyText={t.busy} submitting={submitting} submitError={submitError}>
              <Button variant="ghost" onClick={onCancel}>
                {registrationsTexts.actions.stop}
              </Button>
            </FormFoot>
          </form>
        )}
      </Form>
    </Panel>
  );
}
