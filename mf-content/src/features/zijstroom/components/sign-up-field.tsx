/**
 * One labelled input of the sign-up form (a plain form, so it posts without JavaScript), in the
 * kit's field layout and control look. Its message (when there is one) is tied to the input with
 * aria-invalid and aria-describedby, only while it shows.
 */
import { controlStyles, describedBy, FieldFrame } from '@kerk/kit/form-field';
import type { InputHTMLAttributes } from 'react';

export interface SignUpFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function SignUpField({ id, label, value, error, onChange, type = 'text', ...rest }: SignUpFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        css={controlStyles}
        {...rest}
      />
    </FieldFrame>
  );
}
