/**
 * Keeps Tab and Shift+Tab inside a modal dialog (WAI-ARIA dialog pattern): from the last focusable
 * element Tab wraps to the first and the other way round, so keyboard users cannot wander into the
 * page behind the drawer while it covers the screen.
 */
import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements a visitor can Tab to; collapsed groups (visibility: hidden) do not count. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    // jsdom has no checkVisibility: there every element counts.
    typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true,
  );
}

/** onKeyDown handler of the dialog element. */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
