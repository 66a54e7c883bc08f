/**
 * The editor's paste: pasted (or dropped) HTML is shaped for the preset first (paste-html.ts: Word
 * lists, heading levels, images from elsewhere as the editor's placeholder, foreign-image-node.ts).
 */
import { Extension } from '@tiptap/core';
import type { RichPreset } from '@kerk/kit/editing';
import { Plugin, PluginKey } from '@tiptap/pm/state';

import { shapePastedHtml } from './paste-html';

export const PasteCleanup = Extension.create<{ preset: RichPreset }>({
  name: 'pasteCleanup',
  addOptions: () => ({ preset: 'minimal' }),
  addProseMirrorPlugins() {
    const { preset } = this.options;
    return [
      new Plugin({
        key: new PluginKey('pasteCleanup'),
        props: { transformPastedHTML: (html) => shapePastedHtml(html, preset) },
      }),
    ];
  },
});
