/**
 * The photo of a news article: one from the media library (the picker, without asking a
 * description: the library's own is used), or a new one uploaded into the library right here (with
 * its required description). The form keeps only the photo's id; what it shows comes from the
 * library item.
 */
import { css } from '@emotion/react';
import { Alert } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';

import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, useUploadMediaMutation, type MediaItem } from '../../../lib/media-api';
import { MediaPickerDialog } from '../../../lib/rich-text/media-picker-dialog';
import { mediaTexts, newsTexts } from '../../../texts';

const t = newsTexts.photo;
const u = mediaTexts.upload;

/** What the field shows of the chosen photo. */
export type ShownPhoto = Pick<MediaItem, 'id' | 'src' | 'srcset' | 'alt'>;

export interface NewsPhotoFieldProps {
  photo: ShownPhoto | null;
  onChange: (photo: ShownPhoto | null) => void;
  /** The server's message for the field (a photo no longer in the library). */
  error?: string;
}

export function NewsPhotoField({ photo, onChange, error }: NewsPhotoFieldProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadMediaMutation();

  const send = async () => {
    if (!file) return setProblem(u.fileRequired);
    if (file.size > MEDIA_MAX_BYTES) return setProblem(u.tooLarge);
    if (!alt.trim()) return setProblem(u.altRequired);
    setProblem(null);
    try {
      const item = await upload({ file, alt: alt.trim() }).unwrap();
      onChange(item);
      setFile(null);
      setAlt('');
    } catch (caught) {
      setProblem((caught as ApiError).message);
    }
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} css={css`margin: 0 0 1rem; display: grid; gap: 0.5rem;`}>
      <legend>{t.legend}</legend>
      {photo ? (
        <figure css={css`margin: 0;`}>
          <img src={photo.src} srcSet={photo.srcset} sizes="16rem" alt={photo.alt} css={css`max-width: 16rem; height: auto; display: block;`} />
          <figcaption>
            {photo.alt} <small>({t.altNote})</small>
          </figcaption>
        </figure>
      ) : (
        <p css={css`margin: 0;`}>{t.none}</p>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" css={css`margin: 0;`}>
          {error}
        </p>
      ) : null}
      <p css={css`margin: 0; display: flex; gap: 0.5rem; flex-wrap: wrap;`}>
        <button type="button" onClick={() => setPicking(true)}>
          {photo ? t.change : t.choose}
        </button>
        {photo ? (
          <button type="button" onClick={() => onChange(null)}>
            {t.remove}
          </button>
        ) : null}
      </p>
      {/* Outside the article's <form> in the DOM: a form may not hold another form. */}
      {picking ? createPortal(
        <MediaPickerDialog
          withAlt={false}
          onPick={(picked) => {
            onChange({ id: picked.id, src: picked.src, srcset: picked.srcset, alt: picked.alt });
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />,
        document.body,
      ) : null}
      <details>
        <summary>{t.uploadTitle}</summary>
        <p>
          <label htmlFor={`${id}-file`}>{t.file}</label>
          <br />
          <input id={`${id}-file`} type="file" accept={MEDIA_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </p>
        <p>
          <label htmlFor={`${id}-alt`}>{t.alt}</label>
          <input id={`${id}-alt`} value={alt} aria-describedby={`${id}-alt-hint`} onChange={(e) => setAlt(e.target.value)} css={css`display: block; width: 100%; font: inherit; padding: 0.5rem;`} />
          <small id={`${id}-alt-hint`}>{t.altHint}</small>
        </p>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <button type="button" disabled={isLoading} onClick={() => void send()}>
          {isLoading ? t.uploading : t.upload}
        </button>
      </details>
    </fieldset>
  );
}
