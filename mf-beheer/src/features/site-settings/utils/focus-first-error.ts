/** After a refused submit: focus moves to the first field with a message, so a keyboard or screen-reader user lands on it. */
import type { FormApi } from 'final-form';

export function focusFirstError<V extends object>(form: FormApi<V>, names: readonly string[], idOf: (name: string) => string): void {
  const invalid = names.find((name) => {
    const state = form.getFieldState(name as keyof V & string);
    return state?.error || state?.submitError;
  });
  if (invalid) document.getElementById(idOf(invalid))?.focus();
}
