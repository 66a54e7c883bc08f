/** The h1 of a page with its optional intro HTML. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

import { RichText } from '../rich-text/rich-text';

export interface PageHeaderProps {
  title: string;
  intro?: string;
  children?: ReactNode;
}

export function PageHeader({ title, intro, children }: PageHeaderProps) {
  return (
    <header css={(t) => css`margin-bottom: ${t.space(6)};`}>
      <h1 css={css`margin: 0 0 0.5em;`}>{title}</h1>
      {intro ? <RichText html={intro} /> : null}
      {children}
    </header>
  );
}
