/**
 * The paper edition of an issue as a form field (the type's `attachment` widget): the PDF that goes
 * with the mail, by name and size, "Pdf weghalen", and choosing one uploads it at once, with its
 * progress; "Opslaan" waits for it (lib/content/uploads.tsx). The field holds the upload's id.
 */
import { css } from '@emotion/react';
import type { ZijstroomAttachment } from '@kerk/kit/api-types';
import { Alert, Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { newsletter } from '@kerk/kit/newsletter';
import { useAppStore } from '@kerk/kit/store';
import { useId, useState } from 'react';
import { useField } from 'react-final-form';

import { endedSession, selectCsrfToken, sessionApi } from '../../../lib/admin-session';
import type { Widget } from '../../../lib/content/collection-form';
import { uploadFileWithProgress } from '../../../lib/content/upload-request';
import { useTrackedUpload } from '../../../lib/content/uploads';
import { zijstroomTexts } from '../../../texts';
import { attachmentUploadPath } from '../api/zijstroom-api';
import { sizeText } from '../utils/issue-status';

const t = zijstroomTexts.attachment;
const { maxBytes, accept } = newsletter.attachment;

export function AttachmentField({ name, current, help }: { name: string; current: ZijstroomAttachment | null; help?: string }) {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const [shown, setShown] = useState<ZijstroomAttachment | null>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const store = useAppStore();
  const { run, percent } = useTrackedUpload();
  const error: string | undefined = problem ?? ((!meta.dirtySinceLastSubmit && meta.submitError) || undefined);
  const chosen = input.value && shown && String(shown.id) === String(input.value) ? shown : null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) return setProblem(t.tooLarge);
    if (file.type !== accept && !/\.pdf$/i.test(file.name)) return setProblem(t.notPdf);
    setProblem(null);
    try {
      const added = await run((onProgress) => uploadFileWithProgress<ZijstroomAttachment>(attachmentUploadPath(file.name), file, selectCsrfToken(store.getState()), onProgress));
      setShown(added);
      input.onChange(String(added.id));
    } catch (caught) {
      const failure = caught as ApiError;
      if (failure.status === 401) store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, endedSession(store.getState())));
      setProblem(failure.message);
    }
  };

  return (
    <fieldset aria-describedby={[help ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined} css={(th) => css`border: 0; padding: 0; margin: 0 0 ${th.space(5)};`}>
      <legend css={(th) => css`font-weight: 600; margin-bottom: ${th.space(1)}; padding: 0;`}>{t.label}</legend>
      <p css={css`margin-top: 0;`}>{chosen ? t.chosen(chosen.name, sizeText(chosen.bytes)) : t.none}</p>
      <div css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space(3)};`}>
        <label htmlFor={`${id}-file`} css={css`font-weight: 600;`}>
          {chosen ? t.replace : t.choose}
        </label>
        <input id={`${id}-file`} type="file" accept={`${accept},.pdf`} disabled={percent !== null} onChange={(event) => void upload(event.target.files?.[0])} css={css`min-height: 44px;`} />
        {chosen ? (
          <Button variant="ghost" onClick={() => input.onChange('')}>
            {t.remove}
          </Button>
        ) : null}
      </div>
      {percent !== null ? (
        <p role="status">
          <progress max={100} value={percent} aria-label={t.uploading} css={css`width: 100%; height: 1rem;`} /> {t.uploading} {percent}%
        </p>
      ) : null}
      {help ? (
        <p id={`${id}-hint`} css={(th) => css`margin: ${th.space(1)} 0 0; color: ${th.colors.textMuted};`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <div id={`${id}-error`}>
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The widget for the form (its field's name and help from the declaration; the PDF the item has now). */
export const attachmentWidget =
  (current: ZijstroomAttachment | null, help?: string): Widget =>
  ({ names }) => <AttachmentField name={names[0]!} current={current} help={help} />;
