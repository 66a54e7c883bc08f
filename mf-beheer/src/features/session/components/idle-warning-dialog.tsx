/**
 * "Bent u er nog?": the warning before the session ends for lack of activity, as a native modal
 * `<dialog>` (focus moves into it and stays there, the page behind is inert, Esc closes it, which
 * here means staying signed in). "Aangemeld blijven" renews the session on the server;
 * "Afmelden" signs out at once. Before the absolute end only "Begrepen" and "Afmelden": that end
 * cannot be moved.
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { useEffect, useRef } from 'react';

import { accountTexts } from '../../../texts';
import { useRenewSessionMutation } from '../api/account-api';
import type { AdminSession } from '../../../lib/admin-session';
import { useIdleWarning } from '../hooks/use-idle-warning';

const t = accountTexts.idle;

export interface IdleWarningDialogProps {
  session: AdminSession | null;
  onSignOut: () => void;
}

export function IdleWarningDialog({ session, onSignOut }: IdleWarningDialogProps) {
  const { warningUntil, final, dismiss } = useIdleWarning(session);
  const [renew, { isLoading }] = useRenewSessionMutation();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = warningUntil !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // jsdom has no showModal; a browser always has.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const stay = () => void renew();
  const minutesLeft = open ? Math.max(1, Math.ceil((warningUntil - Date.now()) / 60_000)) : 0;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-body"
      onCancel={(event) => {
        event.preventDefault();
        if (final) dismiss();
        else stay();
      }}
      css={(theme) => css`
        max-width: 32rem; padding: ${theme.space(5)}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius};
        background: ${theme.colors.surface}; color: ${theme.colors.text};
        &::backdrop { background: rgb(0 0 0 / 0.5); }
      `}
    >
      {open ? (
        <>
          <h2 id="idle-warning-title" css={css`margin-top: 0;`}>
            {final ? t.finalTitle : t.title}
          </h2>
          <p id="idle-warning-body">{final ? t.finalBody(minutesLeft) : t.body(minutesLeft)}</p>
          <div css={(theme) => css`display: flex; flex-wrap: wrap; gap: ${theme.space(3)};`}>
            {/* The safe choice first, so Enter keeps the volunteer's work. */}
            {final ? (
              <Button autoFocus onClick={dismiss}>
                {t.understood}
              </Button>
            ) : (
              <Button autoFocus onClick={stay} disabled={isLoading}>
                {t.stay}
              </Button>
            )}
            <Button variant="ghost" onClick={onSignOut}>
              {t.signOut}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
