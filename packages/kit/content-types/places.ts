/**
 * The congregation's places (villages, issue 44), declared once: an engine type (no `custom`), so
 * its admin API, public answer, Prullenbak, revisions, drafts and editing section all come from
 * this declaration.
 */
import { defineContentType } from './define';

export const placeType = defineContentType({
  kind: 'place',
  resource: 'places',
  section: 'plaatsen',
  titleField: 'name',
  names: { one: 'plaats', many: 'plaatsen', article: 'de', newTitle: 'Nieuwe plaats', editTitle: 'Plaats wijzigen' },
  // Until the services, the agenda and the churches read this list (issue 44), the intro says so.
  intro: 'De dorpen en plaatsen waar de gemeente kerkt en samenkomt. De kerkdiensten, de agenda en de kerken gebruiken deze lijst nog niet; dat volgt in een volgende versie.',
  editors: ['beheerder'],
  list: { columns: ['name', 'position'], order: ['position', 'name'] },
  fields: {
    name: { kind: 'text', label: 'Naam', required: true, max: 60, public: true, help: 'De naam van het dorp of de stad, bijvoorbeeld "Zuidland".' },
    position: {
      kind: 'integer',
      label: 'Volgorde',
      min: 0,
      max: 999,
      public: true,
      invalidMessage: 'Vul een volgorde in van 0 tot en met 999.',
      help: 'Lager staat eerder (0 is de eerste).',
    },
  },
});
