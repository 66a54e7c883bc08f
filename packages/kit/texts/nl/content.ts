/** Texts of mf-content: home widgets, services, news, search, content pages. */
export const content = {
  search: {
    youSearchFor: 'U zoekt naar',
    empty: 'Er zijn geen zoek resultaten gevonden met uw zoekopdracht.',
    types: { service: 'Dienst', news: 'Nieuws artikel', event: 'Evenement' },
  },
} as const;
