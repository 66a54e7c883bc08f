/**
 * A photo from the media library as a form field (a team member's portrait, a church's photo):
 * the chosen photo with its description (which is the library's own), "Foto kiezen" through the
 * library's picker dialog, and "Foto weghalen". The field's value is the photo's id, or null; then
 * the site shows the item's drawing, if it has one. A server message for the field shows below it.
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import type { Picture } from '@kerk/kit/api-types';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useField } from 'react-final-form';

import { MediaPickerDialog } from './rich-text/media-picker-dialog';
import { photoFieldTexts as t } from '../texts/community';

export interface PhotoFieldProps {
  /** The form's field holding the id (or null). */
  name: string;
  /** The photo the item shows now (from the API), if any. */
  picture: Picture | null | undefined;
  /** The drawing's file name the site shows without a photo ('' for none). */
  drawing?: string;
}

type Shown = Pick<Picture, 'src' | 'alt'> | null;

export function PhotoField({ name, picture, drawing = '' }: PhotoFieldProps) {
  const id = useId();
  const { input, meta } = useField<number | null>(name, { allowNull: true });
  const [shown, setShown] = useState<Shown>(picture ?? null);
  const [picking, setPicking] = useState(false);
  const error: string | undefined = (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  const current = input.value ? shown : null;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} css={(th) => css`border: 0; padding: 0; margin: 0 0 ${th.space(5)};`}>
      <legend css={(th) => css`font-weight: 600; margin-bottom: ${th.space(1)}; padding: 0;`}>{t.label}</legend>
      {current ? (
        <figure css={(th) => css`margin: 0 0 ${th.space(2)}; display: flex; gap: ${th.space(3)}; align-items: center;`}>
          <img src={current.src} alt={current.alt} width={96} height={96} css={css`object-fit: cover; width: 96px; height: 96px;`} />
          <figcaption>
            {current.alt}
            <br />
            <small>{t.altFromLibrary}</small>
          </figcaption>
        </figure>
      ) : (
        <p css={css`margin-top: 0;`}>
          {t.none} {drawing ? t.drawing(drawing) : t.noDrawing}
        </p>
      )}
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(2)};`}>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {current ? t.change : t.choose}
        </Button>
        {current ? (
          <Button
            variant="ghost"
            onClick={() => {
              input.onChange(null);
              setShown(null);
            }}
          >
            {t.remove}
          </Button>
        ) : null}
      </div>
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
                  input.onChange(image.id);
                  setShown({ src: image.src, alt: image.alt });
                  setPicking(false);
                }}
              />
            </div>,
            document.body,
          )
        : null}
    </fieldset>
  );
}
