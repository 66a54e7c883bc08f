/**
 * A small blue booklet, drawn with the theme's navy so it follows light and dark mode. Decorative.
 * The colours are the theme's custom properties, so they go in CSS (`fill`), not in SVG attributes.
 */
import { useTheme } from '@emotion/react';

export function BookletDrawing() {
  const { colors: c } = useTheme();
  return (
    <svg viewBox="0 0 120 150" width="96" height="120" aria-hidden="true" focusable="false" css={{ justifySelf: 'center' }}>
      <rect x="14" y="8" width="92" height="134" rx="6" css={{ fill: c.primary }} />
      <rect x="14" y="8" width="12" height="134" rx="4" css={{ fill: c.link }} opacity="0.5" />
      <rect x="38" y="34" width="52" height="8" rx="2" css={{ fill: c.onPrimary }} />
      <rect x="44" y="50" width="40" height="5" rx="2" css={{ fill: c.onPrimary }} opacity="0.7" />
      <path d="M64 80 v34 M52 92 h24" css={{ stroke: c.secondary }} strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
