/**
 * One church's form: its address, description, accessibility and photo, saved over the version
 * read. The kit's rules (the API's own) answer while typing; the server's Dutch messages land at
 * their fields; a 409 names who saved in between and offers the newest version. Without a photo
 * from the library the site shows the church's drawing.
 */
import { checkChurchFields } from '@kerk/kit/editing';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { FORM_ERROR } from 'final-form';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-final-form';

import { FormFoot, focusFirstError } from '../../../lib/form-foot';
import { PhotoField } from '../../../lib/photo-field';
import { churchesTexts } from '../../../texts';
import { type AdminChurch, type ChurchFields, useSaveChurchMutation } from '../api/churches-api';

const t = churchesTexts.form;
const L = t.labels;
type Name = 'name' | 'address' | 'zipcode' | 'city' | 'description' | 'accessibility';
const NAMES: readonly Name[] = ['name', 'address', 'zipcode', 'city', 'description', 'accessibility'];
const { FormField, fieldId } = createFormField<Name>('kerk');

const toValues = (church: AdminChurch): ChurchFields => ({
  name: church.name,
  address: church.address,
  zipcode: church.zipcode,
  city: church.city,
  description: church.description,
  accessibility: church.accessibility,
  mediaId: church.mediaId,
});

const optional = { 'aria-required': false } as const;

export function ChurchForm({ church, onSaved, onReload }: { church: AdminChurch; onSaved: (saved: AdminChurch) => void; onReload: () => void }) {
  const [save] = useSaveChurchMutation();
  const [conflict, setConflict] = useState(false);

  const submit = async (values: ChurchFields) => {
    const fields: ChurchFields = { ...values, description: values.description ?? '', accessibility: values.accessibility ?? '', mediaId: values.mediaId ?? null };
    try {
      onSaved(await save({ id: church.id, version: church.version, values: fields }).unwrap());
      return undefined;
    } catch (caught) {
      const error = caught as ApiError;
      setConflict(error.status === 409);
      return { ...(error.fields ?? {}), [FORM_ERROR]: error.message };
    }
  };

  return (
    <Form<ChurchFields> onSubmit={submit} initialValues={toValues(church)} validate={(values) => checkChurchFields({ ...values, zipcode: (values.zipcode ?? '').trim().toUpperCase() })}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            void Promise.resolve(handleSubmit(event)).then(() => {
              if (!form.getState().submitSucceeded) focusFirstError(form, NAMES, (name) => fieldId(name as Name));
            });
          }}
          noValidate
          aria-label={t.editTitle(church.name)}
        >
          <h3>{t.editTitle(church.name)}</h3>
          <FormField name="name" label={L.name} />
          <FormField name="address" label={L.address} autoComplete="street-address" />
          <FormField name="zipcode" label={L.zipcode} hint={t.zipcodeHint} autoComplete="postal-code" />
          <FormField name="city" label={L.city} autoComplete="address-level2" />
          <FormField name="description" label={L.description} as="textarea" rows={4} {...optional} />
          <FormField name="accessibility" label={L.accessibility} as="textarea" rows={4} hint={t.accessibilityHint} {...optional} />
          <PhotoField name="mediaId" picture={church.picture} drawing={church.image} />
          <FormFoot label={t.save} busyText={t.saving} submitting={submitting} submitError={submitError as string | undefined} onReload={conflict ? onReload : undefined} />
        </form>
      )}
    </Form>
  );
}
