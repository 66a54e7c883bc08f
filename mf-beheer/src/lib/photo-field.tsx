/**
 * A photo from the media library as a form field (news, an event, a team member's portrait, a
 * church's photo): the chosen photo with its description (which is the library's own), "Foto
 * kiezen" through the library's picker dialog, a new photo uploaded into the library right here
 * (with its required description), and "Foto weghalen". The field's value is the photo's id, or
 * null; then the site shows the item's drawing, if it has one. A server message shows below it.
 * A photo the library holds already (the same file) is not stored twice: that one is chosen, and
 * a notice says so (and that its own description stays).
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import type { Photo } from '@kerk/kit/api-types';
import type { ApiError } from '@kerk/kit/http';
import { useAppStore } from '@kerk/kit/store';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useField } from 'react-final-form';

import { photoFieldTexts as t } from '../texts/community';
import { mediaTexts } from '../texts/media';
import { endedSession, selectCsrfToken, sessionApi } from './admin-session';
import { useTrackedUpload, uploadWithProgress } from './content/uploads';
import { duplicateNotice, MEDIA_ACCEPT, MEDIA_MAX_BYTES, mediaApi } from './media-api';
import { MediaPickerDialog } from './rich-text/media-picker-dialog';

export interface PhotoFieldProps {
  /** The form's field holding the id (or null). */
  name: string;
  /** The photo the item shows now (from the API), if any. */
  picture: Pick<Photo, 'src' | 'srcset' | 'alt'> | null | undefined;
  /** The drawing's file name the site shows without a photo ('' for none). */
  drawing?: string;
}

type Shown = Pick<Photo, 'src' | 'srcset' | 'alt'> | null;

export function PhotoField({ name, picture, drawing = '' }: PhotoFieldProps) {
  const id = useId();
  const { input, meta } = useField<number | null>(name, { allowNull: true });
  const [shown, setShown] = useState<Shown>(picture ?? null);
  const [picking, setPicking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const error: string | undefined = (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  const current = input.value ? shown : null;
  const choose = (photo: { id: number; src: string; srcset: string; alt: string }, duplicate: string | null = null) => {
    input.onChange(photo.id);
    setShown({ src: photo.src, srcset: photo.srcset, alt: photo.alt });
    setNotice(duplicate);
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} css={(th) => css`border: 0; padding: 0; margin: 0 0 ${th.space(5)};`}>
      <legend css={(th) => css`font-weight: 600; margin-bottom: ${th.space(1)}; padding: 0;`}>{t.label}</legend>
      {current ? (
        <figure css={(th) => css`margin: 0 0 ${th.space(2)}; display: flex; gap: ${th.space(3)}; align-items: center;`}>
          <img src={current.src} srcSet={current.srcset} sizes="96px" alt={current.alt} width={96} height={96} css={css`object-fit: cover; width: 96px; height: 96px;`} />
          <figcaption>
            {current.alt}
            <br />
            <small>{t.altFromLibrary}</small>
          </figcaption>
        </figure>
      ) : input.value ? (
        <p css={css`margin-top: 0;`}>{t.chosen}</p>
      ) : (
        <p css={css`margin-top: 0;`}>
          {t.none} {drawing ? t.drawing(drawing) : t.noDrawing}
        </p>
      )}
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(2)};`}>
        <Button variant="ghost" onClick={() => setPicking(true)}>
          {current ? t.change : t.choose}
        </Button>
        {current ? (
          <Button
            variant="ghost"
            onClick={() => {
              input.onChange(null);
              setShown(null);
              setNotice(null);
            }}
          >
            {t.remove}
          </Button>
        ) : null}
      </div>
      {notice && current ? <Alert tone="info">{notice}</Alert> : null}
      {error ? (
        <p id={`${id}-error`} css={(th) => css`margin: ${th.space(1)} 0 0; color: ${th.colors.danger}; font-weight: 600;`}>
          {error}
        </p>
      ) : null}
      {/* The picker is a form of its own: outside the item's form in the page (no form in a form), and
          its submit stops here instead of bubbling on to the item's form through React. */}
      {picking
        ? createPortal(
            <div onSubmit={(event) => event.stopPropagation()}>
              <MediaPickerDialog
                withAlt={false}
                onClose={() => setPicking(false)}
                onPick={(image) => {
                  choose(image);
                  setPicking(false);
                }}
              />
            </div>,
            document.body,
          )
        : null}
      <PhotoUpload onUploaded={choose} />
    </fieldset>
  );
}

const u = mediaTexts.upload;

/**
 * "Of een nieuwe foto uploaden": a file from the phone or PC with its description, into the library.
 * While it goes, its progress shows and the form's "Opslaan" waits (content/uploads.tsx).
 */
function PhotoUpload({ onUploaded }: { onUploaded: (photo: { id: number; src: string; srcset: string; alt: string }, duplicate: string | null) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const store = useAppStore();
  const { run, percent } = useTrackedUpload();

  const send = async () => {
    if (!file) return setProblem(u.fileRequired);
    if (file.size > MEDIA_MAX_BYTES) return setProblem(u.tooLarge);
    if (!alt.trim()) return setProblem(u.altRequired);
    setProblem(null);
    try {
      const item = await run((onProgress) => uploadWithProgress(file, alt.trim(), selectCsrfToken(store.getState()), onProgress));
      store.dispatch(mediaApi.util.invalidateTags(['Media']));
      onUploaded(item, duplicateNotice(item, alt, 'field'));
      setFile(null);
      setAlt('');
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 401) store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, endedSession(store.getState())));
      setProblem(error.message);
    }
  };

  const uploading = percent !== null;
  return (
    <details open={uploading || undefined} css={(th) => css`margin-top: ${th.space(2)};`}>
      <summary css={(th) => css`cursor: pointer; padding: ${th.space(2)} 0; font-weight: 600; color: ${th.colors.link}; text-decoration: underline;`}>{t.uploadTitle}</summary>
      <p>
        <label htmlFor={`${id}-file`}>{t.file}</label>
        <br />
        <input id={`${id}-file`} type="file" accept={MEDIA_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </p>
      <p>
        <label htmlFor={`${id}-alt`}>{t.alt}</label>
        <input id={`${id}-alt`} value={alt} aria-describedby={`${id}-alt-hint`} onChange={(e) => setAlt(e.target.value)} css={css`display: block; width: 100%; font: inherit; padding: 0.5rem; min-height: 44px;`} />
        <small id={`${id}-alt-hint`}>{t.altHint}</small>
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <Button variant="ghost" disabled={uploading} onClick={() => void send()}>
        {uploading ? t.uploading : t.upload}
      </Button>
      {uploading ? (
        <p role="status" css={(th) => css`margin: ${th.space(2)} 0 0;`}>
          <progress max={100} value={percent} aria-label={t.uploading} css={css`width: 100%; height: 1rem;`} /> {percent}%
        </p>
      ) : null}
    </details>
  );
}
