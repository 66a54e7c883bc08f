/**
 * The Dutch texts of mf-content. Its own (./nl.ts) live here and ship with this remote, so a team
 * changes them with a deploy of mf-content alone; the shared ones (chrome, spec §5 validation, §8
 * errors, route names, locations, and a service's title, which the API writes in the page's head too) come from the kit,
 * which the shell provides.
 */
import { content as serverWritten, texts as shared } from '@kerk/kit/texts';

import { ownContent } from './nl';

export * from '@kerk/kit/texts';

export const content = {
  ...ownContent,
  services: { ...ownContent.services, ...serverWritten.services },
} as const;
export const texts = { ...shared, content };
