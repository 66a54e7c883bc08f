/**
 * Zijstroom's issues as the editors write them (issue 33), declared once (see define.ts): a title
 * (also the mail's subject), the text in the `full` preset with photos from the library, and the
 * paper edition as a PDF attached to the mail. The attachment is an upload of its own (the media
 * library takes photos only), so the form shows it with the type's own widget (`attachment`);
 * the field holds the upload's id. Sending, the preview and the progress are the type's own calls.
 * The subscribers have no form: a subscription is the reader's own consent, never typed in here.
 */
import { defineContentType } from './define';

export const zijstroomType = defineContentType({
  kind: 'zijstroom',
  custom: true,
  resource: 'zijstroom',
  section: 'zijstroom',
  titleField: 'title',
  names: { one: 'uitgave', many: 'uitgaven', article: 'de', newTitle: 'Nieuwe Zijstroom', editTitle: 'Zijstroom wijzigen', logged: 'Zijstroom' },
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, max: 200, help: 'Ook het onderwerp van de e-mail, bijvoorbeeld "Zijstroom 7 december".' },
    body: { kind: 'rich', preset: 'full', label: 'Tekst', plainColumn: 'body_text' },
    attachmentId: {
      kind: 'integer',
      label: 'Papieren uitgave (pdf)',
      min: 1,
      max: 2_147_483_647,
      column: 'attachment_id',
      widget: 'attachment',
      invalidMessage: 'Kies de pdf opnieuw.',
      help: 'Niet verplicht. De pdf gaat als bijlage mee met de e-mail, hoogstens 10 MB.',
    },
  },
});
