/**
 * The Dutch texts of the section "Collectedoelen" (issue 34). Field labels, help and the rules'
 * messages are the content type's declaration (`purposeType`), the same the API answers with.
 */
export const purposesTexts = {
  title: 'Collectedoelen',
  intro:
    'Hier houdt u de doelen bij waarvoor gecollecteerd wordt: een korte beschrijving, het rekeningnummer en eventueel een betaallink. Actieve doelen staan op de pagina Geven, met een QR-code om te geven met de bank-app, en zijn te kiezen bij een dienst.',
  loading: 'Bezig met laden…',
  loadError: 'De collectedoelen konden niet worden geladen. Probeer het later opnieuw.',
  add: 'Collectedoel toevoegen',
  trash: 'Prullenbak',
  back: 'Terug naar de lijst',
  empty: 'Er zijn nog geen collectedoelen.',
  columns: { name: 'Naam', account: 'Rekening', status: 'Status', actions: 'Acties' },
  active: 'Actief',
  archived: 'Archief',
  defaultAccount: 'Rekening van de gemeente',
  edit: 'Wijzigen',
  remove: 'Verwijderen',
  removed: 'Het collectedoel staat nu in de prullenbak.',
  restored: 'Het collectedoel is teruggezet.',
  things: 'collectedoelen',
  thing: 'Collectedoel',
  migrated: (names: string[]) =>
    `${names.length === 1 ? 'Eén collectedoel is' : `${names.length} collectedoelen zijn`} overgenomen uit de namen bij de kerkdiensten en ${names.length === 1 ? 'staat' : 'staan'} in het archief: ${names.join(', ')}. Kijk ze na, vul zo nodig het rekeningnummer in en zet ze op actief. De melding verdwijnt per doel zodra u het opslaat.`,
  form: {
    save: 'Opslaan',
    saving: 'Bezig met opslaan…',
    saved: 'Het collectedoel is opgeslagen.',
  },
} as const;
