/**
 * Nieuws, declared once (see define.ts). The publication day and time are stored as one instant
 * (`publish_at`): the API's news editing maps those, and derives the summary lists show when the
 * editor wrote none.
 */
import { defineContentType } from './define';

export const newsType = defineContentType({
  kind: 'news',
  custom: true,
  resource: 'news',
  section: 'nieuws',
  titleField: 'title',
  names: { one: 'bericht', many: 'berichten', article: 'het', newTitle: 'Nieuw bericht', editTitle: 'Bericht wijzigen', logged: 'nieuwsbericht' },
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, max: 200, public: true },
    body: { kind: 'rich', preset: 'full', label: 'Tekst', plainColumn: 'body_text', public: 'detail' },
    excerpt: {
      kind: 'longText',
      label: 'Samenvatting',
      max: 500,
      help: 'Staat boven het bericht, in de lijst, op de homepagina en in de RSS-feed. Leeg laten mag: de lijst, de homepagina en de RSS-feed tonen dan het begin van de tekst.',
    },
    mediaId: { kind: 'photo', label: 'Foto', column: 'media_id' },
    author: { kind: 'text', label: 'Auteur', max: 200, public: true },
    date: {
      kind: 'date',
      label: 'Publicatiedatum',
      required: true,
      column: false,
      widget: 'publishMoment',
      invalidMessage: 'Vul een datum in, bijvoorbeeld 7-12-2026.',
      help: 'Ligt de datum later, dan verschijnt het bericht vanzelf op dat moment.',
    },
    time: { kind: 'time', label: 'Tijd', required: true, column: false, widget: 'publishMoment', invalidMessage: 'Vul een tijd in, bijvoorbeeld 09:00.' },
    published: { kind: 'boolean', label: 'Publiceren op de website', help: 'Uitgevinkt: het bericht blijft bewaard, maar bezoekers zien het niet.' },
  },
});
