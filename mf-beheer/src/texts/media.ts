/** The Dutch texts of the "Foto's" section (issue 16): uploading, the library, alt text, where used. */
export const mediaTexts = {
  title: "Foto's",
  intro: "Voeg foto's toe vanaf uw telefoon of computer. U kunt ze daarna op pagina's gebruiken.",
  upload: {
    heading: 'Foto toevoegen',
    file: 'Foto kiezen',
    fileHint: 'Een JPEG-, PNG- of WebP-foto van hoogstens 15 MB.',
    alt: 'Beschrijving van de foto',
    altHint:
      'Beschrijf in één zin wat er op de foto te zien is, voor wie de foto niet kan zien. Bijvoorbeeld: "Kinderen zingen bij de kerstboom in de Dorpskerk". Niet nodig: "foto van".',
    submit: 'Foto toevoegen',
    busy: 'De foto wordt verwerkt…',
    done: 'De foto is toegevoegd.',
    fileRequired: 'Kies eerst een foto.',
    altRequired: 'Beschrijf wat er op de foto te zien is. Dit is verplicht.',
    tooLarge: 'Deze foto is te groot. Kies een foto van hoogstens 15 MB.',
  },
  library: {
    heading: 'Bibliotheek',
    loading: "De foto's worden geladen…",
    loadFailed: "De foto's konden niet worden geladen. Probeer het later opnieuw.",
    empty: "Er zijn nog geen foto's.",
    usedOn: 'Gebruikt op:',
    unused: 'Nog nergens gebruikt.',
    editAlt: 'Beschrijving',
    saveAlt: 'Beschrijving opslaan',
    saved: 'Opgeslagen.',
    delete: 'Verwijderen',
    confirmDelete: (alt: string) => `Weet u zeker dat u de foto "${alt}" wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`,
    deleted: 'De foto is verwijderd.',
    failed: 'Dat is niet gelukt. Probeer het opnieuw.',
    pagination: { label: "Pagina's van de bibliotheek", previous: 'Nieuwer', next: 'Ouder', page: (n: number) => `Pagina ${n}`, status: (n: number, of: number) => `Pagina ${n} van ${of}` },
  },
  /** The focal point of a photo: where every crop of it (a card, a square portrait, a link preview) keeps it in view. */
  focus: {
    open: 'Belangrijkste punt kiezen',
    openLabel: (alt: string) => `Belangrijkste punt kiezen: ${alt}`,
    heading: 'Kies het belangrijkste punt',
    help: 'Tik of klik op de foto op wat het belangrijkste is, bijvoorbeeld een gezicht of de kerktoren. Op de website wordt de foto zo bijgesneden dat dat punt altijd te zien blijft.',
    keys: 'Met de pijltjestoetsen kunt u het punt ook verschuiven (met Shift in kleine stapjes).',
    pointLabel: 'Belangrijkste punt',
    where: (x: number, y: number) => `${x}% van links, ${y}% van boven`,
    previews: 'Zo ziet de foto eruit op de website',
    card: 'Op een kaart (nieuws, kerken)',
    square: 'Als vierkante foto (pastoraal team)',
    centre: 'Terug naar het midden',
    save: 'Punt opslaan',
    saving: 'Bezig met opslaan…',
    close: 'Sluiten',
    saved: 'Het belangrijkste punt is opgeslagen. De website gebruikt het meteen.',
    unsaved: 'U heeft een punt gekozen dat nog niet is opgeslagen.',
  },
  /** An upload the library already held (the same file): not stored twice, its own description kept. */
  duplicate: {
    /** In a form's photo field: the library's photo is chosen instead. */
    chosen: (alt: string) => `Deze foto staat al in de fotobibliotheek ("${alt}"). Die wordt nu gebruikt.`,
    /** In the library: shown at the top of the list, marked. */
    shown: (alt: string) => `Deze foto staat al in de fotobibliotheek ("${alt}"). Hij is niet nog een keer toegevoegd; u ziet hem hieronder gemarkeerd.`,
    /** The description typed for it differs from the library's: the library's stays. */
    altKept: (typed: string) => `Uw beschrijving ("${typed}") is niet opgeslagen: de foto houdt de beschrijving uit de fotobibliotheek.`,
    changeInLibrary: 'Wilt u die veranderen? Dat kan onder "Foto\'s".',
    changeBelow: 'Wilt u die veranderen? Dat kan hieronder bij de foto.',
    badge: 'Stond al in de bibliotheek',
  },
  picker: {
    heading: 'Kies een foto uit de bibliotheek',
    choose: 'Deze foto kiezen',
    none: "Er zijn nog geen foto's. Voeg ze toe onder Foto's.",
  },
} as const;
