/**
 * Home page sections in the spec's order (§1): next services, programmes and events, latest
 * announcements, streamed services, Stroom and Zijstroom, the blue booklet, the pastoral team.
 * Each section is one exposed widget in its own boundary, so a dead remote hides only its section.
 */
export interface HomeWidget {
  key: string;
  module: string;
  /** Height reserved while loading, so the page does not jump. */
  minHeight: string;
}

export const homeWidgets: HomeWidget[] = [
  { key: 'services', module: 'mf_content/ServicesWidget', minHeight: '18rem' },
  { key: 'events', module: 'mf_agenda/EventsWidget', minHeight: '18rem' },
  { key: 'news', module: 'mf_content/NewsWidget', minHeight: '18rem' },
  { key: 'streams', module: 'mf_content/StreamsWidget', minHeight: '14rem' },
  { key: 'publications', module: 'mf_content/PublicationsWidget', minHeight: '12rem' },
  { key: 'booklet', module: 'mf_content/BookletWidget', minHeight: '8rem' },
  { key: 'pastors', module: 'mf_community/PastoralTeamWidget', minHeight: '16rem' },
];
