/**
 * The pastoral team and the churches, declared once (see define.ts). A team member's URL name
 * (slug) and shipped drawing, and a church's fixed village, are kept by the API itself.
 */
import { defineContentType } from './define';

export const pastorType = defineContentType({
  kind: 'pastor',
  custom: true,
  resource: 'pastors',
  section: 'pastoraal-team',
  titleField: 'name',
  names: { one: 'teamlid', many: 'teamleden', article: 'het', newTitle: 'Nieuw teamlid', editTitle: 'Teamlid wijzigen' },
  fields: {
    name: { kind: 'text', label: 'Naam', required: true, max: 200, public: true },
    role: { kind: 'text', label: 'Functie', required: true, max: 200, public: true },
    areas: { kind: 'choices', label: 'Dorpen', public: true, options: { from: 'locations' }, invalidMessage: 'Kies alleen dorpen uit de lijst.', help: 'De dorpen waarvoor dit teamlid het eerste aanspreekpunt is.' },
    email: { kind: 'email', label: 'E-mailadres', max: 254, public: true },
    phone: { kind: 'phone', label: 'Telefoonnummer', max: 40, public: true, help: 'Bijvoorbeeld 024 123 45 67 of 06 12 34 56 78.' },
    mediaId: { kind: 'photo', label: 'Foto', column: 'media_id' },
    summary: { kind: 'longText', label: 'Korte introductie', max: 500, public: true, help: 'Eén of twee zinnen; deze staan ook in het overzicht.' },
    biography: { kind: 'rich', preset: 'essential', label: 'Over', public: 'detail' },
    position: { kind: 'integer', label: 'Volgorde', min: 0, max: 999, invalidMessage: 'Vul een volgorde in van 0 tot en met 999.', help: 'Lager staat eerder in het overzicht (0 is de eerste).' },
  },
});

export const churchType = defineContentType({
  kind: 'church',
  custom: true,
  resource: 'churches',
  section: 'kerken',
  titleField: 'name',
  fixed: true,
  names: { one: 'kerk', many: 'kerken', article: 'de', newTitle: 'Nieuwe kerk', editTitle: 'Kerk wijzigen' },
  fields: {
    name: { kind: 'text', label: 'Naam van de kerk', required: true, max: 200, public: true },
    address: { kind: 'text', label: 'Adres', required: true, max: 200, public: true },
    zipcode: { kind: 'zipcode', label: 'Postcode', required: true, max: 7, public: true, help: 'Bijvoorbeeld 6641 AB.' },
    city: { kind: 'text', label: 'Plaats', required: true, max: 100, public: true },
    description: { kind: 'longText', label: 'Beschrijving', max: 2000, public: true },
    accessibility: {
      kind: 'longText',
      label: 'Toegankelijkheid',
      max: 2000,
      public: true,
      help: 'Bijvoorbeeld: ingang zonder drempel, ringleiding, invalidentoilet, parkeren voor de deur.',
    },
    mediaId: { kind: 'photo', label: 'Foto', column: 'media_id' },
  },
});
