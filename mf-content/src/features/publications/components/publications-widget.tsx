/**
 * Home section "the two publications": Stroom (the gemeenteblad in book form, /stroom) and
 * Zijstroom (the fortnightly paper, /zijstroom), with texts from the index page partials.
 */
import { css } from '@emotion/react';
import { Card, Skeleton } from '@kerk/kit/design-system';
import { pathTo, ROUTES } from '@kerk/kit/router';

import { texts } from '../../../texts';

import { useHomeTexts } from '../hooks/use-home-texts';
import { PublicationCard } from './publication-card';

const PUBLICATIONS = [
  { id: 'book', path: pathTo('stroom'), fallback: ROUTES.stroom.name },
  { id: 'paper', path: pathTo('zijstroom'), fallback: ROUTES.zijstroom.name },
];

export function PublicationsWidget() {
  const home = useHomeTexts();
  return (
    <section
      aria-label={texts.content.publications.label}
      data-widget="publications"
      css={(t) => css`display: grid; gap: ${t.space(4)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}
    >
      {PUBLICATIONS.map(({ id, path, fallback }) =>
        home.ready ? (
          <PublicationCard
            key={id}
            id={id}
            title={home.hasTexts ? home.text(`${id}-title`) : fallback}
            html={home.hasTexts ? home.text(`${id}-text`) : ''}
            to={path}
          />
        ) : (
          <Card key={id} as="div" aria-busy="true">
            <Skeleton height="2rem" width="50%" />
            <Skeleton lines={4} />
            <Skeleton height="44px" width="10rem" />
          </Card>
        ),
      )}
    </section>
  );
}
