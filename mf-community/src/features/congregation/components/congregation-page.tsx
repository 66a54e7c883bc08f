/**
 * /gemeente: the `municipality` page with, between its intro and content, a card per sub page
 * (church bodies, pastoral team, professional work, task groups) and the related pages.
 */
import { css } from '@emotion/react';
import { NavCards } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';
import { pathTo, ROUTES } from '@kerk/kit/router';

import { texts } from '../../../texts';

const t = texts.community.overview;

/** In the order of the Gemeente menu, then churches and confidants. */
export const CONGREGATION_LINKS = ['churchCouncil', 'pastoralTeam', 'kerkrentmeesters', 'deacons', 'professionalWork', 'taskGroups', 'churches', 'confidants'] as const;

const items = CONGREGATION_LINKS.map((id) => ({ to: pathTo(id), title: ROUTES[id].name, text: t.items[id] }));

export function CongregationPage() {
  return (
    <StorePage
      name="municipality"
      beforeContent={
        <section aria-labelledby="congregation-overview" css={(th) => css`margin-bottom: ${th.space(8)};`}>
          <h2 id="congregation-overview">{t.heading}</h2>
          <NavCards items={items} />
        </section>
      }
    />
  );
}
