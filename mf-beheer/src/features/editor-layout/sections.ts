/**
 * The editing app's own sub-routes, below the site map's `beheer` row (a splat): the one list
 * of them, read by the routes and the navigation. They are this remote's, not site-map rows, so a
 * new part of the editing app ships with mf-beheer alone.
 */
import { pathTo } from '@kerk/kit/router';

import { beheer } from '../../texts';

export interface Section {
  /** The segment below the app's own path. */
  segment: string;
  title: string;
}

export const SECTIONS: readonly Section[] = [
  { segment: 'paginas', title: beheer.sections.pages },
  { segment: 'instellingen', title: beheer.sections.settings },
  { segment: 'gebruikers', title: beheer.sections.users },
];

/** Segments of the screens outside the sections. */
export const FORGOT_PASSWORD_SEGMENT = 'wachtwoord-vergeten';

/** The app's own path (`pathTo('beheer')`), or the path of a segment below it. */
export const beheerPath = (segment?: string): string => (segment ? `${pathTo('beheer')}/${segment}` : pathTo('beheer'));
