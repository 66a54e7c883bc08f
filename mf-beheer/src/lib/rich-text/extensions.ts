/**
 * The editor's extensions for one preset of `@kerk/kit/editing`: exactly what the preset may store,
 * nothing more. ProseMirror drops whatever its schema has no place for, so pasted content outside
 * the preset (a table in a `minimal` text, a Word document's styles) disappears in the editor, as
 * the server's sanitizer would drop it too. What must not just disappear (a Word list, a heading, an
 * image from elsewhere) is shaped for the preset first (`PasteCleanup`); an image the preset may not
 * show is the placeholder node (`ForeignImage`) in every preset.
 */
import { headingLevels, type RichPreset } from '@kerk/kit/editing';
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

import { pagesTexts } from '../../texts';
import { ForeignImage } from './foreign-image-node';
import { PasteCleanup } from './paste-cleanup';
import { normalizeLink } from './urls';
import { Video } from './video-node';

const NEVER = { code: false, codeBlock: false, strike: false, underline: false } as const;
const BLOCKS_OFF = { heading: false, blockquote: false, bulletList: false, orderedList: false, listItem: false, listKeymap: false, horizontalRule: false } as const;

// Links without target/rel/class: the preset stores href (and title) only.
const link = {
  openOnClick: false,
  autolink: true,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url: string) => normalizeLink(url) !== null,
} as const;

/** The heading levels the preset stores (the kit's, so a pasted heading lands on one the editor has). */
const levelsOf = (preset: RichPreset) => headingLevels(preset) as (1 | 2 | 3 | 4 | 5 | 6)[];

/** `onUploadForeignImage`: "Upload de foto" on the placeholder at that position (the photo takes its place). */
export function presetExtensions(preset: RichPreset, { onUploadForeignImage = () => {} }: { onUploadForeignImage?: (pos: number) => void } = {}): Extensions {
  return [PasteCleanup.configure({ preset }), ForeignImage.configure({ preset, onUpload: onUploadForeignImage }), ...schemaOf(preset)];
}

function schemaOf(preset: RichPreset): Extensions {
  if (preset === 'minimal') return [StarterKit.configure({ ...NEVER, ...BLOCKS_OFF, link })];
  if (preset === 'essential') return [StarterKit.configure({ ...NEVER, horizontalRule: false, heading: { levels: levelsOf('essential') }, link })];
  return [
    StarterKit.configure({ ...NEVER, heading: { levels: levelsOf('full') }, link }),
    TableKit.configure({ table: { resizable: false } }),
    // With the media library's srcset and sizes (issue 16), so a page's photo comes in the size the screen needs.
    Image.extend({
      addAttributes() {
        return { ...this.parent?.(), srcset: { default: null }, sizes: { default: null } };
      },
    }).configure({ inline: false }),
    Video.configure({ title: pagesTexts.editor.video.frameTitle }),
  ];
}
