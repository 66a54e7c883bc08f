/**
 * Seed content: every page of spec §2, the footer and the settings. Read by the seed plugin on
 * first start; see README.md for the partial naming convention the front ends rely on.
 */
import type { PageInput } from '../src/plugins/app/pages/pages-repository';
import { accessibility } from './pages/accessibility';
import { agenda } from './pages/agenda';
import { anbi } from './pages/anbi';
import { art } from './pages/art';
import { book } from './pages/book';
import { churches } from './pages/churches';
import { communication } from './pages/communication';
import { confidants } from './pages/confidants';
import { contact } from './pages/contact';
import { giving } from './pages/giving';
import { home } from './pages/home';
import { municipality } from './pages/municipality';
import { municipalityChurchCouncil } from './pages/municipality-church-council';
import { municipalityCvd } from './pages/municipality-cvd';
import { municipalityCvk } from './pages/municipality-cvk';
import { municipalityPastors } from './pages/municipality-pastors';
import { municipalityProfessionalWork2025 } from './pages/municipality-professional-work-2025';
import { municipalityTaskGroup } from './pages/municipality-task-group';
import { news } from './pages/news';
import { paper } from './pages/paper';
import { pastoral } from './pages/pastoral';
import { privacy } from './pages/privacy';
import { services } from './pages/services';
import { sustainability } from './pages/sustainability';
import { vos } from './pages/vos';
import { worship } from './pages/worship';
import { youth } from './pages/youth';
import type { PageContent } from './types';

export { footer } from './footer';
export { settings } from './settings';

const allPages: PageContent[] = [
  home, paper, confidants, contact, churches, book, anbi, privacy, agenda, services, news,
  municipality, municipalityCvk, municipalityChurchCouncil, municipalityPastors, municipalityCvd,
  municipalityProfessionalWork2025, municipalityTaskGroup,
  youth, worship, vos, sustainability, pastoral, communication, art,
  // Not a spec page name: the accessibility statement of issue 7 (/toegankelijkheid).
  accessibility,
  // Issue 34: /geven.
  giving,
];

/** Pages in repository form: the partials record becomes an ordered list (key order = position). */
export const pages: PageInput[] = allPages.map(({ partials, ...page }) => ({
  ...page,
  partials: Object.entries(partials).map(([name, content]) => ({ name, content })),
}));
