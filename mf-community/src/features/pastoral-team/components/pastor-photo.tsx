/** A member's portrait at a fixed size (no layout jump while it loads); nothing when there is none. */
import { css } from '@emotion/react';

export interface PastorPhotoProps {
  src: string;
  alt: string;
  size: number;
}

export function PastorPhoto({ src, alt, size }: PastorPhotoProps) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      css={(t) => css`
        display: block;
        width: ${size}px;
        height: ${size}px;
        flex: none;
        border-radius: ${t.radius};
        background: ${t.colors.surfaceAlt};
      `}
    />
  );
}
