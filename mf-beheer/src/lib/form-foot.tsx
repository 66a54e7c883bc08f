/**
 * The foot every form of the editing app shares: a refused submit's one Dutch sentence, the submit
 * button, what else belongs next to it (a link, an undo), and a polite status while it is busy.
 * After a refused submit, `focusFirstError` moves the focus to the first field with a message, so
 * a keyboard or screen-reader user lands on it.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';


export interface FormFootProps {
  /** The submit button's text. */
  label: string;
  /** Said (role=status) while the form is submitting. */
  busyText: string;
  submitting?: boolean;
  submitError?: string;
  /** Shown between the error and the button (e.g. "saved", with undo). */
  notice?: ReactNode;
  /** Next to the button (e.g. "Wachtwoord vergeten?"). */
  children?: ReactNode;
}

export function FormFoot({ label, busyText, submitting = false, submitError, notice, children }: FormFootProps) {
  return (
    <>
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {notice}
      <div css={(theme) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space(4)};`}>
        <Button type="submit" disabled={submitting}>
          {label}
        </Button>
        {children}
        <span role="status">{submitting ? busyText : ''}</span>
      </div>
    </>
  );
}

export function focusFirstError<V extends object>(form: FormApi<V>, names: readonly string[], idOf: (name: string) => string): void {
  const invalid = names.find((name) => {
    const state = form.getFieldState(name as keyof V & string);
    return state?.error || state?.submitError;
  });
  if (invalid) document.getElementById(idOf(invalid))?.focus();
}
