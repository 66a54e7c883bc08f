/**
 * The Dutch texts of mf-content. Its own (./nl.ts) live here and ship with this remote, so a team
 * changes them with a deploy of mf-content alone; the shared ones (chrome, spec §5 validation, §8
 * errors, route names, locations, and the few the server's first view writes too) come from the kit,
 * which the shell provides.
 */
import { content as serverWritten, texts as shared } from '@kerk/kit/texts';

import { ownContent } from './nl';

export * from '@kerk/kit/texts';

export const content = {
  ...ownContent,
  news: { ...ownContent.news, ...serverWritten.news },
  services: { ...ownContent.services, ...serverWritten.services },
  search: { ...ownContent.search, ...serverWritten.search },
} as const;
export const texts = { ...shared, content };
