/**
 * A photo from the media library (`Picture` of the API's answers) as the browser should load it:
 * `<picture>` with the AVIF sizes as a `<source>` and the WebP sizes as the `<img>`'s srcset, so
 * each browser takes the smallest file it can show sharply at `sizes`; width and height keep the
 * layout still while it loads, and the alt text is the library's description.
 */
import type { Photo as PictureData } from '../../api-types';
import { forwardRef, type ImgHTMLAttributes } from 'react';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  picture: PictureData;
  /** How wide it shows, for the browser's choice of file (e.g. `112px`, `(min-width: 48em) 20rem, 100vw`). */
  sizes: string;
}

export const Picture = forwardRef<HTMLImageElement, PictureProps>(function Picture({ picture, sizes, width, height, loading = 'lazy', decoding = 'async', ...rest }, ref) {
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
        loading={loading}
        decoding={decoding}
        {...rest}
      />
    </picture>
  );
});
