/** The Dutch texts of the Nieuws section (issue 16). */
export const newsTexts = {
  title: 'Nieuws',
  intro: 'Hier schrijft u de nieuwsberichten: met een foto, en met een publicatiedatum die ook later mag liggen. Het bericht verschijnt dan vanzelf op dat moment.',
  loading: 'Bezig met laden…',
  loadError: 'De nieuwsberichten konden niet worden geladen. Probeer het later opnieuw.',
  add: 'Bericht toevoegen',
  trash: 'Prullenbak',
  back: 'Terug naar de lijst',
  empty: 'Er zijn nog geen nieuwsberichten.',
  columns: { title: 'Titel', when: 'Publicatie', status: 'Status', actions: 'Acties' },
  status: { published: 'Gepubliceerd', scheduled: 'Gepland', unpublished: 'Niet gepubliceerd' },
  edit: 'Wijzigen',
  publish: 'Publiceren',
  unpublish: 'Niet meer publiceren',
  published: 'Het bericht is gepubliceerd.',
  unpublished: 'Het bericht is niet meer te zien op de website.',
  remove: 'Verwijderen',
  removed: 'Het bericht staat nu in de prullenbak.',
  restored: 'Het bericht is teruggezet.',
  // The form's labels, help and messages are the declaration's (`newsType`), the same the API answers with.
  form: {
    saved: 'Het bericht is opgeslagen.',
    scheduled: (when: string) => `Het bericht is opgeslagen en verschijnt ${when}.`,
    appearsNow: 'Verschijnt direct',
    appearsAt: (day: string, time: string) => `Verschijnt op ${day} om ${time}`,
    staysHidden: 'Verschijnt niet op de website (publiceren staat uit)',
  },

  /** What the Prullenbak calls them, and its column for one. */
  things: 'berichten',
  thing: 'Bericht',
} as const;
