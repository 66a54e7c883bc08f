/** Every form's submit: a refusal, by a rule or by the server, puts the focus on the first field with a message. */
import { createFormField } from '@kerk/kit/form-field';
import { renderWithProviders } from '@kerk/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';

import { FormFoot, submitFocusingFirstError } from './form-foot';

const NAMES = ['title', 'place'] as const;
type Values = Partial<Record<(typeof NAMES)[number], string>>;
const { FormField, fieldId } = createFormField<(typeof NAMES)[number]>('test');

function renderForm(onSubmit: (values: Values) => SubmissionErrors | undefined) {
  renderWithProviders(
    <Form<Values> onSubmit={onSubmit} validate={(values) => (values.title ? {} : { title: 'Titel is verplicht' })}>
      {({ handleSubmit, form }) => (
        <form noValidate onSubmit={(event) => void submitFocusingFirstError(handleSubmit, form, NAMES, (name) => fieldId(name as (typeof NAMES)[number]))(event)}>
          <FormField name="title" label="Titel" />
          <FormField name="place" label="Plaats" />
          <FormFoot label="Opslaan" busyText="Bezig…" />
        </form>
      )}
    </Form>,
  );
  return userEvent.setup({ delay: null });
}

describe('submitFocusingFirstError', () => {
  it('puts the focus on the first field a rule refuses', async () => {
    const user = renderForm(() => undefined);
    await user.click(screen.getByLabelText('Plaats'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Titel is verplicht')).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveFocus();
  });

  it("puts the focus on the field the server's answer names", async () => {
    const user = renderForm(() => ({ place: 'Deze plaats kennen we niet' }));
    await user.type(screen.getByLabelText('Titel'), 'Kerstnachtdienst');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze plaats kennen we niet')).toBeInTheDocument();
    expect(screen.getByLabelText('Plaats')).toHaveFocus();
  });

  it('leaves the focus where it is after a submit that succeeds', async () => {
    const user = renderForm(() => undefined);
    await user.type(screen.getByLabelText('Titel'), 'Kerstnachtdienst');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveFocus();
  });
});
