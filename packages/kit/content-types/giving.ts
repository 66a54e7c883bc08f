/**
 * Collectedoelen (issue 34), declared once (see define.ts): what a service collects for, and how a
 * visitor gives to it from a phone (a SEPA QR code, a payment link). The account is the purpose's
 * own, or else the congregation's from the site settings; the payment link's hosts are the ones a
 * beheerder allows in the settings (the API checks those).
 */
import { defineContentType } from './define';

export const purposeType = defineContentType({
  kind: 'purpose',
  custom: true,
  resource: 'purposes',
  section: 'collectedoelen',
  titleField: 'name',
  names: { one: 'collectedoel', many: 'collectedoelen', article: 'het', newTitle: 'Nieuw collectedoel', editTitle: 'Collectedoel wijzigen' },
  fields: {
    name: { kind: 'text', label: 'Naam', required: true, max: 100, public: true, help: 'Bijvoorbeeld "Diaconie" of "Voedselbank".' },
    description: { kind: 'rich', preset: 'essential', label: 'Korte beschrijving', public: true, help: 'Waar het geld naartoe gaat, in een paar zinnen.' },
    mediaId: { kind: 'photo', label: 'Foto', column: 'media_id' },
    iban: { kind: 'iban', label: 'Rekeningnummer (IBAN)', max: 42, help: 'Leeg laten: het rekeningnummer van de gemeente uit de instellingen.' },
    holder: { kind: 'text', label: 'Naam van de rekeninghouder', max: 70, help: 'Zoals de bank die kent, bijvoorbeeld "Diaconie PKN" met de naam van de gemeente.' },
    amount: { kind: 'amount', label: 'Voorgesteld bedrag', max: 12, public: true, help: 'In euro, bijvoorbeeld 10 of 12,50. Leeg laten: de gever vult zelf een bedrag in.' },
    paymentUrl: {
      kind: 'url',
      label: 'Betaallink',
      max: 500,
      public: true,
      help: 'Een link die begint met https://, bijvoorbeeld naar Tikkie of Givt. Alleen naar websites die in de instellingen zijn toegestaan.',
    },
    active: { kind: 'boolean', label: 'Actief: staat op de pagina Geven en is te kiezen bij een dienst', public: true, help: 'Uitgevinkt: het doel staat in het archief.' },
  },
});
