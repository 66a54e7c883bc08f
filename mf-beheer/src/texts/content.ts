/**
 * The Dutch texts of the generic content form (issue 30), the same for every content type: the
 * draft kept while typing, who else has the item open, the conflict screen, a photo still
 * uploading, and signing in again when the session ended.
 */
export const contentTexts = {
  save: 'Opslaan',
  saving: 'Bezig met opslaan…',
  draft: {
    saving: 'Concept wordt opgeslagen…',
    saved: (time: string) => `Concept opgeslagen om ${time}`,
    failed: 'Het concept kon niet worden opgeslagen. Uw invoer staat nog in het formulier.',
    offer: (time: string) => `Verder met uw concept van ${time}?`,
    offerOlder: (day: string, time: string) => `Verder met uw concept van ${day} om ${time}?`,
    offerHelp: 'U was hier eerder mee bezig, maar heeft het nog niet opgeslagen.',
    resume: 'Verder met mijn concept',
    discard: 'Concept weggooien',
    discarded: 'Het concept is weggegooid.',
    resumed: 'Uw concept staat weer in het formulier. Vergeet niet op te slaan.',
    /** The banner after signing in (issue 41): the editor's drafts waiting, worded as the offer in the form. */
    waiting: {
      label: 'Uw concepten',
      line: (title: string, time: string) => `U heeft een concept van '${title}' van ${time}`,
      lineOlder: (title: string, day: string, time: string) => `U heeft een concept van '${title}' van ${day} om ${time}`,
      resume: 'verder gaan',
      /** The link's name: "verder gaan" alone, several times over, would not say which. */
      resumeLabel: (title: string) => `verder gaan met '${title}'`,
      dismiss: 'Sluiten',
      dismissLabel: 'Melding over uw concepten sluiten',
    },
  },
  presence: (names: string) => `Ook geopend door ${names}. Sla op als u klaar bent; als u allebei iets wijzigt, ziet u per veld wat de ander veranderde.`,
  conflict: {
    title: 'Iemand anders heeft dit intussen gewijzigd',
    intro: (who: string, when: string) => `${who} sloeg ${when} een nieuwere versie op. Hieronder ziet u per veld wat er verschilt.`,
    theirsChanged: (who: string) => `Gewijzigd door ${who}, overgenomen`,
    mineChanged: 'Door u gewijzigd, blijft staan',
    bothChanged: 'Door u allebei gewijzigd: kies welke versie blijft',
    theirs: (who: string) => `Versie van ${who}`,
    mine: 'Mijn versie',
    was: 'Eerst stond er:',
    empty: '(leeg)',
    yes: 'ja',
    no: 'nee',
    mineWarning: (who: string, label: string) => `Met "Mijn versie" overschrijft u de wijziging die ${who} maakte in "${label}". Weet u het zeker?`,
    mineConfirm: 'Ja, mijn versie gebruiken',
    cancel: 'Nee, terug',
    chooseFirst: (labels: string) => `Kies eerst welke versie blijft bij: ${labels}.`,
    save: 'Samengevoegde versie opslaan',
    back: 'Terug naar het formulier',
  },
  upload: {
    busy: (percent: number) => `De foto wordt geüpload (${percent}%). Even wachten met opslaan.`,
    saveDisabled: 'Opslaan kan zodra de foto is geüpload.',
    /** "Opslaan" sends a chosen photo first; then it saves. */
    beforeSave: (percent: number) => `De gekozen foto wordt eerst geüpload (${percent}%). Daarna wordt er opgeslagen.`,
    refused: (labels: string) => `Er is niets opgeslagen: wat u koos bij ${labels} kon niet mee. Bekijk de melding daar.`,
  },
  session: {
    title: 'Opnieuw aanmelden',
    body: 'Meld u opnieuw aan. Alles wat u heeft ingevuld blijft staan, ook als u de pagina niet verlaat.',
    /** A save or publish refused because the session ended: it goes once the editor signed in again. */
    resumes: 'U bent afgemeld. Meld u opnieuw aan: daarna wordt opgeslagen wat u nu ziet.',
  },
  leave: {
    question: 'Er zijn wijzigingen die nog niet zijn opgeslagen. Uw concept blijft bewaard. Wilt u deze pagina toch verlaten?',
    stay: 'Blijven',
    leave: 'Toch verlaten',
  },
  /** A list of days (e.g. an event's "Niet op deze datums"). */
  dates: {
    add: 'Datum toevoegen',
    remove: (n: number) => `Datum ${n} weghalen`,
    day: (label: string, n: number) => `${label}: datum ${n}`,
  },
  pastConfirm: 'Ja, deze datum klopt: opslaan',
  unknownPerson: 'iemand anders',
} as const;
