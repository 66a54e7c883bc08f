/**
 * The event's photo: one from the media library (the picker shows the library and its alt texts),
 * stored by its id; "Foto weghalen" leaves the event without one. The photo's own alt text is used.
 */
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';

import { MediaPickerDialog } from '../../../lib/rich-text/media-picker-dialog';
import { agendaTexts } from '../../../texts';

const t = agendaTexts.form;

export function PhotoField({ value, onChange, error }: { value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<{ src: string; alt: string } | null>(null);
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t.photo}</legend>
      {chosen ? <img src={chosen.src} alt={chosen.alt} width={160} /> : <p>{value ? t.photoChosen : t.noPhoto}</p>}
      <button type="button" onClick={() => setPicking(true)}>
        {t.choosePhoto}
      </button>{' '}
      {value ? (
        <button
          type="button"
          onClick={() => {
            setChosen(null);
            onChange(null);
          }}
        >
          {t.removePhoto}
        </button>
      ) : null}
      {error ? <p id={`${id}-error`}>{error}</p> : null}
      {picking
        ? // The picker is a form of its own: outside the event's form in the page, and its submit
          // (which React bubbles along the component tree, portal or not) stops here.
          createPortal(
            <div onSubmit={(event) => event.stopPropagation()}>
              <MediaPickerDialog
                onPick={(image) => {
                  setChosen({ src: image.src, alt: image.alt });
                  onChange(image.id);
                  setPicking(false);
                }}
                onClose={() => setPicking(false)}
              />
            </div>,
            document.body,
          )
        : null}
    </fieldset>
  );
}
