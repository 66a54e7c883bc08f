/**
 * What the API and the shell's server render share: the SSR protocol's types (protocol.ts) and the
 * id of the page's data block, `#kerk-initial-data`, which the API writes and the browser's store
 * starts from (page/initial-data.ts). No React: the API imports it.
 */
export type * from './protocol';

export const INITIAL_DATA_ID = 'kerk-initial-data';

/**
 * Set on `#kerk-initial-data` when the page is an older render standing in for one that failed or
 * came late (the API's page cache): the browser hydrates what was painted, then asks for every
 * answer again, so an edit made since shows within a moment.
 */
export const STALE_ATTRIBUTE = 'data-stale';
