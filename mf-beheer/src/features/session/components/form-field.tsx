/**
 * One labelled input bound to final-form. The error shows once the field was left (or after a
 * submit) and only then is tied to the input with aria-invalid and aria-describedby.
 */
import { css, type Theme } from '@emotion/react';
import type { InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';

import type { SignInField } from '../utils/sign-in-validation';

export const fieldId = (name: string) => `beheer-${name}`;

const inputStyles = (t: Theme) => css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${t.space(2)} ${t.space(3)};
  border: 1px solid ${t.colors.controlBorder};
  border-radius: ${t.radius};
  background: ${t.colors.surface};
  color: ${t.colors.text};
  font: inherit;
  &[aria-invalid='true'] { border: 2px solid ${t.colors.danger}; }
  &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
`;

export type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & { name: SignInField; label: string };

export function FormField({ name, label, ...rest }: FormFieldProps) {
  const { input, meta } = useField<string>(name);
  const id = fieldId(name);
  const error: string | undefined = (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  return (
    <div css={(t) => css`margin-bottom: ${t.space(5)};`}>
      <label htmlFor={id} css={(t) => css`display: block; font-weight: 600; margin-bottom: ${t.space(1)};`}>
        {label}
      </label>
      <input
        type="text"
        id={id}
        {...input}
        value={input.value ?? ''}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        css={inputStyles}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} css={(t) => css`margin: ${t.space(1)} 0 0; color: ${t.colors.danger}; font-weight: 600;`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
