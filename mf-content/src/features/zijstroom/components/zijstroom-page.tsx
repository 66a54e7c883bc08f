/**
 * /zijstroom: the page-store page `paper` (title, intro, content, and the `signup` text above the
 * form), the sign-up form, and the archive of issues sent by e-mail. All of it in the served HTML.
 * Below the title a link leads to the form, which is far down on a phone.
 */
import { css, type Theme } from '@emotion/react';
import { StorePage } from '@kerk/kit/page';

import { texts } from '../../../texts';
import { IssueArchive } from './issue-archive';
import { SignUpForm } from './sign-up-form';

const columnStyle = (t: Theme) => css`max-width: ${t.measure}; margin: 0 auto;`;
const jumpStyle = (t: Theme) => css`
  margin: 0 0 ${t.space(5)};
  font-weight: 600;
  a { display: inline-block; min-height: 44px; padding: ${t.space(2)} 0; color: ${t.colors.action}; }
`;

export function ZijstroomPage() {
  return (
    <div data-text-column css={columnStyle}>
      <StorePage
        name="paper"
        sections={['signup']}
        beforeContent={
          <p css={jumpStyle}>
            <a href="#aanmelden">{texts.content.zijstroom.jumpToSignUp} ↓</a>
          </p>
        }
      >
        <SignUpForm />
        <IssueArchive />
      </StorePage>
    </div>
  );
}
