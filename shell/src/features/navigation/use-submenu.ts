/**
 * Open state of one desktop sub-menu (spec §4: hovering shows it, leaving hides it). Hover and the
 * disclosure button are tracked apart: a mouse user who clicks the arrow of a sub-menu that hover
 * already opened keeps it open (a plain toggle would shut it under the pointer); a second click
 * closes it. Keyboard users only use the button.
 */
import { useState } from 'react';

export function useSubmenu() {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const close = () => {
    setHovered(false);
    setPinned(false);
  };
  return {
    open: hovered || pinned,
    enter: () => setHovered(true),
    leave: close,
    close,
    toggle: () => (pinned ? close() : setPinned(true)),
  };
}
