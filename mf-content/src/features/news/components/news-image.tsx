/**
 * An article's image: a photo from the media library as `<picture>` (AVIF, then WebP, each in every
 * width, chosen by `sizes`), or else a drawing. On a card it is cropped to the cards' one shape
 * (CARD_PHOTO, 16:9), so a portrait photo never makes a card taller than its neighbours; on the
 * article page it keeps its own shape, but never taller than most of the screen. Either way the box
 * has its size before the file arrives, so lists and articles never jump while images load.
 */
import { css, type Theme } from '@emotion/react';
import type { Photo } from '@kerk/kit/api-types';
import { articlePhotoCss, CARD_PHOTO, imageLoading, Picture } from '@kerk/kit/design-system';
import type { ImgHTMLAttributes } from 'react';

export interface NewsImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'> {
  src: string;
  alt: string;
  /** The library photo; when there is none, `src` is a drawing. */
  photo?: Photo | null;
  /** Where it shows: on a card (cropped to 16:9) or as the article's own image (its own shape, bounded). */
  place: 'card' | 'article';
  /** Which width the image takes in its place (PHOTO_SIZES of @kerk/kit/tokens). */
  sizes?: string;
  /** The page's LCP image (the article's own): fetched first, not lazy. Lists leave it off. */
  priority?: boolean;
}

/** The drawings are 16:9 SVGs: one file, sharp at every width. */
const DRAWING = { width: 640, height: 360 };

const imageStyle = (t: Theme, rule: string) => css`
  ${rule};
  border-radius: ${t.radius};
  background: ${t.colors.skeleton};
`;

export function NewsImage({ src, alt, photo, place, sizes, priority = false, className, ...rest }: NewsImageProps) {
  const own = photo ?? DRAWING;
  const size = place === 'card' ? CARD_PHOTO : own;
  const rule = place === 'card' ? CARD_PHOTO.css : articlePhotoCss(own.width, own.height);
  if (photo) {
    return <Picture picture={photo} sizes={sizes ?? '100vw'} priority={priority} width={size.width} height={size.height} className={className} css={(t) => imageStyle(t, rule)} {...rest} />;
  }
  return <img src={src} alt={alt} width={size.width} height={size.height} {...imageLoading(priority)} className={className} css={(t) => imageStyle(t, rule)} {...rest} />;
}
