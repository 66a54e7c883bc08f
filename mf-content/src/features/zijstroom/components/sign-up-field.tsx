/**
 * One labelled input of the sign-up form, with the theme's control look. Its message (when there
 * is one) is tied to the input with aria-invalid and aria-describedby, only while it shows.
 */
import { css, type Theme } from '@emotion/react';
import { CONTROLS } from '@kerk/kit/design-system';
import type { InputHTMLAttributes } from 'react';

const controlStyles = (t: Theme) => css`
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
`;

export interface SignUpFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function SignUpField({ id, label, value, error, onChange, type = 'text', ...rest }: SignUpFieldProps) {
  return (
    <div css={(t) => css`margin-bottom: ${t.space(5)};`}>
      <label htmlFor={id} css={(t) => css`display: block; font-weight: 600; margin-bottom: ${t.space(1)};`}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        css={controlStyles}
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
