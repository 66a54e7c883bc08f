/**
 * One team member's form (react-final-form with the kit's form field): a new member or a change
 * over the version read. The kit's rules (`@kerk/kit/editing`, the API's own) answer while typing;
 * the server's Dutch messages land at their fields; a 409 names who saved in between and offers
 * the newest version. The biography is edited with the `essential` preset, the photo from the library.
 */
import { css } from '@emotion/react';
import { checkPastorFields } from '@kerk/kit/editing';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { LOCATIONS } from '@kerk/kit/texts';
import { FORM_ERROR } from 'final-form';
import { type FormEvent, useState } from 'react';
import { Field, Form } from 'react-final-form';

import { FormFoot, focusFirstError } from '../../../lib/form-foot';
import { PhotoField } from '../../../lib/photo-field';
import { RichTextEditor } from '../../../lib/rich-text/rich-text-editor';
import { pastorsTexts } from '../../../texts';
import { type AdminPastor, type PastorFields, useCreatePastorMutation, useSavePastorMutation } from '../api/pastors-api';

const t = pastorsTexts.form;
const L = t.labels;
type Name = 'name' | 'role' | 'email' | 'phone' | 'summary' | 'position';
const NAMES: readonly Name[] = ['name', 'role', 'email', 'phone', 'summary', 'position'];
const { FormField, fieldId } = createFormField<Name>('teamlid');

interface Values {
  name: string;
  role: string;
  areas: string[];
  email: string;
  phone: string;
  mediaId: number | null;
  summary: string;
  biography: string;
  position: string;
}

const toValues = (pastor?: AdminPastor): Values => ({
  name: pastor?.name ?? '',
  role: pastor?.role ?? '',
  areas: pastor?.areas ?? [],
  email: pastor?.email ?? '',
  phone: pastor?.phone ?? '',
  mediaId: pastor?.mediaId ?? null,
  summary: pastor?.summary ?? '',
  biography: pastor?.biography ?? '',
  position: pastor ? String(pastor.position) : '',
});

const toFields = (values: Values): PastorFields => ({
  name: values.name ?? '',
  role: values.role ?? '',
  areas: values.areas ?? [],
  email: (values.email ?? '').trim(),
  phone: (values.phone ?? '').trim(),
  mediaId: values.mediaId ?? null,
  summary: values.summary ?? '',
  biography: values.biography ?? '',
  ...(values.position?.trim() ? { position: Number(values.position) } : {}),
});

const optional = { 'aria-required': false } as const;

export function PastorForm({ pastor, onSaved, onReload }: { pastor?: AdminPastor; onSaved: (saved: AdminPastor) => void; onReload: () => void }) {
  const [create] = useCreatePastorMutation();
  const [save] = useSavePastorMutation();
  const [conflict, setConflict] = useState(false);

  const submit = async (values: Values) => {
    const fields = toFields(values);
    try {
      const saved = pastor ? await save({ id: pastor.id, version: pastor.version, values: fields }).unwrap() : await create(fields).unwrap();
      onSaved(saved);
      return undefined;
    } catch (caught) {
      const error = caught as ApiError;
      setConflict(error.status === 409);
      return { ...(error.fields ?? {}), [FORM_ERROR]: error.message };
    }
  };

  return (
    <Form<Values> onSubmit={submit} initialValues={toValues(pastor)} validate={(values) => checkPastorFields({ ...values })}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            void Promise.resolve(handleSubmit(event)).then(() => {
              if (!form.getState().submitSucceeded) focusFirstError(form, NAMES, (name) => fieldId(name as Name));
            });
          }}
          noValidate
          aria-label={pastor ? t.editTitle : t.newTitle}
        >
          <h3>{pastor ? `${t.editTitle}: ${pastor.name}` : t.newTitle}</h3>
          <FormField name="name" label={L.name} autoComplete="off" />
          <FormField name="role" label={L.role} />
          <fieldset css={(th) => css`border: 0; padding: 0; margin: 0 0 ${th.space(5)};`} aria-describedby="teamlid-areas-hint">
            <legend css={css`font-weight: 600; padding: 0;`}>{L.areas}</legend>
            <p id="teamlid-areas-hint" css={css`margin: 0 0 0.25rem;`}>
              {t.areasHint}
            </p>
            {LOCATIONS.map((location) => (
              <label key={location.slug} css={css`display: inline-block; margin-right: 1rem; min-height: 44px;`}>
                <Field name="areas" type="checkbox" value={location.slug} component="input" /> {location.name}
              </label>
            ))}
          </fieldset>
          <FormField name="email" label={L.email} type="email" {...optional} />
          <FormField name="phone" label={L.phone} type="tel" hint={t.phoneHint} {...optional} />
          <PhotoField name="mediaId" picture={pastor?.picture} drawing={pastor?.photo} />
          <FormField name="summary" label={L.summary} as="textarea" rows={3} hint={t.summaryHint} {...optional} />
          <Field name="biography">
            {({ input }) => (
              <div css={(th) => css`margin-bottom: ${th.space(5)};`}>
                <p id="teamlid-biography-label" css={css`font-weight: 600; margin: 0 0 0.25rem;`}>
                  {L.biography}
                </p>
                <RichTextEditor preset="essential" label={L.biography} initialHtml={pastor?.biography ?? ''} onChange={input.onChange} />
              </div>
            )}
          </Field>
          <FormField name="position" label={L.position} type="number" min={0} max={999} hint={t.positionHint} {...optional} />
          <FormFoot label={t.save} busyText={t.saving} submitting={submitting} submitError={submitError as string | undefined} onReload={conflict ? onReload : undefined} />
        </form>
      )}
    </Form>
  );
}
