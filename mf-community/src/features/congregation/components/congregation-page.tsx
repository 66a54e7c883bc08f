/**
 * /gemeente: the `municipality` page with, between its intro and content, a card per sub page
 * (church bodies, pastoral team, professional work, task groups) and the related pages.
 */
import { css } from '@emotion/react';
import { NavCards } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';
import { routeNames, texts } from '../../../texts';

const t = texts.community.overview;

/** In the order of the Gemeente menu, then churches and confidants. */
export const CONGREGATION_LINKS = [
  '/gemeente/kerkenraad',
  '/gemeente/pastoraal-team',
  '/gemeente/college-van-kerkrentmeesters-cvk',
  '/gemeente/college-van-diakenen-cvd',
  '/gemeente/beroepswerk-2025',
  '/gemeente/taakgroepen',
  '/onze-kerken',
  '/vertrouwenspersonen',
];

const items = CONGREGATION_LINKS.map((to) => ({
  to,
  title: routeNames[to.split('/').pop() ?? ''] ?? to,
  text: t.items[to] ?? '',
}));

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
