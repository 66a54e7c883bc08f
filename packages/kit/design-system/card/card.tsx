/** A surface for list items and widgets. Renders an `<article>` unless `as` says otherwise. */
import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'article' | 'section' | 'div' | 'li';
}

export const Card = forwardRef<HTMLElement, CardProps>(function Card({ as: Tag = 'article', ...rest }, ref) {
  return (
    <Tag
      ref={ref as never}
      css={(t) => css`
        background: ${t.colors.surface};
        border: 1px solid ${t.colors.border};
        border-radius: ${t.radius};
        padding: ${t.space(4)};
      `}
      {...rest}
    />
  );
});
