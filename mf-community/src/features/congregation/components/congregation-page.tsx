/**
 * /gemeente: the `municipality` page with, between its intro and content, a card per page below it
 * in the site map (church bodies, pastoral team, professional work, task groups) and per related
 * page, each with its summary: a page added below Gemeente gets its card without an edit here.
 */
import { css } from '@emotion/react';
import { NavCards } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';
import { sectionLinks } from '@kerk/kit/router';

import { texts } from '../../../texts';

const t = texts.community.overview;

const items = sectionLinks('congregation');

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
