/** /gemeente/taakgroepen: the `municipality-task-group` page with a card per task group. */
import { css } from '@emotion/react';
import { NavCards } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';
import { TASK_GROUPS, taskGroupPath } from '@kerk/kit/router';

import { texts } from '../../../texts';

const t = texts.community.taskGroups;

const items = TASK_GROUPS.map(({ slug, name }) => ({ to: taskGroupPath(slug), title: name, text: t.items[slug] ?? '' }));

export function TaskGroupsPage() {
  return (
    <StorePage
      name="municipality-task-group"
      beforeContent={
        <section aria-labelledby="task-groups-overview" css={(th) => css`margin-bottom: ${th.space(8)};`}>
          <h2 id="task-groups-overview">{t.heading}</h2>
          <NavCards items={items} />
        </section>
      }
    />
  );
}
