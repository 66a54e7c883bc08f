/**
 * A photo from the media library as a form field (news, an event, a team member's portrait, a
 * church's photo): the chosen photo with its description (which is the library's own), "Foto
 * kiezen" through the library's picker dialog, a new photo uploaded into the library right here
 * (with its required description), and "Foto weghalen". The field's value is the photo's id, or
 * null; then the site shows the item's drawing, if it has one. A server message shows below it, as
 * does the reason "Opslaan" could not upload a file chosen in it (photo-upload.tsx). A photo the
 * library holds already (the same file) is not stored twice: that one is chosen, and a notice says
 * so (and that its own description stays).
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import type { Photo } from '@kerk/kit/api-types';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useField } from 'react-final-form';

import { photoFieldTexts as t } from '../texts/community';
import { PhotoUpload } from './photo-upload';
import { MediaPickerDialog } from './rich-text/media-picker-dialog';

export interface PhotoFieldProps {
  /** The form's field holding the id (or null). */
  name: string;
  /** The field's id in its form: a refused "Opslaan" moves the focus here (form-foot.tsx). */
  id: string;
  /** The photo the item shows now (from the API), if any. */
  picture: Pick<Photo, 'src' | 'srcset' | 'alt'> | null | undefined;
  /** The drawing's file name the site shows without a photo ('' for none). */
  drawing?: string;
}

type Shown = Pick<Photo, 'src' | 'srcset' | 'alt'> | null;

export function PhotoField({ name, id, picture, drawing = '' }: PhotoFieldProps) {
  const { input, meta } = useField<number | null>(name, { allowNull: true });
  const [shown, setShown] = useState<Shown>(picture ?? null);
  const [picking, setPicking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A photo picked from the library is the last choice: a file chosen before it (not uploaded) goes.
  const [uploadKey, setUploadKey] = useState(0);
  const error: string | undefined = (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  const current = input.value ? shown : null;
  const choose = (photo: { id: number; src: string; srcset: string; alt: string }, duplicate: string | null = null) => {
    input.onChange(photo.id);
    setShown({ src: photo.src, srcset: photo.srcset, alt: photo.alt });
    setNotice(duplicate);
  };
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined} css={(th) => css`border: 0; padding: 0; margin: 0 0 ${th.space(5)};`}>
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
                  setUploadKey((k) => k + 1);
                  setPicking(false);
                }}
              />
            </div>,
            document.body,
          )
        : null}
      <PhotoUpload key={uploadKey} name={name} onUploaded={choose} />
    </fieldset>
  );
}
