/**
 * The chrome's icons as small inline SVGs (no icon font, no library): 24×24 strokes in the text
 * colour. They are decoration: the button or link around them carries the accessible name.
 */
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function icon(paths: string, name: string) {
  const Icon = ({ size = 24, ...props }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...props}
    >
      <path d={paths} />
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}

export const SearchIcon = icon('M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zM16 16l5 5', 'SearchIcon');
export const MailIcon = icon('M3 5h18v14H3zM3 6l9 7 9-7', 'MailIcon');
export const MenuIcon = icon('M3 6h18M3 12h18M3 18h18', 'MenuIcon');
export const CloseIcon = icon('M5 5l14 14M19 5L5 19', 'CloseIcon');
export const ChevronDownIcon = icon('M6 9l6 6 6-6', 'ChevronDownIcon');
export const ChevronRightIcon = icon('M9 6l6 6-6 6', 'ChevronRightIcon');
/** A crescent: the dark theme. */
export const MoonIcon = icon('M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z', 'MoonIcon');
/** A circle with a cross: something is wrong (always next to a text that says so). */
export const ErrorIcon = icon('M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 9l6 6M15 9l-6 6', 'ErrorIcon');
/** A triangle with an exclamation mark: look at this before going on. */
export const WarningIcon = icon('M12 3L2 20h20zM12 10v4M12 17h.01', 'WarningIcon');
/** A tick: fine. */
export const CheckIcon = icon('M5 12l5 5 9-10', 'CheckIcon');
/** A circle with an i: for information. */
export const InfoIcon = icon('M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7h.01', 'InfoIcon');
