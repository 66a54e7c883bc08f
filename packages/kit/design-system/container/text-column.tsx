/**
 * The column of a page that is mostly text: the theme's measure (about 70 characters a line), or
 * `wide` (48rem) for a record with a photo (an article, a service, an event); centred in the layout
 * rather than in its left half on a wide screen. Tests find it by `data-text-column`.
 */
import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export interface TextColumnProps extends HTMLAttributes<HTMLElement> {
  /** 48rem instead of the measure: room for a photo beside text kept to the measure. */
  wide?: boolean;
  /** The element: `article` for one record, else a `div`. */
  as?: 'div' | 'article';
}

export function TextColumn({ wide = false, as: Element = 'div', ...props }: TextColumnProps) {
  return <Element data-text-column css={(t) => css`max-width: ${wide ? '48rem' : t.measure}; margin-left: auto; margin-right: auto;`} {...props} />;
}
