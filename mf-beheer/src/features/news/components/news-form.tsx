/**
 * One news article's form (react-final-form with the kit's form field): a new one or a change over
 * the version read. The text is the `full` preset's editor, the photo comes from the media library,
 * the publish date and time start at now and may lie in the future (next to the save button it
 * says when the article appears). The server's Dutch messages land at their fields; a 409 names
 * who saved in between and offers the newest version.
 */
import { css } from '@emotion/react';
import { createFormField } from '@kerk/kit/form-field';
import type { ApiError } from '@kerk/kit/http';
import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';

import { FormFoot } from '../../../lib/form-foot';
import { PhotoField } from '../../../lib/photo-field';
import { RichTextEditor } from '../../../lib/rich-text/rich-text-editor';
import { collectionTexts, newsTexts } from '../../../texts';
import { type AdminNews, type AdminNewsBody, useCreateNewsMutation, useSaveNewsMutation } from '../api/news-api';
import { momentFields } from '../utils/publish-moment';
import { PublishMoment } from './publish-moment';

const t = newsTexts.form;
const { FormField: NewsField } = createFormField<'title' | 'excerpt' | 'author' | 'date' | 'time'>('nieuws');

interface Values {
  title: string;
  body: string;
  excerpt: string;
  author: string;
  date: string;
  time: string;
  published: boolean;
  mediaId: number | null;
}

const toValues = (news: AdminNews | undefined, now: number): Values => ({
  title: news?.title ?? '',
  body: news?.body ?? '',
  excerpt: news?.excerpt ?? '',
  author: news?.author ?? '',
  ...(news ? { date: news.date, time: news.time } : momentFields(now)),
  published: news?.published ?? true,
  mediaId: news?.mediaId ?? null,
});

const toBody = (values: Values): AdminNewsBody => ({
  title: values.title ?? '',
  body: values.body ?? '',
  excerpt: values.excerpt ?? '',
  author: values.author ?? '',
  date: values.date ?? '',
  time: values.time ?? '',
  published: !!values.published,
  mediaId: values.mediaId ?? null,
});

export interface NewsFormProps {
  news?: AdminNews;
  /** The app's clock (ms, to the minute): a new article's publish moment, and what "Verschijnt direct" is compared with. */
  now: number;
  onSaved: (saved: AdminNews) => void;
  onReload: () => void;
}

export function NewsForm({ news, now, onSaved, onReload }: NewsFormProps) {
  const [create] = useCreateNewsMutation();
  const [save] = useSaveNewsMutation();
  const [conflict, setConflict] = useState<string | null>(null);
  const bodyLabelId = useId();

  const submit = async (values: Values) => {
    try {
      const body = toBody(values);
      const saved = news ? await save({ id: news.id, version: news.version, values: body }).unwrap() : await create(body).unwrap();
      onSaved(saved);
      return undefined;
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 409) {
        setConflict(error.message);
        return { [FORM_ERROR]: error.message };
      }
      return { ...error.fields, [FORM_ERROR]: error.message };
    }
  };

  return (
    <Form<Values> onSubmit={submit} initialValues={toValues(news, now)}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={news ? t.editTitle : t.newTitle}>
          <h3>{news ? t.editTitle : t.newTitle}</h3>
          {submitError ? (
            <div role="alert">
              <p>{submitError}</p>
              {conflict ? (
                <button type="button" onClick={onReload}>
                  {collectionTexts.conflictReload}
                </button>
              ) : null}
            </div>
          ) : null}
          <NewsField name="title" label={t.title} />
          <Field<string> name="body">
            {({ input, meta }) => (
              <div css={css`margin-bottom: 1.25rem;`}>
                <p id={bodyLabelId} css={css`font-weight: 600; margin-bottom: 0.25rem;`}>
                  {t.body}
                </p>
                <RichTextEditor preset="full" label={t.body} initialHtml={input.value} onChange={input.onChange} describedBy={meta.submitError ? `${bodyLabelId}-error` : undefined} />
                {meta.submitError && !meta.dirtySinceLastSubmit ? (
                  <p id={`${bodyLabelId}-error`} role="alert">
                    {meta.submitError}
                  </p>
                ) : null}
              </div>
            )}
          </Field>
          <NewsField name="excerpt" label={t.excerpt} hint={t.excerptHint} as="textarea" rows={3} aria-required={false} />
          <PhotoField name="mediaId" picture={news?.photo} />
          <NewsField name="author" label={t.author} aria-required={false} />
          <NewsField name="date" label={t.date} hint={t.dateHint} type="date" />
          <NewsField name="time" label={t.time} type="time" />
          <div css={css`margin-bottom: 1rem;`}>
            <label>
              <Field name="published" type="checkbox" component="input" /> {t.published}
            </label>
            <br />
            <small>{t.publishedHint}</small>
          </div>
          <FormFoot label={t.save} busyText={t.saving} submitting={submitting}>
            <PublishMoment date={values.date} time={values.time} published={values.published} now={now} />
          </FormFoot>
        </form>
      )}
    </Form>
  );
}
