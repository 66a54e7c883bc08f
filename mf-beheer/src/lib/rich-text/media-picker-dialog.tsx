/**
 * The image tool of the `full` preset (issue 16): choose a photo from the media library, its
 * description prefilled (and editable), and insert it with its `srcset`, so the page gets the
 * right size on every screen. The sanitizer keeps only media-library addresses.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { useMediaListQuery, type MediaItem } from '../media-api';
import { mediaTexts, pagesTexts } from '../../texts';

export interface PickedImage {
  /** The photo's id in the library. */
  id: number;
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
}

/** Pages are at most this wide: the browser picks the srcset candidate for it. */
export const PAGE_IMAGE_SIZES = '(max-width: 48rem) 100vw, 48rem';

const t = pagesTexts.editor.image;

const choices = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: 0.5rem;
  max-height: 18rem;
  overflow: auto;
  border: 0;
  padding: 0;
  label {
    display: grid;
    gap: 0.25rem;
    cursor: pointer;
  }
  img {
    width: 100%;
    height: 5rem;
    object-fit: cover;
  }
`;

export interface MediaPickerDialogProps {
  onPick: (image: PickedImage) => void;
  onClose: () => void;
  /**
   * Ask for the description here (an image in a text: prefilled, editable). Off for a photo field
   * (a team member's portrait), whose description is the library's own.
   */
  askAlt?: boolean;
  /** The dialog's heading and its button, when they differ from the text editor's. */
  heading?: string;
  submitLabel?: string;
}

export function MediaPickerDialog({ onPick, onClose, askAlt = true, heading = mediaTexts.picker.heading, submitLabel = t.save }: MediaPickerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const { data, isLoading, isError } = useMediaListQuery(1);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const choose = (item: MediaItem) => {
    setChosen(item);
    setAlt(item.alt);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(mediaTexts.upload.fileRequired);
    if (askAlt && !alt.trim()) return setError(t.altRequired);
    onPick({ id: chosen.id, src: chosen.src, srcset: chosen.srcset, sizes: PAGE_IMAGE_SIZES, alt: askAlt ? alt.trim() : chosen.alt });
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      css={(theme) => css`max-width: 40rem; width: calc(100% - 2rem); border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: ${theme.space(5)}; background: ${theme.colors.surface}; color: ${theme.colors.text};`}
    >
      <form onSubmit={submit} noValidate>
        <h3 id={`${id}-title`} css={css`margin-top: 0;`}>{heading}</h3>
        {isLoading ? <p role="status">{mediaTexts.library.loading}</p> : null}
        {isError ? <Alert tone="error">{mediaTexts.library.loadFailed}</Alert> : null}
        {data && data.data.length === 0 ? <p>{mediaTexts.picker.none}</p> : null}
        {data && data.data.length > 0 ? (
          <fieldset css={choices}>
            <legend className="visually-hidden">{heading}</legend>
            {data.data.map((item) => (
              <label key={item.id}>
                <img src={item.src} srcSet={item.srcset} sizes="7rem" alt="" loading="lazy" />
                <span>
                  <input type="radio" name="foto" value={item.id} checked={chosen?.id === item.id} onChange={() => choose(item)} /> {item.alt}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {askAlt ? (
          <p>
            <label htmlFor={`${id}-alt`}>{t.alt}</label>
            <input id={`${id}-alt`} name="alt" value={alt} onChange={(e) => setAlt(e.target.value)} css={css`display: block; width: 100%; font: inherit; padding: 0.5rem;`} />
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div css={css`display: flex; gap: 0.5rem; flex-wrap: wrap;`}>
          <Button type="submit">{submitLabel}</Button>
          <Button variant="ghost" onClick={() => ref.current?.close()}>
            {pagesTexts.editor.cancel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
