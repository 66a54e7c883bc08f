/** Texts of mf-community: congregation, bodies, pastoral team, task groups, confidants, churches. */
export const community = {
  overviewTitle: 'Onze gemeente',
  overview: {
    heading: 'Wie doet wat?',
  },
  bodies: {
    contactHeading: 'Een bericht sturen',
    councilContact: 'Stuur de kerkenraad een bericht',
    deaconsContact: 'Stuur de diakenen een bericht',
    kerkrentmeestersContact: 'Stuur de kerkrentmeesters een bericht',
  },
  taskGroups: {
    heading: 'Onze taakgroepen',
    /** Short text per task group slug (titles are the groups' names in the site map). */
    items: {
      'taakgroep-eredienst': 'Liturgie, muziek en de praktische kant van de zondag.',
      'taakgroep-pastoraat': 'Bezoekwerk, ouderenmiddagen en omzien naar elkaar.',
      'taakgroep-youth': 'Kindernevendienst, tienerdienst, jongerengroep en jeugdkamp.',
      'taakgroep-vos': 'Vorming, ontmoeting en spiritualiteit: leerhuis, lezingen en gespreksgroepen.',
      'taakgroep-duurzaamheid': 'Op weg naar een groene kerk: energie, schepping en eerlijke keuzes.',
      'taakgroep-pr-en-communicatie': 'Stroom, Zijstroom, de website en sociale media.',
      'taakgroep-kunst-in-de-kerk': 'Exposities, concerten en open kerken.',
    } as Record<string, string>,
  },
  pastors: {
    teamHeading: 'Het team',
    areas: 'Dorpen',
    email: 'E-mail',
    phone: 'Telefoon',
    contactHeading: 'Contact',
    viewTeam: 'Bekijk meer over het pastoraal team',
    backToTeam: 'Terug naar het pastoraal team',
    loadError: 'Het pastoraal team kon niet worden geladen.',
    memberLoadError: 'Dit teamlid kon niet worden geladen.',
    empty: 'Er zijn op dit moment geen teamleden om te tonen.',
  },
  churches: {
    heading: 'Onze zeven kerken',
    address: 'Adres',
    directions: 'Route plannen',
    directionsLabel: (name: string) => `Route plannen naar ${name} (opent in een nieuw venster)`,
    accessibility: 'Toegankelijkheid',
    nextService: 'Volgende dienst',
    serviceAt: (date: string, time: string) => `${date} om ${time} uur`,
    loadError: 'De kerken konden niet worden geladen.',
  },
} as const;
