/**
 * One service's form (react-final-form with the kit's form field): a new one or a change over the
 * version read. The server's Dutch messages land at their fields; a past date for a new service is a
 * warning to confirm; a 409 names who saved in between and offers the newest version.
 */
import { css } from '@emotion/react';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';

import { collectionTexts, servicesTexts } from '../../../texts';
import { type AdminService, type ServiceFields, useCreateServiceMutation, useSaveServiceMutation, useServiceChurchesQuery } from '../api/services-api';

const t = servicesTexts.form;
const { FormField: ServiceField } = createFormField<'date' | 'time' | 'church' | 'preacher' | 'season' | 'collections' | 'streamUrl' | 'recordingUrl'>('dienst');

interface Values {
  date: string;
  time: string;
  church: string;
  preacher: string;
  season: string;
  collections: string;
  streamed: boolean;
  streamUrl: string;
  recordingUrl: string;
}

const toValues = (service?: AdminService): Values => ({
  date: service?.date ?? '',
  time: service?.time ?? '10:00',
  church: service?.church ?? '',
  preacher: service?.preacher ?? '',
  season: service?.season ?? '',
  collections: (service?.collections ?? []).join('\n'),
  streamed: service?.streamed ?? false,
  streamUrl: service?.streamUrl ?? '',
  recordingUrl: service?.recordingUrl ?? '',
});

const toFields = (values: Values, confirmPast: boolean): ServiceFields => ({
  date: values.date ?? '',
  time: values.time ?? '',
  church: values.church ?? '',
  preacher: values.preacher ?? '',
  season: values.season ?? '',
  collections: (values.collections ?? '').split('\n').map((c) => c.trim()).filter(Boolean),
  streamed: !!values.streamed,
  streamUrl: values.streamUrl ?? '',
  recordingUrl: values.recordingUrl ?? '',
  ...(confirmPast ? { confirmPast: true } : {}),
});

export function ServiceForm({ service, onSaved, onReload }: { service?: AdminService; onSaved: (saved: AdminService) => void; onReload: () => void }) {
  const { data: churches } = useServiceChurchesQuery();
  const [create] = useCreateServiceMutation();
  const [save] = useSaveServiceMutation();
  const [pastWarning, setPastWarning] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const submit = async (values: Values, confirmPast = false) => {
    const fields = toFields(values, confirmPast);
    try {
      const saved = service ? await save({ id: service.id, version: service.version, values: fields }).unwrap() : await create(fields).unwrap();
      setPastWarning(false);
      onSaved(saved);
      return undefined;
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 409) {
        setConflict(error.message);
        return { [FORM_ERROR]: error.message };
      }
      setPastWarning(error.code === 'past_date');
      return { ...(error.fields ?? {}), [FORM_ERROR]: error.message };
    }
  };

  return (
    <Form<Values> onSubmit={(values) => submit(values)} initialValues={toValues(service)}>
      {({ handleSubmit, submitting, submitError, values, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={service ? t.editTitle : t.newTitle}>
          <h3>{service ? t.editTitle : t.newTitle}</h3>
          {submitError ? (
            <div role="alert">
              <p>{submitError}</p>
              {conflict ? (
                <button type="button" onClick={onReload}>
                  {collectionTexts.conflictReload}
                </button>
              ) : null}
              {pastWarning ? (
                <button type="button" onClick={() => void submit(form.getState().values, true).then(() => undefined)}>
                  {t.pastConfirm}
                </button>
              ) : null}
            </div>
          ) : null}
          <ServiceField name="date" label={t.date} type="date" />
          <ServiceField name="time" label={t.time} type="time" />
          <ServiceField name="church" label={t.church} as="select">
            <option value="">{t.chooseChurch}</option>
            {(churches?.data ?? []).map((church) => (
              <option key={church.slug} value={church.slug}>
                {church.name} ({church.city})
              </option>
            ))}
          </ServiceField>
          <ServiceField name="preacher" label={t.preacher} aria-required={false} />
          <ServiceField name="season" label={t.season} aria-required={false} />
          <ServiceField name="collections" label={t.collections} hint={t.collectionsHint} as="textarea" rows={3} aria-required={false} />
          <div
            css={css`
              margin-bottom: 1rem;
            `}
          >
            <label>
              <Field name="streamed" type="checkbox" component="input" /> {t.streamed}
            </label>
          </div>
          {values.streamed ? <ServiceField name="streamUrl" label={t.streamUrl} hint={t.streamUrlHint} type="url" /> : null}
          <ServiceField name="recordingUrl" label={t.recordingUrl} hint={t.streamUrlHint} type="url" aria-required={false} />
          <button type="submit" disabled={submitting}>
            {submitting ? t.saving : t.save}
          </button>
        </form>
      )}
    </Form>
  );
}
