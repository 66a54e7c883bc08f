/** The seven task groups: URL slug under /gemeente/taakgroepen/ → page-store page name (spec §2). */
export const TASK_GROUPS_PATH = '/gemeente/taakgroepen';

/** In the spec's menu order: sustainability, worship, youth, art, pastoral, communication, vos. */
export const TASK_GROUPS = [
  { slug: 'taakgroep-duurzaamheid', page: 'sustainability' },
  { slug: 'taakgroep-eredienst', page: 'worship' },
  { slug: 'taakgroep-youth', page: 'youth' },
  { slug: 'taakgroep-kunst-in-de-kerk', page: 'art' },
  { slug: 'taakgroep-pastoraat', page: 'pastoral' },
  { slug: 'taakgroep-pr-en-communicatie', page: 'communication' },
  { slug: 'taakgroep-vos', page: 'vos' },
] as const;

/** The page name of a task-group slug, or null for an unknown slug. */
export const taskGroupPage = (slug: string | undefined): string | null => TASK_GROUPS.find((g) => g.slug === slug)?.page ?? null;
