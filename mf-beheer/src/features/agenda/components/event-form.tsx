/**
 * One agenda event's form (react-final-form with the kit's form field): a new one or a change over
 * the version read. When (start and end, or whole days), where (a church or another address), the
 * description (`essential`), a photo from the media library, and a recurrence with its end. The
 * server's Dutch messages land at their fields; a 409 names who saved in between.
 */
import { css } from '@emotion/react';
import { OTHER_VENUE } from '@kerk/kit/editing';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { locationName } from '@kerk/kit/texts';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';

import { FormFoot } from '../../../lib/form-foot';
import { PhotoField } from '../../../lib/photo-field';
import { RichTextEditor } from '../../../lib/rich-text/rich-text-editor';
import { agendaTexts } from '../../../texts';
import { type AdminEvent, type EventFields, useCreateEventMutation, useEventChurchesQuery, useSaveEventMutation } from '../api/agenda-api';

const t = agendaTexts.form;
type Name = 'title' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'church' | 'location' | 'placeName' | 'address' | 'repeat' | 'repeatUntil' | 'repeatCount';
const { FormField: EventField } = createFormField<Name>('evenement');

type Values = Omit<EventFields, 'repeatCount'> & { repeatEnd: 'until' | 'count'; repeatCount: string };

const toValues = (event?: AdminEvent): Values => ({
  title: event?.title ?? '',
  allDay: event?.allDay ?? false,
  startDate: event?.startDate ?? '',
  startTime: event?.startTime || '20:00',
  endDate: event && event.endDate !== event.startDate ? event.endDate : '',
  endTime: event?.endTime || '21:30',
  church: event?.church ?? '',
  location: event?.location ?? '',
  placeName: event?.church === OTHER_VENUE ? event.placeName : '',
  address: event?.church === OTHER_VENUE ? event.address : '',
  description: event?.description ?? '',
  mediaId: event?.mediaId ?? null,
  repeat: event?.repeat ?? 'none',
  repeatEnd: event?.repeatCount ? 'count' : 'until',
  repeatUntil: event?.repeatUntil ?? '',
  repeatCount: event?.repeatCount ? String(event.repeatCount) : '',
});

const toFields = ({ repeatEnd, repeatCount, ...values }: Values): EventFields => ({
  ...values,
  allDay: !!values.allDay,
  endDate: values.endDate || values.startDate,
  repeatUntil: values.repeat !== 'none' && repeatEnd === 'until' ? values.repeatUntil ?? '' : '',
  repeatCount: values.repeat !== 'none' && repeatEnd === 'count' && repeatCount ? Number(repeatCount) : null,
});

export function EventForm({ event, onSaved, onReload }: { event?: AdminEvent; onSaved: (saved: AdminEvent) => void; onReload: () => void }) {
  const { data: churches } = useEventChurchesQuery();
  const [create] = useCreateEventMutation();
  const [save] = useSaveEventMutation();
  const [conflict, setConflict] = useState<string | null>(null);

  const submit = async (values: Values) => {
    const fields = toFields(values);
    try {
      onSaved(event ? await save({ id: event.id, version: event.version, values: fields }).unwrap() : await create(fields).unwrap());
      return undefined;
    } catch (caught) {
      const error = caught as ApiError;
      setConflict(error.status === 409 ? error.message : null);
      return { ...(error.fields ?? {}), [FORM_ERROR]: error.message };
    }
  };

  return (
    <Form<Values> onSubmit={submit} initialValues={toValues(event)}>
      {({ handleSubmit, submitting, submitError, submitErrors, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={event ? t.editTitle : t.newTitle}>
          <h3>{event ? t.editTitle : t.newTitle}</h3>
          <EventField name="title" label={t.title} />
          <p>
            <label>
              <Field name="allDay" type="checkbox" component="input" /> {t.allDay}
            </label>
          </p>
          <EventField name="startDate" label={t.startDate} type="date" />
          {values.allDay ? null : <EventField name="startTime" label={t.startTime} type="time" />}
          <EventField name="endDate" label={t.endDate} hint={t.endDateHint} type="date" aria-required={false} />
          {values.allDay ? null : <EventField name="endTime" label={t.endTime} type="time" />}
          <EventField name="church" label={t.church} as="select">
            <option value="">{t.chooseChurch}</option>
            {(churches?.data ?? []).map((church) => (
              <option key={church.slug} value={church.slug}>
                {church.name} ({church.city})
              </option>
            ))}
            <option value={OTHER_VENUE}>{t.otherVenue}</option>
          </EventField>
          {values.church === OTHER_VENUE ? (
            <>
              <EventField name="location" label={t.location} as="select">
                <option value="">{t.chooseLocation}</option>
                {(churches?.data ?? []).map((church) => (
                  <option key={church.slug} value={church.slug}>
                    {locationName(church.slug)}
                  </option>
                ))}
              </EventField>
              <EventField name="placeName" label={t.placeName} hint={t.placeNameHint} aria-required={false} />
              <EventField name="address" label={t.address} hint={t.addressHint} />
            </>
          ) : null}
          <Field name="description">
            {({ input }) => (
              <div css={css`margin-bottom: 1.25rem;`}>
                <p css={css`font-weight: 600; margin-bottom: 0.25rem;`} aria-hidden="true">
                  {t.description}
                </p>
                <RichTextEditor preset="essential" label={t.description} initialHtml={event?.description ?? ''} onChange={input.onChange} describedBy="evenement-description-error" />
                {submitErrors?.description ? <p id="evenement-description-error">{submitErrors.description as string}</p> : null}
              </div>
            )}
          </Field>
          <PhotoField name="mediaId" picture={undefined} />
          <EventField name="repeat" label={t.repeat} as="select" aria-required={false}>
            {Object.entries(t.repeats).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </EventField>
          {values.repeat !== 'none' ? (
            <fieldset>
              <legend>{t.repeatEnd}</legend>
              <label>
                <Field name="repeatEnd" type="radio" value="until" component="input" /> {t.repeatUntilChoice}
              </label>{' '}
              <label>
                <Field name="repeatEnd" type="radio" value="count" component="input" /> {t.repeatCountChoice}
              </label>
              {values.repeatEnd === 'until' ? <EventField name="repeatUntil" label={t.repeatUntil} type="date" /> : <EventField name="repeatCount" label={t.repeatCount} type="number" min={2} max={200} />}
            </fieldset>
          ) : null}
          <FormFoot label={t.save} busyText={t.saving} submitting={submitting} submitError={submitError} onReload={conflict ? onReload : undefined} />
        </form>
      )}
    </Form>
  );
}
