/**
 * "Of een nieuwe foto uploaden", in a photo field: a file from the phone or PC with its description,
 * into the library. While it goes, its progress shows and the form's "Opslaan" waits
 * (content/uploads.tsx). A file chosen but not uploaded is not forgotten (issue 41): "Opslaan"
 * uploads it first, or refuses with the reason at the field (no description, too large, failed).
 */
import { css } from '@emotion/react';
import type { MediaItem } from '@kerk/kit/api-types';
import { Alert, Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { useAppStore } from '@kerk/kit/store';
import { useId, useRef, useState } from 'react';

import { photoFieldTexts as t } from '../texts/community';
import { mediaTexts } from '../texts/media';
import { endedSession, selectCsrfToken, sessionApi } from './admin-session';
import { uploadWithProgress } from './content/upload-request';
import { type ChosenFile, useChosenFile, useTrackedUpload } from './content/uploads';
import { duplicateNotice, MEDIA_ACCEPT, MEDIA_MAX_BYTES, mediaApi } from './media-api';

const u = mediaTexts.upload;

type Sent = Awaited<ReturnType<ChosenFile['send']>>;

export interface PhotoUploadProps {
  /** The form's field the photo goes into, whose "Opslaan" uploads a chosen file first. */
  name: string;
  onUploaded: (photo: MediaItem, duplicate: string | null) => void;
}

export function PhotoUpload({ name, onUploaded }: PhotoUploadProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input (its file cannot be set from here).
  const [inputKey, setInputKey] = useState(0);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const store = useAppStore();
  const { run, percent } = useTrackedUpload();
  // The upload under way: "Opslaan" right after "Uploaden" waits for it instead of sending it twice.
  const sending = useRef<Promise<Sent> | null>(null);

  const forget = () => {
    setFile(null);
    setAlt('');
    setInputKey((k) => k + 1);
  };
  const upload = async (chosen: File): Promise<Sent> => {
    if (chosen.size > MEDIA_MAX_BYTES) return { refused: u.tooLarge };
    if (!alt.trim()) return { refused: u.altRequired };
    try {
      const item = await run((onProgress) => uploadWithProgress(chosen, alt.trim(), selectCsrfToken(store.getState()), onProgress));
      store.dispatch(mediaApi.util.invalidateTags(['Media']));
      onUploaded(item, duplicateNotice(item, alt, 'field'));
      forget();
      return { value: item.id };
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 401) store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, endedSession(store.getState())));
      return { refused: error.message };
    }
  };
  const send = (chosen: File): Promise<Sent> => {
    setProblem(null);
    sending.current ??= upload(chosen).finally(() => (sending.current = null));
    return sending.current;
  };
  useChosenFile(name, file ? { label: t.label, send: () => send(file) } : null);
  const onUpload = async () => {
    if (!file) return setProblem(u.fileRequired);
    const sent = await send(file);
    setProblem('refused' in sent ? sent.refused : null);
  };

  const uploading = percent !== null;
  return (
    <details open={uploading || file !== null || undefined} css={(th) => css`margin-top: ${th.space(2)};`}>
      <summary css={(th) => css`cursor: pointer; padding: ${th.space(2)} 0; font-weight: 600; color: ${th.colors.link}; text-decoration: underline;`}>{t.uploadTitle}</summary>
      <p>
        <label htmlFor={`${id}-file`}>{t.file}</label>
        <br />
        <input key={inputKey} id={`${id}-file`} type="file" accept={MEDIA_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </p>
      <p>
        <label htmlFor={`${id}-alt`}>{t.alt}</label>
        <input id={`${id}-alt`} value={alt} aria-describedby={`${id}-alt-hint`} onChange={(e) => setAlt(e.target.value)} css={css`display: block; width: 100%; font: inherit; padding: 0.5rem; min-height: 44px;`} />
        <small id={`${id}-alt-hint`}>{t.altHint}</small>
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(2)};`}>
        <Button variant="ghost" disabled={uploading} onClick={() => void onUpload()}>
          {uploading ? t.uploading : t.upload}
        </Button>
        {file && !uploading ? (
          <Button variant="ghost" onClick={forget}>
            {t.forget}
          </Button>
        ) : null}
      </div>
      {uploading ? (
        <p role="status" css={(th) => css`margin: ${th.space(2)} 0 0;`}>
          <progress max={100} value={percent} aria-label={t.uploading} css={css`width: 100%; height: 1rem;`} /> {percent}%
        </p>
      ) : null}
    </details>
  );
}
