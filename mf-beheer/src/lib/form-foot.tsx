/**
 * The foot every form of the editing app shares: a refused submit's one Dutch sentence, the submit
 * button, what else belongs next to it (a link, an undo), and a polite status while it is busy.
 * `submitFocusingFirstError` is every form's submit: after a refused submit the focus moves to the
 * first field with a message, so a keyboard or screen-reader user lands on it.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import type { FormApi } from 'final-form';
import type { FormEvent, ReactNode } from 'react';

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

function focusFirstError<V extends object>(form: FormApi<V>, names: readonly string[], idOf: (name: string) => string): void {
  const invalid = names.find((name) => {
    const state = form.getFieldState(name as keyof V & string);
    return state?.error || state?.submitError;
  });
  if (invalid) document.getElementById(idOf(invalid))?.focus();
}

/**
 * A form's submit: react-final-form's `handleSubmit`, then, when it was refused (a rule or the
 * server), the focus on the first of `names` with a message. `idOf` gives a field's element id.
 */
export function submitFocusingFirstError<V extends object>(
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined,
  form: FormApi<V>,
  names: readonly string[],
  idOf: (name: string) => string,
): (event?: FormEvent<HTMLFormElement>) => Promise<void> {
  return async (event) => {
    await handleSubmit(event);
    if (!form.getState().submitSucceeded) focusFirstError(form, names, idOf);
  };
}
