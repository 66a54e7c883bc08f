/**
 * A member's portrait at a fixed size (no layout jump while it loads): a library photo as
 * `<picture>` (AVIF and WebP srcsets), else the drawn portrait; nothing when there is none.
 */
import { css, type Theme } from '@emotion/react';
import type { Photo as PictureData } from '@kerk/kit/api-types';
import { imageLoading, Picture } from '@kerk/kit/design-system';

export interface PastorPhotoProps {
  src: string;
  alt: string;
  size: number;
  /** A photo from the library (then `src` and `alt` are its own). */
  picture?: PictureData | null;
  /** The page's LCP image (the member's own page): fetched first, not lazy. Lists leave it off. */
  priority?: boolean;
}

const square = (size: number) => (t: Theme) => css`
  display: block;
  width: ${size}px;
  height: ${size}px;
  flex: none;
  object-fit: cover;
  border-radius: ${t.radius};
  background: ${t.colors.surfaceAlt};
`;

export function PastorPhoto({ src, alt, size, picture, priority = false }: PastorPhotoProps) {
  if (picture) return <Picture picture={picture} sizes={`${size}px`} width={size} height={size} priority={priority} css={square(size)} />;
  if (!src) return null;
  return <img src={src} alt={alt} width={size} height={size} {...imageLoading(priority)} css={square(size)} />;
}
