/** One church: photo or drawing, name, address with a route-planner link, description, accessibility and the next service. */
import { css, type Theme } from '@emotion/react';
import { CARD_PHOTO, Card, imageLoading, keepTogether, Picture } from '@kerk/kit/design-system';
import { texts } from '../../../texts';

import type { Church } from '../api/churches-api';
import { directionsUrl } from '../utils/directions';
import { NextService } from './next-service';

const t = texts.community.churches;

/** The cards' one shape (16:9, cropped around the centre), photo or drawing alike. */
const imageStyle = (th: Theme) => css`${CARD_PHOTO.css}; border-radius: ${th.radius};`;
/** The image column: 20rem from the theme's md (900px) on, the card's width below. */
const IMAGE_SIZES = '(min-width: 900px) 20rem, 100vw';

/** `priority`: this card's image is the page's LCP image (the first card, above the fold). */
export function ChurchCard({ church, from, priority = false }: { church: Church; from: string; priority?: boolean }) {
  const headingId = `church-${church.slug}`;
  return (
    <Card
      as="li"
      data-church={church.slug}
      css={(th) => css`
        display: grid;
        gap: ${th.space(5)};
        ${th.mq.md} { grid-template-columns: 20rem 1fr; }
      `}
    >
      {church.picture ? (
        <Picture picture={church.picture} sizes={IMAGE_SIZES} width={CARD_PHOTO.width} height={CARD_PHOTO.height} priority={priority} css={imageStyle} />
      ) : church.image ? (
        <img
          src={church.image}
          alt={church.imageAlt}
          width={CARD_PHOTO.width}
          height={CARD_PHOTO.height}
          {...imageLoading(priority)}
          css={imageStyle}
        />
      ) : null}
      <div>
        <h3 id={headingId} css={css`margin: 0;`}>
          {church.name}
        </h3>
        <address css={(th) => css`font-style: normal; margin: ${th.space(1)} 0 ${th.space(2)};`}>
          {church.address}, {church.zipcode} {church.city}
        </address>
        <a href={directionsUrl(church)} target="_blank" rel="noopener noreferrer" aria-label={t.directionsLabel(church.name)}>
          {t.directions}
        </a>
        {church.description ? <p>{keepTogether(church.description)}</p> : null}
        {church.accessibility ? (
          <>
            <h4 css={css`margin: 0;`}>{t.accessibility}</h4>
            <p css={css`margin-top: 0.25rem;`}>{keepTogether(church.accessibility)}</p>
          </>
        ) : null}
        <NextService location={church.slug} from={from} />
      </div>
    </Card>
  );
}
