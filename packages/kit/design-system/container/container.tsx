/** Centres content at the site's maximum width with side padding. */
import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export function Container(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      css={(t) => css`
        max-width: ${t.maxWidth};
        margin: 0 auto;
        padding: 0 ${t.space(4)};
      `}
      {...props}
    />
  );
}
