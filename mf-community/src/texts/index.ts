/**
 * The Dutch texts of mf-community. Its own (./nl.ts) live here and ship with this remote, so a team
 * changes them with a deploy of mf-community alone; the shared ones (chrome, spec §5 validation, §8 errors,
 * route names, locations) come from the kit, which the shell provides.
 */
import { texts as shared } from '@kerk/kit/texts';

import { community } from './nl';

export * from '@kerk/kit/texts';
export { community };
export const texts = { ...shared, community };
