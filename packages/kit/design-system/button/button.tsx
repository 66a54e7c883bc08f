/** Buttons and button-looking router links; `type="button"` unless said otherwise. */
import { css, type Theme } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '../../router';
import { CONTROLS, type ControlColours, type ControlName } from '../theme/tokens';

/** One system: `primary` filled (navy; a light navy in the dark theme), `secondary` outlined in the same colour, `ghost` outlined in grey; `danger`: an action that removes something (Verwijderen), outlined in the danger colour. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANT_CONTROL = { primary: 'primaryButton', secondary: 'secondaryButton', ghost: 'ghostButton', danger: 'dangerButton' } as const satisfies Record<ButtonVariant, ControlName>;

export const buttonStyles = (variant: ButtonVariant) => (t: Theme) => {
  // Each variant's fill, border and text come from the kit's control table (3:1 in both themes).
  const control: ControlColours = CONTROLS[VARIANT_CONTROL[variant]];
  const outlined = !control.fill;
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space(2)};
    min-height: 44px;
    padding: ${t.space(2)} ${t.space(4)};
    border-radius: ${t.radius};
    border: 2px solid ${control.border ? t.colors[control.border] : 'transparent'};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    background: ${control.fill ? t.colors[control.fill] : 'transparent'};
    color: ${t.colors[control.text ?? 'text']};
    ${outlined
      // Brightening would fade the light outline into the page: an outlined button shades its fill instead.
      ? `&:hover { background: ${t.colors.surfaceAlt}; }`
      : '&:hover { filter: brightness(1.15); }'}
    &:disabled { opacity: 0.6; cursor: not-allowed; }
    @media print { display: none !important; }
  `;
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} css={buttonStyles(variant)} {...rest} />;
});

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
}

export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant = 'primary', ...rest },
  ref,
) {
  return <Link ref={ref} css={buttonStyles(variant)} {...rest} />;
});
