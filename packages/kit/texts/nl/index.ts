/**
 * Every Dutch string of the site, grouped per feature. Components never hard-code Dutch text:
 * they import `texts` from `@kerk/kit/texts`.
 */
import { agenda } from './agenda';
import { common } from './common';
import { community } from './community';
import { contact } from './contact';
import { content } from './content';
import { errors } from './errors';
import { footer } from './footer';
import { LOCATION_SLUGS, LOCATIONS, locationName, type LocationSlug } from './locations';
import { routeNames } from './menu';
import { validation } from './validation';

export const texts = { common, routeNames, errors, footer, validation, content, agenda, community, contact };
export { TITLE_MAX_LENGTH } from './common';
export { keepPhonesTogether } from './phone';
export { agenda, common, community, contact, content, errors, footer, routeNames, validation };
export { LOCATION_SLUGS, LOCATIONS, locationName, type LocationSlug };
