/**
 * The editor's toolbar: exactly the preset's tools (`PRESET_TOOLS`), Dutch accessible names,
 * `aria-pressed` on the marks and blocks that can be on, and one tab stop with the arrow keys
 * moving between the buttons (the WAI-ARIA toolbar pattern).
 */
import { css } from '@emotion/react';
import type { EditorTool } from '@kerk/kit/editing';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { pagesTexts } from '../../texts';

export type DialogTool = 'link' | 'image' | 'video';

/** A glyph drawn as a 24×24 stroke (no emoji: not every system has a font for them). */
const drawn = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

interface ToolSpec {
  /** Shown on the button; the accessible name is the Dutch label. */
  glyph: ReactNode;
  run?: (editor: Editor) => void;
  dialog?: DialogTool;
  /** The state `aria-pressed` reflects; tools without one are plain buttons. */
  active?: (editor: Editor) => boolean;
  can?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const TOOLS: Record<EditorTool, ToolSpec> = {
  bold: { glyph: 'B', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  italic: { glyph: 'I', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
  link: {
    glyph: drawn('M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5'),
    dialog: 'link',
    active: (e) => e.isActive('link'),
  },
  heading2: { glyph: 'K2', run: (e) => chain(e).toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  heading3: { glyph: 'K3', run: (e) => chain(e).toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  bulletList: { glyph: '•', run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  orderedList: { glyph: '1.', run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  blockquote: { glyph: '❝', run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  undo: { glyph: '↶', run: (e) => chain(e).undo().run(), can: (e) => e.can().undo() },
  redo: { glyph: '↷', run: (e) => chain(e).redo().run(), can: (e) => e.can().redo() },
  table: { glyph: '▦', run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
  image: { glyph: drawn('M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5h.01'), dialog: 'image' },
  video: { glyph: '▶', dialog: 'video' },
  horizontalRule: { glyph: '—', run: (e) => chain(e).setHorizontalRule().run() },
  clearFormatting: { glyph: '⌫', run: (e) => chain(e).unsetAllMarks().clearNodes().run() },
};

export interface EditorToolbarProps {
  editor: Editor;
  tools: readonly EditorTool[];
  label: string;
  onDialog: (tool: DialogTool) => void;
}

const buttonCss = (t: import('@emotion/react').Theme) => css`
  min-width: 44px; min-height: 44px; font: inherit; font-weight: 700; cursor: pointer;
  border: 1px solid ${t.colors.controlBorder}; border-radius: ${t.radius}; background: ${t.colors.surface}; color: ${t.colors.text};
  &[aria-pressed='true'] { background: ${t.colors.primary}; color: ${t.colors.onPrimary}; }
  &[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
`;

export function EditorToolbar({ editor, tools, label, onDialog }: EditorToolbarProps) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => tools.map((tool) => ({ active: TOOLS[tool].active?.(e) ?? null, enabled: TOOLS[tool].can?.(e) ?? true })),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });

  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next > last ? 0 : next < 0 ? last : next;
    setFocused(index);
    buttons.current[index]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={pagesTexts.editor.toolbar(label)}
      onKeyDown={move}
      css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space(1)}; margin-bottom: ${t.space(2)};`}
    >
      {tools.map((tool, index) => {
        const spec = TOOLS[tool];
        const pressed = state?.[index]?.active;
        const disabled = state?.[index]?.enabled === false;
        return (
          <button
            key={tool}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-label={pagesTexts.editor.tools[tool]}
            title={pagesTexts.editor.tools[tool]}
            aria-pressed={pressed === null || pressed === undefined ? undefined : pressed}
            aria-haspopup={spec.dialog ? 'dialog' : undefined}
            // aria-disabled, not disabled: the button stays reachable with the arrow keys.
            aria-disabled={disabled || undefined}
            onFocus={() => setFocused(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (disabled) return;
              if (spec.dialog) onDialog(spec.dialog);
              else spec.run?.(editor);
            }}
            css={buttonCss}
          >
            <span aria-hidden="true">{spec.glyph}</span>
          </button>
        );
      })}
    </div>
  );
}
