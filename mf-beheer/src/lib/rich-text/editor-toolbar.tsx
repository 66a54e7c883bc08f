/**
 * The editor's toolbar: exactly the preset's tools (`PRESET_TOOLS`), each an icon with its Dutch
 * label written beside it (also its accessible name and tooltip), `aria-pressed` on the marks and
 * blocks that can be on, and one tab stop with the arrow keys moving between the buttons (the
 * WAI-ARIA toolbar pattern). On a phone the buttons form a grid, the label under the icon.
 */
import { css, type Theme } from '@emotion/react';
import type { EditorTool } from '@kerk/kit/editing';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';

import { pagesTexts } from '../../texts';
import { ToolIcon } from './toolbar-icons';

export type DialogTool = 'link' | 'image' | 'video';

interface ToolSpec {
  run?: (editor: Editor) => void;
  dialog?: DialogTool;
  /** The state `aria-pressed` reflects; tools without one are plain buttons. */
  active?: (editor: Editor) => boolean;
  can?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const TOOLS: Record<EditorTool, ToolSpec> = {
  bold: { run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  italic: { run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
  link: { dialog: 'link', active: (e) => e.isActive('link') },
  heading2: { run: (e) => chain(e).toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  heading3: { run: (e) => chain(e).toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  bulletList: { run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  orderedList: { run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  blockquote: { run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  undo: { run: (e) => chain(e).undo().run(), can: (e) => e.can().undo() },
  redo: { run: (e) => chain(e).redo().run(), can: (e) => e.can().redo() },
  table: { run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
  image: { dialog: 'image' },
  video: { dialog: 'video' },
  horizontalRule: { run: (e) => chain(e).setHorizontalRule().run() },
  clearFormatting: { run: (e) => chain(e).unsetAllMarks().clearNodes().run() },
};

export interface EditorToolbarProps {
  editor: Editor;
  tools: readonly EditorTool[];
  label: string;
  onDialog: (tool: DialogTool) => void;
}

const toolbarCss = (t: Theme) => css`
  display: flex; flex-wrap: wrap; gap: ${t.space(1)}; margin-bottom: ${t.space(2)};
  ${t.mq.belowMd} { display: grid; grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr)); }
`;

const buttonCss = (t: Theme) => css`
  display: inline-flex; align-items: center; justify-content: center; gap: ${t.space(1)};
  min-width: 44px; min-height: 44px; padding: ${t.space(1)} ${t.space(2)};
  font: inherit; font-size: 0.9375rem; font-weight: 600; line-height: 1.2; cursor: pointer;
  border: 1px solid ${t.colors.controlBorder}; border-radius: ${t.radius}; background: ${t.colors.surface}; color: ${t.colors.text};
  svg { flex: none; }
  &[aria-pressed='true'] { background: ${t.colors.primary}; color: ${t.colors.onPrimary}; }
  &[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
  ${t.mq.belowMd} { flex-direction: column; gap: 2px; padding: ${t.space(1)}; font-size: 0.8125rem; text-align: center; }
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
      css={toolbarCss}
    >
      {tools.map((tool, index) => {
        const spec = TOOLS[tool];
        const label = pagesTexts.editor.tools[tool];
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
            aria-label={label}
            title={label}
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
            <ToolIcon tool={tool} />
            <span>{label}</span>
          </button>
        );
      })}
    </div>
  );
}
