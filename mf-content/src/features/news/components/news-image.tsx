/**
 * An article's image: a photo from the media library as `<picture>` (AVIF, then WebP, each in every
 * width, chosen by `sizes`; its own proportions), or else a drawing in a 16:9 box. Either way the
 * box has its size before the file arrives, so lists and articles never jump while images load.
 */
import { css, type Theme } from '@emotion/react';
import type { Photo } from '@kerk/kit/api-types';
import { imageLoading, Picture } from '@kerk/kit/design-system';
import type { ImgHTMLAttributes } from 'react';

export interface NewsImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'> {
  src: string;
  alt: string;
  /** The library photo; when there is none, `src` is a drawing. */
  photo?: Photo | null;
  /** Which width the image takes in its place (PHOTO_SIZES of @kerk/kit/tokens). */
  sizes?: string;
  /** The page's LCP image (the article's own): fetched first, not lazy. Lists leave it off. */
  priority?: boolean;
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

export function NewsImage({ src, alt, photo, sizes, priority = false, className, ...rest }: NewsImageProps) {
  if (photo) {
    return <Picture picture={photo} sizes={sizes ?? '100vw'} priority={priority} className={className} css={(t) => imageStyle(t, `${photo.width} / ${photo.height}`)} {...rest} />;
  }
  // A drawing is an SVG: one file, sharp at every width.
  return <img src={src} alt={alt} width={640} height={360} {...imageLoading(priority)} className={className} css={(t) => imageStyle(t, '16 / 9')} {...rest} />;
}
