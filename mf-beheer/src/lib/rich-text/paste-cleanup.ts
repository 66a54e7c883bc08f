/**
 * The editor's paste: pasted (or dropped) HTML is shaped for the preset first (paste-html.ts: Word
 * lists, heading levels, images from elsewhere), and a paragraph standing in for an image from
 * another website is marked out (`data-foreign-image`, styled by the editor) so a volunteer sees it
 * and can delete it once the photo is uploaded. It is stored as a plain paragraph.
 */
import { Extension } from '@tiptap/core';
import { FOREIGN_IMAGE_TEXT, type RichPreset } from '@kerk/kit/editing';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

import { shapePastedHtml } from './paste-html';

export const PasteCleanup = Extension.create<{ preset: RichPreset }>({
  name: 'pasteCleanup',
  addOptions: () => ({ preset: 'minimal' }),
  addProseMirrorPlugins() {
    const { preset } = this.options;
    return [
      new Plugin({
        key: new PluginKey('pasteCleanup'),
        props: {
          transformPastedHTML: (html) => shapePastedHtml(html, preset),
          decorations: (state) => {
            const marks: Decoration[] = [];
            state.doc.descendants((node, pos) => {
              if (node.type.name === 'paragraph' && node.textContent === FOREIGN_IMAGE_TEXT) {
                marks.push(Decoration.node(pos, pos + node.nodeSize, { 'data-foreign-image': '' }));
              }
              return node.isBlock;
            });
            return DecorationSet.create(state.doc, marks);
          },
        },
      }),
    ];
  },
});
