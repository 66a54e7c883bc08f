/**
 * The focal-point picker of one photo on the platform's modal `<dialog>` (focus inside, Escape
 * closes, the library behind is inert). The point being chosen belongs to the photo's card
 * (`value`, `onChange`), so closing without saving loses nothing: it is there again on reopening,
 * marked as not saved yet. "Punt opslaan" saves it (PATCH, as the description is saved); a refusal
 * keeps the dialog open with the API's Dutch message.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { useUpdateMediaFocusMutation, type MediaItem } from '../../../lib/media-api';
import { mediaTexts } from '../../../texts';
import { FocusPicker, type Focus } from './focus-picker';

const t = mediaTexts.focus;

export interface FocusDialogProps {
  item: MediaItem;
  value: Focus;
  onChange: (focus: Focus) => void;
  /** After a save: the photo as the API answered it. */
  onSaved: (item: MediaItem) => void;
  onClose: () => void;
}

const errorMessage = (error: unknown): string => (error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : mediaTexts.library.failed);

export function FocusDialog({ item, value, onChange, onSaved, onClose }: FocusDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [save, { isLoading, error, reset }] = useUpdateMediaFocusMutation();
  const unsaved = value.focusX !== item.focusX || value.focusY !== item.focusY;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const change = (focus: Focus) => {
    reset();
    onChange(focus);
  };
  const submit = async () => {
    const result = await save({ id: item.id, ...value });
    if ('data' in result && result.data) onSaved(result.data);
  };

  // In the page's body: the library's list styles its images, and must not style these.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      css={(th) => css`width: calc(100% - 1rem); max-width: 60rem; max-height: calc(100% - 1rem); box-sizing: border-box; scroll-padding-bottom: 6rem; border: 1px solid ${th.colors.border}; border-radius: ${th.radius}; padding: ${th.space(4)}; background: ${th.colors.surface}; color: ${th.colors.text};`}
    >
      <h3 id={`${id}-title`} css={css`margin-top: 0;`}>{t.heading}</h3>
      <FocusPicker item={item} value={value} onChange={change} />
      {unsaved && !isLoading ? <p>{t.unsaved}</p> : null}
      {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
      {isLoading ? <p role="status">{t.saving}</p> : null}
      {/* Kept in view at the dialog's foot, however far a phone scrolls the photo and the previews. */}
      <div
        css={(th) => css`
          position: sticky;
          bottom: -${th.space(4)};
          display: flex;
          flex-wrap: wrap;
          gap: ${th.space(2)};
          margin: ${th.space(4)} -${th.space(4)} -${th.space(4)};
          padding: ${th.space(3)} ${th.space(4)};
          border-top: 1px solid ${th.colors.border};
          background: ${th.colors.surface};
        `}
      >
        <Button onClick={submit} disabled={isLoading || !unsaved}>
          {t.save}
        </Button>
        <Button variant="ghost" onClick={() => ref.current?.close()}>
          {t.close}
        </Button>
      </div>
    </dialog>,
    document.body,
  );
}
