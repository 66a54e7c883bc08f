/**
 * An article illustration. The box has the drawings' 16:9 ratio before the file arrives, so lists
 * and articles never jump while images load.
 */
import { css } from '@emotion/react';
import type { ImgHTMLAttributes } from 'react';

export interface NewsImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
}

export function NewsImage({ src, alt, loading = 'lazy', ...rest }: NewsImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={640}
      height={360}
      loading={loading}
      decoding="async"
      css={(t) => css`
        display: block;
        width: 100%;
        height: auto;
        aspect-ratio: 16 / 9;
        object-fit: cover;
        border-radius: ${t.radius};
        background: ${t.colors.skeleton};
      `}
      {...rest}
    />
  );
}
