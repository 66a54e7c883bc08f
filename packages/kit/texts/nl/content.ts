/**
 * Texts of mf-content that the API's first view and page heads write too (a news article's byline,
 * a service's title and time, the search results a visitor without JavaScript gets from
 * /zoeken?q=): shared by two deployables, so they live in the kit. The rest of
 * mf-content's texts live in mf-content (src/texts).
 */
export const content = {
  news: {
    by: (author: string) => `door ${author}`,
  },
  services: {
    time: (time: string) => `${time} uur`,
    title: (location: string) => `Kerkdienst ${location}`,
  },
  search: {
    /** How many results /zoeken shows: what mf-content asks the API for, and what the first view lists. */
    limit: 30,
    title: 'Zoeken',
    youSearchFor: 'U zoekt naar',
    empty: 'Er zijn geen zoek resultaten gevonden met uw zoekopdracht.',
    types: { service: 'Dienst', news: 'Nieuws artikel', event: 'Evenement' },
    hint: 'Typ een of meer woorden om te zoeken in kerkdiensten, nieuws en evenementen.',
    resultsLabel: 'Zoekresultaten',
    count: (n: number) => (n === 1 ? '1 resultaat' : `${n} resultaten`),
  },
} as const;
