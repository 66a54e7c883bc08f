/**
 * The editor toolbar's icons: 24×24 strokes in the text colour, like the kit's chrome icons (no
 * icon font, no emoji: not every system has a font for them). Decoration only: every button shows
 * its Dutch label beside the icon and carries it as its accessible name.
 */
import type { EditorTool } from '@kerk/kit/editing';

const PATHS: Record<EditorTool, string> = {
  bold: 'M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z',
  italic: 'M19 4h-9M14 20H5M15 4 9 20',
  link: 'M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5',
  // A large and a small letter H: a heading and the one below it.
  heading2: 'M4 4v16M18 4v16M4 12h14',
  heading3: 'M6 8v11M16 8v11M6 13.5h10',
  bulletList: 'M10 6h10M10 12h10M10 18h10M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M4 14.5a1 1 0 0 1 2 0c0 1-2 1.5-2 3.5h2',
  blockquote: 'M4 5v14M9 7h11M9 12h11M9 17h7',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'm15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  table: 'M3 4h18v16H3zM3 10h18M3 15h18M9 10v10M15 10v10',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5h.01',
  video: 'M3 5h18v14H3zM10 9v6l5-3z',
  horizontalRule: 'M3 12h18M7 6h10M7 18h10',
  // A letter T, struck out.
  clearFormatting: 'M4 7V4h16v3M12 4v11M9 20h4M15 15l5 5M20 15l-5 5',
};

export function ToolIcon({ tool }: { tool: EditorTool }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={tool}>
      <path d={PATHS[tool]} />
    </svg>
  );
}
