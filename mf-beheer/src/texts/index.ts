/**
 * The Dutch texts of mf-beheer. Its own (./nl.ts) live here and ship with this remote, so they
 * change with a deploy of mf-beheer alone; the shared ones (chrome, spec §5 validation, §8 errors)
 * come from the kit, which the shell provides.
 */
import { texts as shared } from '@kerk/kit/texts';

import { accountTexts } from './accounts';
import { beheer } from './nl';
import { siteSettingsTexts } from './site-settings';

export * from '@kerk/kit/texts';

export { accountTexts, beheer, siteSettingsTexts };
export const texts = { ...shared, beheer, accountTexts };
export { pagesTexts } from './pages';
export { servicesTexts } from './services';
export { mediaTexts } from './media';
export { collectionTexts } from './collections';
export { contentTexts } from './content';
export { newsTexts } from './news';
export { zijstroomTexts } from './zijstroom';
export { agendaTexts } from './agenda';
export { churchesTexts, pastorsTexts, photoFieldTexts, taskGroupsTexts } from './community';
export { purposesTexts } from './giving';
export { registrationsTexts } from './registrations';
