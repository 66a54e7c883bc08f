/**
 * A list of skeleton cards for a list of cards that is still loading: the same list element and
 * style as the loaded list, each card a heading block, text lines and, when the real card has one,
 * a button-high block for its call to action, so nothing moves when the items arrive.
 */
import type { Interpolation, Theme } from '@emotion/react';

import { Card } from '../card/card';
import { Skeleton } from './skeleton';

export interface CardSkeletonsProps {
  count: number;
  /** The loaded list's own style, so every placeholder lands where its card will. */
  listCss: Interpolation<Theme>;
  /** The heading block's height and width. */
  title: { height: string; width: string };
  /** Text lines under the heading. */
  lines: number;
  /** The width of a button-high (44 px) block under the text, when the real card ends in a button. */
  actionWidth?: string;
}

export function CardSkeletons({ count, listCss, title, lines, actionWidth }: CardSkeletonsProps) {
  return (
    <ul aria-busy="true" css={listCss}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Card as="div">
            <Skeleton height={title.height} width={title.width} />
            <Skeleton lines={lines} />
            {actionWidth ? <Skeleton height="44px" width={actionWidth} /> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
