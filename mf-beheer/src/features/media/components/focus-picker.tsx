/**
 * "Kies het belangrijkste punt": the whole photo, on which a tap or click puts the focal point (a
 * ring), and beside it the crops the site makes of it, live: a 16:9 card and a square portrait, cut
 * as the public pages cut them (`CARD_PHOTO`, `focusPosition` of the kit). From the keyboard the
 * photo is one control, a slider in two directions as colour pickers make it (react-colorful's
 * pattern): the arrow keys move the point 5% (with Shift 1%), its value is read out in words.
 */
import { css, type Theme } from '@emotion/react';
import { Button, CARD_PHOTO, focusPosition } from '@kerk/kit/design-system';
import { FOCUS_CENTRE } from '@kerk/kit/editing';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';

import { mediaTexts } from '../../../texts';
import type { MediaItem } from '../../../lib/media-api';

const t = mediaTexts.focus;

/** A focal point, as the library's photos carry it: whole percentages from the left and the top. */
export type Focus = Pick<MediaItem, 'focusX' | 'focusY'>;

export interface FocusPickerProps {
  item: MediaItem;
  value: Focus;
  onChange: (focus: Focus) => void;
}

const STEP = 5;
const FINE_STEP = 1;
const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

const layout = (th: Theme) => css`
  display: grid;
  gap: ${th.space(5)};
  @media (min-width: 44rem) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
`;

const surface = (th: Theme) => css`
  position: relative;
  width: fit-content;
  max-width: 100%;
  margin: 0 auto;
  cursor: crosshair;
  touch-action: manipulation;
  border-radius: ${th.radius};
  img { display: block; max-width: 100%; max-height: min(36vh, 30rem); width: auto; height: auto; }
`;

/** The two crops side by side, also on a phone: the card twice as wide as the square. */
const previewRow = (th: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${th.space(3)};
  align-items: start;
  figure { margin: 0; }
  figcaption { font-size: 0.95rem; margin-top: ${th.space(1)}; }
`;

/** The ring: large enough to see on a phone, light and dark so it shows on any photo. */
const ring = (focus: Focus) => css`
  position: absolute;
  left: ${focus.focusX}%;
  top: ${focus.focusY}%;
  width: 44px;
  height: 44px;
  transform: translate(-50%, -50%);
  border-radius: 50%;
  border: 4px solid #fff;
  box-shadow: 0 0 0 3px #000, inset 0 0 0 3px #000;
  pointer-events: none;
`;

const previewImage = (focus: Focus) => css`${CARD_PHOTO.css}; object-position: ${focusPosition(focus)};`;
const squareImage = (focus: Focus) => css`display: block; width: 100%; max-width: 7rem; height: auto; aspect-ratio: 1; object-fit: cover; object-position: ${focusPosition(focus)};`;

export function FocusPicker({ item, value, onChange }: FocusPickerProps) {
  const id = useId();
  const place = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.querySelector('img')!.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ focusX: clamp(((event.clientX - box.left) / box.width) * 100), focusY: clamp(((event.clientY - box.top) / box.height) * 100) });
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = MOVES[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    onChange({ focusX: clamp(value.focusX + direction[0] * step), focusY: clamp(value.focusY + direction[1] * step) });
  };
  const where = t.where(value.focusX, value.focusY);

  return (
    <div css={layout}>
      <div>
        <p id={`${id}-help`} css={css`margin-top: 0;`}>
          {t.help}{' '}
          {/* Read out with the point on every device; shown where there is a keyboard. */}
          <span css={css`@media (pointer: coarse) { display: none; }`}>{t.keys}</span>
        </p>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t.pointLabel}
          aria-describedby={`${id}-help`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value.focusX}
          aria-valuetext={where}
          data-focus-picker=""
          onClick={place}
          onKeyDown={move}
          css={surface}
        >
          <img src={item.src} srcSet={item.srcset} sizes="(min-width: 44rem) 30rem, 90vw" alt={item.alt} width={item.width} height={item.height} draggable={false} />
          <span aria-hidden="true" data-focus-ring="" css={ring(value)} />
        </div>
        <div css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: ${th.space(2)} ${th.space(4)}; margin-top: ${th.space(2)};`}>
          <p css={css`margin: 0; font-weight: 600;`}>
            {t.pointLabel}: {where}
          </p>
          <Button variant="ghost" onClick={() => onChange({ focusX: FOCUS_CENTRE, focusY: FOCUS_CENTRE })}>
            {t.centre}
          </Button>
        </div>
      </div>
      <section aria-labelledby={`${id}-previews`}>
        <h4 id={`${id}-previews`} css={css`margin-top: 0;`}>{t.previews}</h4>
        <div css={previewRow}>
          <figure>
            <img src={item.src} srcSet={item.srcset} sizes="(min-width: 44rem) 14rem, 60vw" alt="" width={CARD_PHOTO.width} height={CARD_PHOTO.height} data-preview="card" css={previewImage(value)} />
            <figcaption>{t.card}</figcaption>
          </figure>
          <figure>
            <img src={item.src} srcSet={item.srcset} sizes="7rem" alt="" width={112} height={112} data-preview="square" css={squareImage(value)} />
            <figcaption>{t.square}</figcaption>
          </figure>
        </div>
      </section>
    </div>
  );
}
