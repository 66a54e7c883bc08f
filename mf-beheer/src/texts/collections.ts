/** The Dutch texts every editable collection shares (issue 16): the Prullenbak, the earlier versions, "Ongedaan maken". */
export const collectionTexts = {
  loading: 'Bezig met laden…',
  undo: 'Ongedaan maken',
  previous: 'Vorige',
  next: 'Volgende',
  trashView: {
    title: 'Prullenbak',
    intro: (things: string) => `Verwijderde ${things} blijven hier 30 dagen staan. Daarna worden ze definitief verwijderd.`,
    empty: 'De prullenbak is leeg.',
    columns: { deleted: 'Verwijderd', by: 'Door', until: 'Terug te zetten tot', actions: 'Acties' },
    restore: 'Terugzetten',
  },
  revisions: {
    title: 'Eerdere versies',
    columns: { version: 'Versie', when: 'Opgeslagen', by: 'Door', actions: 'Acties' },
    restore: 'Deze versie terugzetten',
  },
} as const;
