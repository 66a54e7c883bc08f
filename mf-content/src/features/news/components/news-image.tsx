/**
 * An article's image: a photo from the media library as `<picture>` (AVIF, then WebP, each in every
 * width, chosen by `sizes`; its own proportions), or else a drawing in a 16:9 box. Either way the
 * box has its size before the file arrives, so lists and articles never jump while images load.
 */
import { css, type Theme } from '@emotion/react';
import type { Photo } from '@kerk/kit/api-types';
import { Picture } from '@kerk/kit/design-system';
import type { ImgHTMLAttributes } from 'react';

export interface NewsImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** The library photo; when there is none, `src` is a drawing. */
  photo?: Photo | null;
  /** Which width the image takes in its place (PHOTO_SIZES of @kerk/kit/tokens). */
  sizes?: string;
}

const imageStyle = (t: Theme, ratio: string) => css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${ratio};
  object-fit: cover;
  border-radius: ${t.radius};
  background: ${t.colors.skeleton};
`;

export function NewsImage({ src, alt, photo, sizes, loading = 'lazy', className, ...rest }: NewsImageProps) {
  if (photo) {
    return <Picture picture={photo} sizes={sizes ?? '100vw'} loading={loading} className={className} css={(t) => imageStyle(t, `${photo.width} / ${photo.height}`)} {...rest} />;
  }
  return <img src={src} alt={alt} width={640} height={360} loading={loading} decoding="async" className={className} css={(t) => imageStyle(t, '16 / 9')} {...rest} />;
}
