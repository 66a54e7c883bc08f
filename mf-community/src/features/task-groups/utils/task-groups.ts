/** The task groups are the kit's site map's (TASK_GROUPS): slug, page-store page and name. */
import { taskGroupOf } from '@kerk/kit/router';

/** The page name of a task-group slug, or null for an unknown slug. */
export const taskGroupPage = (slug: string | undefined): string | null => taskGroupOf(slug)?.page ?? null;
