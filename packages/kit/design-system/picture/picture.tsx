/**
 * A photo from the media library (`Picture` of the API's answers) as the browser should load it:
 * `<picture>` with the AVIF sizes as a `<source>` and the WebP sizes as the `<img>`'s srcset, so
 * each browser takes the smallest file it can show sharply at `sizes`; width and height keep the
 * layout still while it loads, and the alt text is the library's description.
 *
 * How an image loads is decided by the page that shows it, which knows where it sits: `priority`
 * for the page's largest image above the fold (the LCP image: the first image of a detail page),
 * fetched at once with `fetchpriority="high"`; every other image is lazy (`loading="lazy"`,
 * `decoding="async"`), fetched only when it nears the viewport. `imageLoading` gives the same
 * attributes to a plain `<img>` (a drawing).
 *
 * Wherever its box crops it (a 16:9 card, a square portrait: the place's `object-fit: cover`), the
 * photo keeps its focal point in view: `object-position` comes from the photo itself
 * (`focusPosition`), so every place follows the editor's choice. A place's own rules come after it
 * (emotion puts the className's styles last): they set no object-position.
 */
import { css } from '@emotion/react';
import type { Photo as PictureData } from '../../api-types';
import { forwardRef, type ImgHTMLAttributes } from 'react';

import { focusPosition } from '../theme/tokens';

/** The loading attributes of an image: the LCP image's (`priority`) or a lazy one's. */
export function imageLoading(priority = false): Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'> {
  return priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' };
}

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'loading' | 'decoding' | 'fetchPriority'> {
  picture: PictureData;
  /** How wide it shows, for the browser's choice of file (e.g. `112px`, `(min-width: 48em) 20rem, 100vw`). */
  sizes: string;
  /** The page's LCP image (above the fold): not lazy, fetched first. */
  priority?: boolean;
}

export const Picture = forwardRef<HTMLImageElement, PictureProps>(function Picture({ picture, sizes, width, height, priority = false, ...rest }, ref) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.srcsetAvif} sizes={sizes} />
      <img
        ref={ref}
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes}
        alt={picture.alt}
        width={width ?? picture.width}
        height={height ?? picture.height}
        {...imageLoading(priority)}
        {...rest}
        css={css`object-position: ${focusPosition(picture)};`}
      />
    </picture>
  );
});
