/** mf-content's own texts: home widgets, services, news, search, content pages. */

/** The pager of a list (news, services): the same words, its own name. */
const paging = (label: string) =>
  ({
    label,
    previous: 'Vorige',
    next: 'Volgende',
    page: (page: number) => `Pagina ${page}`,
    status: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  }) as const;

export const ownContent = {
  news: {
    by: (author: string) => `door ${author}`,
    listLabel: 'Nieuwsberichten',
    empty: 'Er zijn nog geen nieuwsberichten.',
    pageEmpty: 'Op deze pagina staan geen nieuwsberichten.',
    firstPage: 'Naar de eerste pagina',
    loadFailed: 'De nieuwsberichten konden niet worden geladen.',
    backToList: 'Terug naar het nieuws',
    allNews: 'Alle nieuwsberichten',
    /** The name of a card's 'Lees artikel →' link, which covers the card: the visible words and the title. */
    readArticleOf: (title: string) => `Lees artikel: ${title}`,
    widgetEmpty: 'Er zijn op dit moment geen mededelingen.',
    paging: paging('Paginering van het nieuws'),
  },
  publications: {
    label: 'Onze bladen',
  },
  booklet: {
    fallbackTitle: 'Het blauwe boekje',
    request: 'Vraag een exemplaar aan',
  },
  services: {
    time: (time: string) => `${time} uur`,
    filterLabel: 'Locatie',
    allLocations: 'Alle locaties',
    /** The filter's button, shown only without JavaScript. */
    filterSubmit: 'Toon diensten',
    unknownLocation: (value: string) => `De locatie „${value}” kennen wij niet. U ziet de kerkdiensten van alle locaties.`,
    empty: 'Er zijn de komende tijd geen kerkdiensten gepland.',
    emptyAt: (location: string) => `Er zijn de komende tijd geen kerkdiensten gepland in ${location}.`,
    pageEmpty: 'Op deze pagina staan geen kerkdiensten.',
    firstPage: 'Naar de eerste pagina',
    loadFailed: 'De kerkdiensten konden niet worden geladen.',
    streamed: 'Online te volgen',
    preacher: 'Voorganger',
    music: 'Muzikale medewerking',
    collection: 'Collecte',
    location: 'Locatie',
    date: 'Datum',
    notes: 'Bijzonderheden',
    broadcast: 'Uitzending',
    breadcrumb: (location: string, date: string) => `Kerkdienst ${location} ${date}`,
    detailsOf: (church: string, date: string, time: string) => `Details van de kerkdienst in ${church} op ${date} om ${time} uur`,
    moreAt: (location: string) => `Bekijk meer kerkdiensten in ${location}`,
    /** `platform`: the site the link plays on (streamPlatform), null for another one. */
    watchLive: (platform: string | null) => (platform ? `Kijk live mee via ${platform}` : 'Kijk live mee'),
    watchRecording: (platform: string | null) => (platform ? `Kijk terug via ${platform}` : 'Kijk de dienst terug'),
    notStreamed: 'Deze dienst wordt niet online uitgezonden.',
    widgetEmpty: 'Er zijn de komende tijd geen kerkdiensten gepland.',
    widgetMore: 'Bekijk meer kerkdiensten',
    paging: paging('Paginering van de kerkdiensten'),
  },
  nextService: {
    title: 'Eerstvolgende dienst',
    preacher: (name: string) => `Voorganger: ${name}`,
    details: 'Alle details',
    detailsOf: (church: string, date: string, time: string) => `Alle details van de kerkdienst in ${church} op ${date} om ${time} uur`,
    none: 'Er zijn de komende tijd geen kerkdiensten gepland.',
  },
  streams: {
    liveTitle: 'Kijk live',
    startsIn: 'Begint over',
    countdown: (days: number, clock: string) => (days > 0 ? `${days} ${days === 1 ? 'dag' : 'dagen'} en ${clock}` : clock),
    liveNow: 'Nu live',
    watchLiveNow: (platform: string | null) => (platform ? `Kijk nu live via ${platform}` : 'Kijk nu live'),
    at: (date: string, time: string) => `${date} om ${time} uur`,
    upcoming: 'Komende uitzendingen',
    recordings: 'Terugkijken',
    watchRecording: 'Bekijk de opname',
    recordingOf: (title: string, date: string) => `Bekijk de opname van de kerkdienst in ${title} op ${date}`,
    noUpcoming: 'Er staan op dit moment geen uitzendingen gepland.',
    noMoreUpcoming: 'Daarna staan er nog geen uitzendingen gepland.',
    noRecordings: 'Er zijn nog geen opnames om terug te kijken.',
    loadFailed: 'De uitzendingen konden niet worden geladen.',
  },
  search: {
    /** How many results /zoeken shows: what mf-content asks the API for. */
    limit: 30,
    title: 'Zoeken',
    youSearchFor: 'U zoekt naar',
    empty: 'Er zijn geen zoek resultaten gevonden met uw zoekopdracht.',
    types: { service: 'Dienst', news: 'Nieuws artikel', event: 'Evenement' },
    hint: 'Typ een of meer woorden om te zoeken in kerkdiensten, nieuws en evenementen.',
    resultsLabel: 'Zoekresultaten',
    count: (n: number) => (n === 1 ? '1 resultaat' : `${n} resultaten`),
    loadFailed: 'Het zoeken is niet gelukt. Probeer het later nog eens.',
  },
} as const;
