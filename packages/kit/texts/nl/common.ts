/** Texts of the chrome: header, menu, breadcrumbs, footer, theme switch. */

/** Search results cut a tab title off after some 60–70 characters; longer ones lose the suffix first. */
export const TITLE_MAX_LENGTH = 70;

/** The site name in a title suffix when the full one does not fit: 'Protestantse Gemeente Dorp' → 'PG Dorp'. */
const shortSiteName = (siteName: string) => siteName.replace(/^Protestantse Gemeente\b/, 'PG');

/**
 * The tab's title, as the server writes it and as the pages set it: 'Agenda | <site>'. When that is
 * longer than TITLE_MAX_LENGTH, the suffix is the short site name ('… | PG Dorp'), and when
 * even that does not fit, the page's own title stands alone.
 */
function documentTitle(title: string, siteName: string | undefined): string {
  if (!siteName || title === siteName) return title;
  if (!title) return siteName;
  const candidates = [`${title} | ${siteName}`, `${title} | ${shortSiteName(siteName)}`];
  return candidates.find((candidate) => candidate.length <= TITLE_MAX_LENGTH) ?? title;
}

export const common = {
  siteName: 'Protestantse Gemeente',
  skipToContent: 'Naar de inhoud',
  loading: 'Bezig met laden…',
  retry: 'Opnieuw proberen',
  homeLink: 'Naar de homepagina',
  /** The home page's top-task tiles (a navigation landmark). */
  topTasks: 'Direct naar',
  mailButton: 'Stuur ons een e-mail',
  search: 'Zoeken',
  searchLabel: 'Zoekterm',
  searchPlaceholder: 'Waar zoekt u naar?',
  searchSubmit: 'Zoeken',
  menu: 'Menu',
  mainMenu: 'Hoofdmenu',
  /** The menu without JavaScript: every page as a link, and the search (a landmark of its own name). */
  allPages: 'Alle pagina’s',
  close: 'Sluiten',
  openSubmenu: (title: string) => `Submenu ${title} openen`,
  closeSubmenu: (title: string) => `Submenu ${title} sluiten`,
  breadcrumbs: 'Kruimelpad',
  /** Name of the scrolling box around a table in page text: its caption or the heading above it. */
  table: (name: string) => (name ? `Tabel: ${name}` : 'Tabel'),
  theme: { label: 'Weergave', light: 'Licht', dark: 'Donker', system: 'Systeem', darkToggle: 'Donkere modus' },
  buttons: {
    viewEvent: 'Bekijk Evenement',
    details: 'Details',
    readArticle: 'Lees artikel',
    viewMore: 'Bekijk meer',
    readAbout: 'Lees over',
    send: 'Versturen',
  },
  labels: {
    writtenAt: 'geschreven op',
    church: 'Kerk',
    startAt: 'Begint om',
    endsAt: 'Eindigt om',
    until: 't/m',
    /** A service's `season` field, under this one name in the editing app and on the site. */
    season: 'Zondag of thema',
  },
  remoteFailed: 'Dit onderdeel kon niet worden geladen.',
  remoteFailedHelp: 'Controleer uw internetverbinding en probeer het opnieuw.',
  partialNotFound: (name: string) => `${name} not found`,
  documentTitle,
} as const;
