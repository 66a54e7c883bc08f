/**
 * The rich-text editor's jest tests: render one through the real providers and paste into it as
 * the browser would. jsdom has no layout (ProseMirror measures the selection to scroll it into view)
 * and no ClipboardEvent (ProseMirror's pasteHTML only needs an event to hand to its handlers).
 */
import type { RichPreset } from '@kerk/kit/editing';
import { renderWithProviders } from '@kerk/kit/testing';
import type { Editor } from '@tiptap/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RichTextEditor } from '../rich-text-editor';

export function stubLayout() {
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const proto of [Range.prototype, Element.prototype, Text.prototype as unknown as Element]) {
    Object.assign(proto, { getClientRects: rects, getBoundingClientRect: rect });
  }
  if (typeof ClipboardEvent === 'undefined') Object.assign(globalThis, { ClipboardEvent: class extends Event {} });
}

export function renderEditor(preset: RichPreset, initialHtml = '<p>Welkom in de kerk</p>') {
  const onChange = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<RichTextEditor preset={preset} label="Inleiding" initialHtml={initialHtml} onChange={onChange} />);
  const toolbar = screen.getByRole('toolbar', { name: 'Opmaak van Inleiding' });
  const names = within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
  return { user, onChange, toolbar, names };
}

/** The Tiptap editor of the editable area labelled "Inleiding" (Tiptap keeps it on the view's DOM node). */
export const editorOf = () => (screen.getByRole('textbox', { name: 'Inleiding' }) as unknown as { editor: Editor }).editor;

/** Replaces the text with `html` pasted as the browser hands it over from the clipboard. */
export function paste(html: string) {
  const editor = editorOf();
  act(() => {
    editor.commands.clearContent();
    editor.view.pasteHTML(html);
  });
}
