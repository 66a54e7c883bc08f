/**
 * What team and church editing say beyond their fields' rules (the rules themselves are the content
 * types' declarations, `@kerk/kit/content-types`).
 */
export const communityMessages = {
  photoGone: 'Deze foto staat niet (meer) in de fotobibliotheek. Kies een andere.',
} as const;
