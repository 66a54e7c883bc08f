/**
 * One labelled form control bound to final-form, for every remote's forms. The error is shown once
 * the field was left (or after a submit), and only then tied to the control with aria-invalid and
 * aria-describedby. Server messages (submitError) show until the visitor edits the field.
 * Not a shared entry: only the remotes with forms bundle it, so it costs the shell nothing.
 */
import { css, type Theme } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useField } from 'react-final-form';

import { CONTROLS } from '../design-system/theme/tokens';

/** The theme's look of a text control, for a control outside final-form too. */
export const controlStyles = (t: Theme) => css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${t.space(2)} ${t.space(3)};
  border: 1px solid ${t.colors[CONTROLS.field.border]};
  border-radius: ${t.radius};
  background: ${t.colors[CONTROLS.field.fill]};
  color: ${t.colors[CONTROLS.field.text]};
  font: inherit;
  &[aria-invalid='true'] { border: 2px solid ${t.colors.danger}; }
  &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
  &:disabled { opacity: 0.7; }
`;

type ControlProps =
  | ({ as?: 'input' } & InputHTMLAttributes<HTMLInputElement>)
  | ({ as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  | ({ as: 'select'; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>);

export type FormFieldProps<N extends string> = ControlProps & {
  name: N;
  label: string;
  hint?: string;
  /**
   * A message the server answered the form with (a refused plain post), shown from the first render
   * until the value is changed: also in the server's HTML, where no field is left or validated.
   */
  serverError?: string;
};

/**
 * The field component of one form and the id of its controls (`<form>-<name>`, to move focus to
 * the first invalid one): `export const { FormField, fieldId } = createFormField<ContactField>('contact')`.
 */
export function createFormField<N extends string>(form: string) {
  const fieldId = (name: N) => `${form}-${name}`;

  function FormField({ name, label, hint, as = 'input', serverError, ...rest }: FormFieldProps<N>) {
    const { input, meta } = useField<string>(name);
    const id = fieldId(name);
    const error: string | undefined =
      (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || (!meta.dirty && serverError) || undefined;
    const control = {
      id,
      ...input,
      value: input.value ?? '',
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error),
      css: controlStyles,
    };

    return (
      <FieldFrame id={id} label={label} hint={hint} error={error}>
        {as === 'textarea' ? (
          <textarea rows={8} {...control} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
        ) : as === 'select' ? (
          <select {...control} {...(rest as SelectHTMLAttributes<HTMLSelectElement>)} />
        ) : (
          // An explicit type (text unless the field says otherwise): the markup states what the control is.
          <input type="text" {...control} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
        )}
      </FieldFrame>
    );
  }

  return { FormField, fieldId };
}

/** The ids a control's hint and message have (`<id>-hint`, `<id>-error`), while they show. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, with `id` as its id and `describedBy(id, hint, error)` as its aria-describedby. */
  children: ReactNode;
}

/** A control's label above it, and its hint and message below it: every form's field layout. */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div css={(t) => css`margin-bottom: ${t.space(5)};`}>
      <label htmlFor={id} css={(t) => css`display: block; font-weight: 600; margin-bottom: ${t.space(1)};`}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} css={(t) => css`margin: ${t.space(1)} 0 0; color: ${t.colors.textMuted}; font-size: 0.9375rem;`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} css={(t) => css`margin: ${t.space(1)} 0 0; color: ${t.colors.danger}; font-weight: 600;`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
