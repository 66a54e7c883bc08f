/**
 * One rich-text field of a page: Tiptap with exactly one preset's extensions and toolbar
 * (`@kerk/kit/editing`), its editable area labelled with the partial's Dutch label, Ctrl+B/I from
 * Tiptap and Ctrl+K for the link dialog. It reports the HTML it would store ('' when empty).
 * A new `key` from the parent loads other content (another version, a discarded draft).
 */
import { css } from '@emotion/react';
import { PRESET_TOOLS, type RichPreset } from '@kerk/kit/editing';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useState } from 'react';

import { pagesTexts } from '../../texts';
import { normalizeLink, toPrivacyVideo } from './urls';
import { MediaPickerDialog } from './media-picker-dialog';
import { EditorToolbar, type DialogTool } from './editor-toolbar';
import { presetExtensions } from './extensions';
import { ToolDialog } from './tool-dialog';

export interface RichTextEditorProps {
  preset: RichPreset;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Ids of the descriptions of the editable area (the length counter, an error). */
  describedBy?: string;
}

const t = pagesTexts.editor;

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** `replacing`: the position of the foreign image's placeholder that the chosen photo takes the place of. */
function EditorDialog({ tool, editor, replacing, onClose }: { tool: DialogTool; editor: Editor; replacing: number | null; onClose: () => void }) {
  const done = (run: () => void) => {
    run();
    onClose();
  };
  if (tool === 'link') {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    return (
      <ToolDialog
        title={t.link.title}
        fields={[{ name: 'href', label: t.link.field, help: t.link.help, initial: current }]}
        submitLabel={t.link.save}
        validate={({ href }) => (normalizeLink(href ?? '') ? null : { href: t.link.invalid })}
        onSubmit={({ href }) => done(() => editor.chain().focus().extendMarkRange('link').setLink({ href: normalizeLink(href ?? '')! }).run())}
        extra={current ? { label: t.link.remove, onClick: () => done(() => editor.chain().focus().extendMarkRange('link').unsetLink().run()) } : undefined}
        onClose={onClose}
      />
    );
  }
  if (tool === 'image') {
    const at = (chain: ReturnType<Editor['chain']>) => (replacing === null ? chain : chain.setNodeSelection(replacing));
    return <MediaPickerDialog onPick={({ id: _id, ...image }) => done(() => at(editor.chain().focus()).setImage(image).run())} onClose={onClose} />;
  }
  return (
    <ToolDialog
      title={t.video.title}
      fields={[{ name: 'url', label: t.video.field, help: t.video.help }]}
      submitLabel={t.video.save}
      validate={({ url }) => (toPrivacyVideo(url ?? '') ? null : { url: t.video.invalid })}
      onSubmit={({ url }) => done(() => editor.chain().focus().insertVideo(toPrivacyVideo(url ?? '')!).run())}
      onClose={onClose}
    />
  );
}

export function RichTextEditor({ preset, label, initialHtml, onChange, describedBy }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<DialogTool | null>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const uploadForeignImage = (pos: number) => {
    setReplacing(pos);
    setDialog('image');
  };
  const editor = useEditor({
    extensions: presetExtensions(preset, { onUploadForeignImage: uploadForeignImage }),
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setDialog('link');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });

  return (
    <div data-preset={preset}>
      <EditorToolbar editor={editor} tools={PRESET_TOOLS[preset]} label={label} onDialog={setDialog} />
      <EditorContent
        editor={editor}
        css={(theme) => css`
          .tiptap {
            min-height: ${preset === 'minimal' ? '4rem' : '10rem'}; padding: ${theme.space(3)};
            border: 1px solid ${theme.colors.controlBorder}; border-radius: ${theme.radius}; background: ${theme.colors.surface};
            &:focus-visible { outline: 3px solid ${theme.colors.secondary}; outline-offset: 2px; }
            & > :first-child { margin-top: 0; } & > :last-child { margin-bottom: 0; }
            iframe, img { max-width: 100%; }
            table { border-collapse: collapse; } td, th { border: 1px solid ${theme.colors.border}; padding: ${theme.space(1)}; }
            /* An image from another website (foreign-image-node.ts): hard to miss. */
            [data-foreign-image] {
              margin: ${theme.space(2)} 0; padding: ${theme.space(2)} ${theme.space(3)}; border: 2px dashed ${theme.colors.secondary}; border-radius: ${theme.radius};
              background: ${theme.colors.surfaceAlt};
              p:first-of-type { margin: 0 0 ${theme.space(2)}; font-weight: 700; } p:last-of-type { display: flex; flex-wrap: wrap; gap: ${theme.space(2)}; margin: 0; }
              button { min-height: 44px; padding: ${theme.space(1)} ${theme.space(3)}; font: inherit; font-weight: 600; cursor: pointer;
                border: 1px solid ${theme.colors.controlBorder}; border-radius: ${theme.radius}; background: ${theme.colors.surface}; color: ${theme.colors.text}; }
            }
          }
        `}
      />
      {dialog ? (
        <EditorDialog
          tool={dialog}
          editor={editor}
          replacing={dialog === 'image' ? replacing : null}
          onClose={() => {
            setDialog(null);
            setReplacing(null);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}
