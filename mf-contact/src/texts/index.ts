/**
 * The Dutch texts of mf-contact. Its own (./nl.ts) live here and ship with this remote, so a team
 * changes them with a deploy of mf-contact alone; the shared ones (chrome, spec §5 validation, §8
 * errors, and the form's contract with the API: fields, limits, contact types) come from the kit,
 * which the shell provides.
 */
import { contact as contract } from '@kerk/kit/contact';
import { texts as shared } from '@kerk/kit/texts';

import { ownContact } from './nl';

export * from '@kerk/kit/texts';

export const contact = { ...contract, ...ownContact } as const;
export const texts = { ...shared, contact };
