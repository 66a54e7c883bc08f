/**
 * The Dutch strings more than one app uses: the chrome (common, footer; the pages' names are the
 * site map's), the spec §5 validation messages, the §8 errors, the locations, and a few page-head
 * texts of mf-content the API writes too (the contact form's contract is `@kerk/kit/contact`). Components never hard-code Dutch text: a
 * remote's own texts live in that remote (its src/texts, which re-exports these), so they ship
 * with it; these ship with the shell, which provides the kit.
 */
import { common } from './common';
import { content } from './content';
import { errors } from './errors';
import { footer } from './footer';
import { giving } from './giving';
import { LOCATION_SLUGS, LOCATIONS, locationName, type LocationSlug } from './locations';
import { routeNames } from './route-names';
import { validation } from './validation';

export const texts = { common, errors, footer, validation, content, giving, routeNames };
export { TITLE_MAX_LENGTH } from './common';
export { keepPhonesTogether } from './phone';
export { common, content, errors, footer, giving, routeNames, validation };
export { LOCATION_SLUGS, LOCATIONS, locationName, type LocationSlug };
