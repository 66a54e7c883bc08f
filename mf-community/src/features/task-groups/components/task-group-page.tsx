/**
 * /gemeente/taakgroepen/{slug}: one task group (what it does, how to join, its members) from its
 * page-store page; an unknown slug shows the 404 page.
 */
import { TextColumn } from '@kerk/kit/design-system';
import { StorePage, useShowErrorPage } from '@kerk/kit/page';
import { useParams } from '@kerk/kit/router';

import { taskGroupPage } from '../utils/task-groups';

const NOT_FOUND = { code: 'not_found', message: 'Niet gevonden', status: 404 };

export function TaskGroupPage() {
  const { slug } = useParams<{ slug: string }>();
  const page = taskGroupPage(slug);
  useShowErrorPage(page ? undefined : NOT_FOUND);
  // key: a fresh page (and scroll state) when moving from one group to another within this route.
  return page ? (
    <TextColumn>
      <StorePage key={page} name={page} sections={['join', 'members']} />
    </TextColumn>
  ) : null;
}
