/** A Dutch yes/no question on the platform's modal `<dialog>` (Escape and "no" both keep things as they are). */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const confirmed = useRef(false);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal focuses the first button ("Toch verlaten", "Verwijderen"); the safe answer takes it, so
    // Enter or a tap by accident keeps things as they are.
    cancel.current?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      onClose={() => (confirmed.current ? onConfirm() : onCancel())}
      css={(t) => css`max-width: 32rem; border: 1px solid ${t.colors.border}; border-radius: ${t.radius}; padding: ${t.space(5)}; background: ${t.colors.surface}; color: ${t.colors.text};`}
    >
      <p id={id} css={css`margin-top: 0;`}>{message}</p>
      <div css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
        <Button
          onClick={() => {
            confirmed.current = true;
            ref.current?.close();
          }}
        >
          {confirmLabel}
        </Button>
        <Button ref={cancel} variant="ghost" onClick={() => ref.current?.close()}>
          {cancelLabel}
        </Button>
      </div>
    </dialog>
  );
}
