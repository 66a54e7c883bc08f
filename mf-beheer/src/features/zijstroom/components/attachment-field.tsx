/**
 * The paper edition of an issue as a form field (the type's `attachment` widget): the PDF that goes
 * with the mail, by name and size, "Pdf weghalen", and choosing one uploads it at once, with its
 * progress; "Opslaan" waits for it (lib/content/uploads.tsx). The field holds the upload's id. A
 * chosen PDF that could not go (too large, the upload failed) is held: "Opslaan" tries it again and
 * refuses at this field if it still cannot go, until another is chosen or it is let go (issue 41).
 */
import { css } from '@emotion/react';
import type { ZijstroomAttachment } from '@kerk/kit/api-types';
import { Alert, Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { newsletter } from '@kerk/kit/newsletter';
import { useAppStore } from '@kerk/kit/store';
import { useState } from 'react';
import { useField } from 'react-final-form';

import { endedSession, selectCsrfToken, sessionApi } from '../../../lib/admin-session';
import type { Widget } from '../../../lib/content/collection-form';
import { uploadFileWithProgress } from '../../../lib/content/upload-request';
import { type ChosenFile, useChosenFile, useTrackedUpload } from '../../../lib/content/uploads';
import { zijstroomTexts } from '../../../texts';
import { attachmentUploadPath } from '../api/zijstroom-api';
import { sizeText } from '../utils/issue-status';

const t = zijstroomTexts.attachment;
const { maxBytes, accept } = newsletter.attachment;

type Sent = Awaited<ReturnType<ChosenFile['send']>>;

/** The field (`id`: its id in the form, where a refused "Opslaan" moves the focus). */
export function AttachmentField({ name, id, current, help }: { name: string; id: string; current: ZijstroomAttachment | null; help?: string }) {
  const { input, meta } = useField<string>(name);
  const [shown, setShown] = useState<ZijstroomAttachment | null>(current);
  const [problem, setProblem] = useState<string | null>(null);
  // The PDF chosen that did not go: "Opslaan" tries it again rather than save without it.
  const [held, setHeld] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const store = useAppStore();
  const { run, percent } = useTrackedUpload();
  const error: string | undefined = problem ?? ((!meta.dirtySinceLastSubmit && meta.submitError) || undefined);
  const chosen = input.value && shown && String(shown.id) === String(input.value) ? shown : null;

  const send = async (file: File): Promise<Sent> => {
    if (file.size > maxBytes) return { refused: t.tooLarge };
    if (file.type !== accept && !/\.pdf$/i.test(file.name)) return { refused: t.notPdf };
    try {
      const added = await run((onProgress) => uploadFileWithProgress<ZijstroomAttachment>(attachmentUploadPath(file.name), file, selectCsrfToken(store.getState()), onProgress));
      setShown(added);
      input.onChange(String(added.id));
      setHeld(null);
      return { value: String(added.id) };
    } catch (caught) {
      const failure = caught as ApiError;
      if (failure.status === 401) store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, endedSession(store.getState())));
      return { refused: failure.message };
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setHeld(file);
    const sent = await send(file);
    if ('refused' in sent) setProblem(sent.refused);
  };
  const letGo = () => {
    setHeld(null);
    setProblem(null);
    setInputKey((k) => k + 1);
  };
  const retry = (file: File) => {
    setProblem(null);
    return send(file);
  };
  useChosenFile(name, held && percent === null ? { label: t.label, send: () => retry(held) } : null);

  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={[help ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined} css={(th) => css`border: 0; padding: 0; margin: 0 0 ${th.space(5)};`}>
      <legend css={(th) => css`font-weight: 600; margin-bottom: ${th.space(1)}; padding: 0;`}>{t.label}</legend>
      <p css={css`margin-top: 0;`}>{chosen ? t.chosen(chosen.name, sizeText(chosen.bytes)) : t.none}</p>
      <div css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space(3)};`}>
        <label htmlFor={`${id}-file`} css={css`font-weight: 600;`}>
          {chosen ? t.replace : t.choose}
        </label>
        <input key={inputKey} id={`${id}-file`} type="file" accept={`${accept},.pdf`} disabled={percent !== null} onChange={(event) => void upload(event.target.files?.[0])} css={css`min-height: 44px;`} />
        {chosen ? (
          <Button variant="ghost" onClick={() => input.onChange('')}>
            {t.remove}
          </Button>
        ) : null}
        {held && percent === null ? (
          <Button variant="ghost" onClick={letGo}>
            {t.letGo}
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

/** The widget for the form `form` (its field's name and help from the declaration; the PDF the item has now). */
export const attachmentWidget =
  (form: string, current: ZijstroomAttachment | null, help?: string): Widget =>
  ({ names }) => <AttachmentField name={names[0]!} id={`${form}-${names[0]!}`} current={current} help={help} />;
