/**
 * An image the preset may not show (from another website, the writer's own disk, or any image
 * outside `full`), as the editor's placeholder (issue 41): a block that says so
 * (`FOREIGN_IMAGE_TEXT`) with "Upload de foto" (the media library, whose photo takes its place; only
 * in a preset with images) and "Weghalen". Its HTML is `<img data-foreign-image alt>` without an
 * address, so nothing is fetched and the sentence is never part of the text: the API keeps it in a
 * page's draft and refuses to save or publish it, at the field.
 */
import { FOREIGN_IMAGE_ATTRIBUTE, FOREIGN_IMAGE_TEXT, keepsImage, PRESET_HTML, type RichPreset } from '@kerk/kit/editing';
import { Node } from '@tiptap/core';

import { pagesTexts } from '../../texts';

export interface ForeignImageOptions {
  preset: RichPreset;
  /** "Upload de foto": the position of the placeholder that the chosen photo replaces. */
  onUpload: (pos: number) => void;
}

const t = pagesTexts.editor.foreignImage;

function button(doc: Document, label: string, onClick: () => void) {
  const element = doc.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

export const ForeignImage = Node.create<ForeignImageOptions>({
  name: 'foreignImage',
  group: 'block',
  atom: true,
  selectable: true,
  addOptions: () => ({ preset: 'minimal', onUpload: () => {} }),
  addAttributes: () => ({ alt: { default: null } }),
  parseHTML() {
    // Before the image node: an image the preset keeps is the image node's, every other one is this.
    return [{ tag: 'img', priority: 60, getAttrs: (el) => (keepsImage(this.options.preset, el.getAttribute('src')) ? false : { alt: el.getAttribute('alt') }) }];
  },
  renderHTML: ({ HTMLAttributes }) => ['img', { [FOREIGN_IMAGE_ATTRIBUTE]: '', ...(HTMLAttributes.alt ? { alt: HTMLAttributes.alt as string } : {}) }],
  addNodeView() {
    return ({ editor, getPos }) => {
      const doc = document;
      const dom = doc.createElement('div');
      dom.setAttribute(FOREIGN_IMAGE_ATTRIBUTE, '');
      dom.contentEditable = 'false';
      const text = doc.createElement('p');
      text.textContent = FOREIGN_IMAGE_TEXT;
      const actions = doc.createElement('p');
      const at = () => getPos() ?? 0;
      if (PRESET_HTML[this.options.preset].tags.includes('img')) actions.append(button(doc, t.upload, () => this.options.onUpload(at())));
      actions.append(button(doc, t.remove, () => editor.chain().focus().setNodeSelection(at()).deleteSelection().run()));
      dom.append(text, actions);
      // The buttons are the placeholder's own: ProseMirror leaves their clicks alone.
      return { dom, stopEvent: (event) => event.target instanceof HTMLButtonElement, ignoreMutation: () => true };
    };
  },
});
