/**
 * /zijstroom: the page-store page `paper` (title, intro, content, and the `signup` text above the
 * form), the sign-up form, and the archive of issues sent by e-mail. All of it in the served HTML.
 */
import { css, type Theme } from '@emotion/react';
import { StorePage } from '@kerk/kit/page';

import { IssueArchive } from './issue-archive';
import { SignUpForm } from './sign-up-form';

const columnStyle = (t: Theme) => css`max-width: ${t.measure}; margin: 0 auto;`;

export function ZijstroomPage() {
  return (
    <div data-text-column css={columnStyle}>
      <StorePage name="paper" sections={['signup']}>
        <SignUpForm />
        <IssueArchive />
      </StorePage>
    </div>
  );
}
