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
  /** The photo's id in the library (a photo field stores it). */
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

/**
 * `withAlt` (default): the description is asked here, prefilled from the library (an image in a text);
 * without it the library's own description is used (a photo field, e.g. a news article's photo).
 */
export function MediaPickerDialog({ onPick, onClose, withAlt = true }: { onPick: (image: PickedImage) => void; onClose: () => void; withAlt?: boolean }) {
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
    // React's events bubble through portals: the form of the editor around it must not submit too.
    event.stopPropagation();
    if (!chosen) return setError(mediaTexts.upload.fileRequired);
    if (withAlt && !alt.trim()) return setError(t.altRequired);
    onPick({ id: chosen.id, src: chosen.src, srcset: chosen.srcset, sizes: PAGE_IMAGE_SIZES, alt: withAlt ? alt.trim() : chosen.alt });
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      css={(theme) => css`max-width: 40rem; width: calc(100% - 2rem); border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: ${theme.space(5)}; background: ${theme.colors.surface}; color: ${theme.colors.text};`}
    >
      <form onSubmit={submit} noValidate>
        <h3 id={`${id}-title`} css={css`margin-top: 0;`}>{mediaTexts.picker.heading}</h3>
        {isLoading ? <p role="status">{mediaTexts.library.loading}</p> : null}
        {isError ? <Alert tone="error">{mediaTexts.library.loadFailed}</Alert> : null}
        {data && data.data.length === 0 ? <p>{mediaTexts.picker.none}</p> : null}
        {data && data.data.length > 0 ? (
          <fieldset css={choices}>
            <legend className="visually-hidden">{mediaTexts.picker.heading}</legend>
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
        {withAlt ? (
          <p>
            <label htmlFor={`${id}-alt`}>{t.alt}</label>
            <input id={`${id}-alt`} name="alt" value={alt} onChange={(e) => setAlt(e.target.value)} css={css`display: block; width: 100%; font: inherit; padding: 0.5rem;`} />
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div css={css`display: flex; gap: 0.5rem; flex-wrap: wrap;`}>
          <Button type="submit">{t.save}</Button>
          <Button variant="ghost" onClick={() => ref.current?.close()}>
            {pagesTexts.editor.cancel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
