/**
 * The session ended while someone was working (idle on another tab, the 12-hour end, revoked): a
 * modal sign-in over the same screen (issue 30). The form behind it stays as it was, with all that
 * was typed; signing in again closes the dialog and the work goes on (the draft kept on the server
 * in the meantime is the second safety). Escape does not close it: there is nothing to go back to
 * without signing in.
 */
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';

import { contentTexts } from '../../../texts';
import { SignInForm } from './sign-in-form';

const t = contentTexts.session;

export function SignInAgainDialog({ email, forgotPasswordTo }: { email: string; forgotPasswordTo: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return undefined;
    // jsdom has no showModal; a browser always has.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => element.close?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="sign-in-again-title"
      aria-describedby="sign-in-again-body"
      onCancel={(event) => event.preventDefault()}
      css={(theme) => css`
        width: min(32rem, calc(100vw - 2rem)); padding: ${theme.space(5)}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius};
        background: ${theme.colors.surface}; color: ${theme.colors.text};
        &::backdrop { background: rgb(0 0 0 / 0.5); }
      `}
    >
      <h2 id="sign-in-again-title" css={css`margin-top: 0;`}>
        {t.title}
      </h2>
      <p id="sign-in-again-body">{t.body}</p>
      <SignInForm forgotPasswordTo={forgotPasswordTo} email={email} sessionEnded embedded />
    </dialog>
  );
}
