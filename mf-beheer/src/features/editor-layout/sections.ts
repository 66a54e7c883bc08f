/**
 * The editing app's own sub-routes, below the site map's `beheer` row (a splat): the one list
 * of them, read by the routes and the navigation, with the roles that may open each. They are this
 * remote's, not site-map rows, so a new part of the editing app ships with mf-beheer alone; the
 * segment of a content type's section (and of the pages) is the kit's, which the API's list of
 * drafts waiting links to as well (content-types/edit-paths.ts). The server enforces the same roles
 * on the admin API (403); this list only keeps a redacteur from links that would answer "no access".
 */
import { SET_PASSWORD_PATH, type Role } from '@kerk/kit/accounts';
import { churchType, ENGINE_TYPES, eventType, newsType, PAGES_SECTION, pastorType, purposeType, serviceType, zijstroomType } from '@kerk/kit/content-types';
import { pathTo } from '@kerk/kit/router';

import { REGISTRATIONS_SEGMENT } from '../../lib/registrations-path';
import { sectionTextsOf } from '../../texts/engine';
import {
  accountTexts,
  agendaTexts,
  beheer,
  churchesTexts,
  mediaTexts,
  newsTexts,
  pastorsTexts,
  purposesTexts,
  registrationsTexts,
  servicesTexts,
  taskGroupsTexts,
  zijstroomTexts,
} from '../../texts';

export interface Section {
  /** The segment below the app's own path. */
  segment: string;
  title: string;
  /** Who may open it. */
  roles: readonly Role[];
}

const EVERYONE: readonly Role[] = ['beheerder', 'redacteur'];
const BEHEERDER: readonly Role[] = ['beheerder'];

export const SECTIONS = [
  { segment: PAGES_SECTION, title: beheer.sections.pages, roles: EVERYONE },
  { segment: serviceType.section, title: servicesTexts.title, roles: EVERYONE },
  { segment: purposeType.section, title: purposesTexts.title, roles: EVERYONE },
  { segment: newsType.section, title: newsTexts.title, roles: EVERYONE },
  { segment: zijstroomType.section, title: zijstroomTexts.title, roles: EVERYONE },
  { segment: eventType.section, title: agendaTexts.title, roles: EVERYONE },
  // Sign-ups (issue 43): the counts for both roles; the names for a beheerder only (the API's rule).
  { segment: REGISTRATIONS_SEGMENT, title: registrationsTexts.title, roles: EVERYONE },
  { segment: pastorType.section, title: pastorsTexts.title, roles: EVERYONE },
  { segment: churchType.section, title: churchesTexts.title, roles: EVERYONE },
  // Every engine type's section, from its declaration (lib/content/type-section.tsx).
  ...ENGINE_TYPES.map((type) => ({ segment: type.section, title: sectionTextsOf(type).title, roles: type.editors ?? EVERYONE })),
  { segment: 'taakgroepen', title: taskGroupsTexts.title, roles: EVERYONE },
  { segment: 'fotos', title: mediaTexts.title, roles: EVERYONE },
  { segment: 'instellingen', title: beheer.sections.settings, roles: BEHEERDER },
  { segment: 'gebruikers', title: beheer.sections.users, roles: BEHEERDER },
  { segment: 'logboek', title: accountTexts.auditLog.title, roles: BEHEERDER },
] as const satisfies readonly Section[];

export type SectionSegment = (typeof SECTIONS)[number]['segment'];

/** Whether `role` may open `section`. */
export const mayOpen = (section: Section, role: string): boolean => (section.roles as readonly string[]).includes(role);

/** The sections `role` may open, in menu order. */
export const sectionsFor = (role: string): readonly Section[] => SECTIONS.filter((section) => mayOpen(section, role));

/** Segments of the screens outside the sections. */
export const FORGOT_PASSWORD_SEGMENT = 'wachtwoord-vergeten';
/** The one-time link's page (`SET_PASSWORD_PATH` of the kit, which the mails and the command line link to). */
export const SET_PASSWORD_SEGMENT = SET_PASSWORD_PATH.split('/').pop()!;

/** The app's own path (`pathTo('beheer')`), or the path of a segment below it. */
export const beheerPath = (segment?: string): string => (segment ? `${pathTo('beheer')}/${segment}` : pathTo('beheer'));
